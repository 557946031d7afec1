import { z } from 'zod';
import { defineRoute, errors } from './http';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).nullish();
/** When it happened, as the client sends it: a non-negative number or a non-empty text. */
const ClientTimestamp = z.union([z.number().int().nonnegative(), text(40).min(1)]);

/** spec §3 "Page-view payload" (note the spec's spelling `timmestamp`). */
export const PageViewBody = z
  .object({
    locale: text(10).min(2),
    timmestamp: ClientTimestamp,
    subscriptionId: optionalText(100),
    subscriptionKrn: optionalText(200),
    backendUserKrn: optionalText(200),
    fullUrl: text(2000).min(1),
    referrer: optionalText(2000),
  })
  .meta({ id: 'PageViewBody' });
export type PageViewBody = z.infer<typeof PageViewBody>;

/** Body not shown in the spec: a named event with flat properties (decision 0006). */
export const EmitEventBody = z
  .object({
    event: text(100).min(1),
    pageViewId: optionalText(100),
    properties: z
      .record(text(100), z.union([text(1000), z.number(), z.boolean(), z.null()]))
      .refine((p) => Object.keys(p).length <= 50, 'At most 50 properties.')
      .default({}),
  })
  .meta({ id: 'EmitEventBody' });
export type EmitEventBody = z.infer<typeof EmitEventBody>;

/** spec §7 payment result write. */
export const PaymentResultBody = z
  .object({
    uid: optionalText(200),
    timestamp: ClientTimestamp,
    system: text(100).min(1),
    version: text(40).min(1),
    event: text(100).min(1),
    source: text(100).min(1),
    result: text(40).min(1),
    type: text(100).min(1),
    gateway: text(100).min(1),
    forterResult: optionalText(100),
    transId: optionalText(200),
    errorText: optionalText(1000),
    errorCode: optionalText(100),
  })
  .meta({ id: 'PaymentResultBody' });
export type PaymentResultBody = z.infer<typeof PaymentResultBody>;

/** spec §7 attempted sign-ups; `error` carries e.g. 'Authorization failed' (spec §8). */
export const AttemptedSignupBody = z
  .object({
    email: text(254).min(1),
    domain: text(255).min(1),
    signup_stage: text(100).min(1),
    error: optionalText(500),
  })
  .meta({ id: 'AttemptedSignupBody' });
export type AttemptedSignupBody = z.infer<typeof AttemptedSignupBody>;

const recorded = { 204: z.null(), ...errors(400) };

export const recordPageView = defineRoute({
  method: 'POST',
  path: '/api/page-view',
  summary: 'Record a page view (spec §3 payload)',
  tags: ['tracking'],
  auth: false,
  body: PageViewBody,
  response: recorded,
});

export const emitEvent = defineRoute({
  method: 'POST',
  path: '/api/v1/emit-event',
  summary: 'Record a product analytics event',
  tags: ['tracking'],
  auth: false,
  body: EmitEventBody,
  response: recorded,
});

export const writePaymentResult = defineRoute({
  method: 'POST',
  path: '/data-platform/resource_type/payment_result/v1/write',
  summary: 'Record the result of a payment attempt',
  tags: ['tracking'],
  auth: false,
  body: PaymentResultBody,
  response: recorded,
});

export const recordAttemptedSignup = defineRoute({
  method: 'POST',
  path: '/attempted_signups',
  summary: 'Record a sign-up attempt and its stage',
  tags: ['tracking'],
  auth: false,
  body: AttemptedSignupBody,
  response: recorded,
});
