import { z } from 'zod';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** The feature flags of the signed-in user that the navigation reads (spec §6, decision 0064). */
export const FeatureFlags = z.object({ expert_program: z.boolean() }).meta({ id: 'FeatureFlags' });
export type FeatureFlags = z.infer<typeof FeatureFlags>;

export const getFeatureFlags = defineRoute({
  method: 'GET',
  path: '/api/v1/features',
  summary: 'Feature flags that apply to the signed-in user',
  tags: ['addons'],
  auth: true,
  response: { 200: FeatureFlags, ...errors(400, 401) },
});

export const EXPERT_AREAS = [
  'streaming',
  'gaming',
  'privacy',
  'routers',
  'mobile',
  'travel',
] as const;

/** The Expert Program sign-up form (spec §2 Expert Program). */
export const ExpertApplicationBody = z
  .object({
    display_name: z.string().trim().min(2, 'Enter a name of at least 2 characters.').max(60),
    areas: z
      .array(z.enum(EXPERT_AREAS))
      .min(1, 'Choose at least one area.')
      .max(EXPERT_AREAS.length)
      .refine((list) => new Set(list).size === list.length, 'Choose each area once.'),
    experience: z
      .string()
      .trim()
      .min(20, 'Tell us a little more (at least 20 characters).')
      .max(2000, 'Use at most 2000 characters.'),
    hours_per_month: z.number().int().min(1, 'At least 1 hour.').max(160, 'At most 160 hours.'),
    accept_terms: z.literal(true, { error: 'Accept the program terms to apply.' }),
  })
  .meta({ id: 'ExpertApplicationBody' });
export type ExpertApplicationBody = z.infer<typeof ExpertApplicationBody>;

export const ExpertApplication = z
  .object({
    id: z.string(),
    display_name: z.string(),
    areas: z.array(z.enum(EXPERT_AREAS)),
    experience: z.string(),
    hours_per_month: z.number().int(),
    status: z.enum(['received']),
    created_at: Instant,
  })
  .meta({ id: 'ExpertApplication' });
export type ExpertApplication = z.infer<typeof ExpertApplication>;

export const getExpertApplication = defineRoute({
  method: 'GET',
  path: '/api/v1/expert-program',
  summary:
    "The signed-in user's Expert Program application (404 while the program is off for them)",
  tags: ['addons'],
  auth: true,
  response: {
    200: z.object({ application: ExpertApplication.nullable() }).meta({ id: 'ExpertProgram' }),
    ...errors(400, 401, 404),
  },
});

export const applyToExpertProgram = defineRoute({
  method: 'POST',
  path: '/api/v1/expert-program',
  summary: 'Sign up for the Expert Program (once)',
  tags: ['addons'],
  auth: true,
  body: ExpertApplicationBody,
  response: { 201: ExpertApplication, ...errors(400, 401, 404, 409) },
});
