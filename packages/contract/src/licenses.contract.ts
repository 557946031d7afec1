import { z } from 'zod';
import { Email } from './account.contract';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

export const License = z
  .object({
    id: z.string(),
    assignee_email: z.string().nullable(),
    assigned_at: Instant.nullable(),
  })
  .meta({ id: 'License' });

/** spec §3 business subscription, with its seats and who holds them (decision 0034). */
export const BusinessSubscription = z
  .object({
    id: z.string(),
    is_chargebee: z.boolean(),
    seats: z.number().int(),
    assigned: z.number().int(),
    auto_billing_enabled: z.boolean(),
    next_payment_date: Instant.nullable(),
    licenses: z.array(License),
  })
  .meta({ id: 'BusinessSubscription' });
export type BusinessSubscription = z.infer<typeof BusinessSubscription>;

export const LicensesResult = z
  .object({ business_subscription: BusinessSubscription })
  .meta({ id: 'LicensesResult' });

export const getLicenses = defineRoute({
  method: 'GET',
  path: '/api/v2/licenses/',
  summary: "The business customer's subscription: seats and their assignments",
  tags: ['licenses'],
  auth: true,
  response: { 200: LicensesResult, ...errors(400, 401, 404) },
});

export const UpdateLicensesBody = z
  .object({
    seats: z.number().int().min(1).max(1000).optional(),
    assign: z.array(Email).max(1000).optional(),
    unassign: z.array(Email).max(1000).optional(),
  })
  .meta({ id: 'UpdateLicensesBody' });

export const updateLicenses = defineRoute({
  method: 'PUT',
  path: '/api/v2/licenses/',
  summary: 'Change the seat count (never below the assigned seats) and assign or unassign seats',
  tags: ['licenses'],
  auth: true,
  body: UpdateLicensesBody,
  response: { 200: LicensesResult, ...errors(400, 401, 404, 422) },
});

export const LicensesAutobillBody = z.object({}).meta({ id: 'LicensesAutobillBody' });

export const licensesAutobillOn = defineRoute({
  method: 'POST',
  path: '/api/v2/licenses/autobill-on',
  summary: 'Turn automatic renewal of the business subscription on',
  tags: ['licenses'],
  auth: true,
  body: LicensesAutobillBody.nullish(),
  response: { 200: LicensesResult, ...errors(400, 401, 404) },
});

export const licensesAutobillOff = defineRoute({
  method: 'POST',
  path: '/api/v2/licenses/autobill-off',
  summary: 'Turn automatic renewal of the business subscription off',
  tags: ['licenses'],
  auth: true,
  body: LicensesAutobillBody.nullish(),
  response: { 200: LicensesResult, ...errors(400, 401, 404) },
});
