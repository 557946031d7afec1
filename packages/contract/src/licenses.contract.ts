import { z } from 'zod';
import { Email } from './account.contract';
import { Instant, ScaledAmount } from './common.schema';
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
    /** Issue 24 item 6 (decision 0165): what a seat costs for a term of `cycle_months`. */
    seat_price: ScaledAmount,
    cycle_months: z.number().int(),
    /** Fewer seats asked for: the seats the renewal bills (null: the same as now). */
    pending_seats: z.number().int().nullable(),
    /** The renewal as it will be charged: its seats at the seat price, tax included. */
    renewal_price: ScaledAmount,
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
    /**
     * Issue 24 item 6: the amount the customer confirmed for added seats (the estimate's
     * `due_now`); adding seats without it, or with another amount, is 409.
     */
    expected_amount: ScaledAmount.optional(),
  })
  .meta({ id: 'UpdateLicensesBody' });

export const LicenseEstimateBody = z
  .object({ seats: z.number().int().min(1).max(1000) })
  .meta({ id: 'LicenseEstimateBody' });

/** What a seat count costs (decision 0165): added seats now, pro rata; fewer at the renewal. */
export const LicenseEstimate = z
  .object({
    current_seats: z.number().int(),
    seats: z.number().int(),
    added: z.number().int(),
    removed: z.number().int(),
    /** Charged now for the added seats, for the rest of the term, tax included. */
    due_now: ScaledAmount,
    tax: ScaledAmount,
    effective: z.enum(['now', 'renewal']),
    renewal_date: Instant.nullable(),
    renewal_seats: z.number().int(),
    renewal_price: ScaledAmount,
  })
  .meta({ id: 'LicenseEstimate' });
export type LicenseEstimate = z.infer<typeof LicenseEstimate>;

export const estimateLicenses = defineRoute({
  method: 'PUT',
  path: '/api/v2/licenses/estimate',
  summary: 'What changing the seat count costs now and at the renewal (nothing changes)',
  tags: ['licenses'],
  auth: true,
  body: LicenseEstimateBody,
  response: { 200: LicenseEstimate, ...errors(400, 401, 404, 422) },
});

export const updateLicenses = defineRoute({
  method: 'PUT',
  path: '/api/v2/licenses/',
  summary: 'Change the seat count (never below the assigned seats) and assign or unassign seats',
  tags: ['licenses'],
  auth: true,
  body: UpdateLicensesBody,
  response: { 200: LicensesResult, ...errors(400, 401, 402, 404, 409, 422, 502) },
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
