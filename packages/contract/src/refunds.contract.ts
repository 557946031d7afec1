import { z } from 'zod';
import { IdParams, Instant, ScaledAmount, SubscriptionId } from './common.schema';
import { defineRoute, errors } from './http';
import { InvoiceLine } from './invoices.contract';

/** spec §7 PUT /api/v2/refund/estimate: which subscription (decision 0032). */
export const RefundEstimateBody = z
  .object({ subscription_id: SubscriptionId })
  .meta({ id: 'RefundEstimateBody' });

/**
 * One payment the refund returns (decision 0121): what that charge paid for this subscription —
 * its lines, discount and tax, as the credit note will read.
 */
export const RefundEstimateLine = z
  .object({
    invoice_number: z.string(),
    issued_at: Instant,
    lines: z.array(InvoiceLine),
    subtotal: ScaledAmount,
    discount: ScaledAmount,
    tax: ScaledAmount,
    total: ScaledAmount,
  })
  .meta({ id: 'RefundEstimateLine' });

/** What a refund would return now under the spec §9 30-day money-back guarantee. */
export const RefundEstimate = z
  .object({
    subscription_id: z.string(),
    eligible: z.boolean(),
    /** The refund: everything paid for the subscription, tax included; null when not eligible. */
    amount: ScaledAmount.nullable(),
    /** The tax it returns; null when not eligible. */
    tax: ScaledAmount.nullable(),
    /**
     * Decision 0221: where it goes — `card` back to the method the payments were charged to,
     * `balance` back to the credit balance for what it paid; they add up to `amount`. Computed as
     * the refund will be carried out. Null when not eligible.
     */
    returned_to: z.object({ card: ScaledAmount, balance: ScaledAmount }).nullable(),
    /** Payment by payment (empty when not eligible). */
    lines: z.array(RefundEstimateLine),
    /** Why not, when not eligible: a stable code (e.g. outside-guarantee). */
    reason: z.string().nullable(),
    message: z.string().nullable(),
    guarantee_ends: Instant.nullable(),
    /** The subscription is revoked when the refund is made. */
    revokes_subscription: z.boolean(),
  })
  .meta({ id: 'RefundEstimate' });
export type RefundEstimate = z.infer<typeof RefundEstimate>;

export const refundEstimate = defineRoute({
  method: 'PUT',
  path: '/api/v2/refund/estimate',
  summary: 'What a refund of a subscription would return (30-day money-back guarantee)',
  tags: ['refunds'],
  auth: true,
  v2Operation: 'refund-estimate',
  body: RefundEstimateBody,
  response: { 200: RefundEstimate, ...errors(400, 401, 404, 500) },
});

/** A refund request's state, the customer's and a staff member's alike: waiting, or how it ended. */
export const RefundStatus = z.enum(['pending', 'cancelled', 'completed', 'failed']);

export const RefundRequest = z
  .object({
    id: z.string(),
    subscription_id: z.string(),
    status: RefundStatus,
    amount: ScaledAmount,
    reason: z.string().nullable(),
    requested_at: Instant,
    /** The refund is made at this instant unless cancelled before (review window). */
    process_after: Instant,
    cancelled_at: Instant.nullable(),
    completed_at: Instant.nullable(),
    credit_note_number: z.string().nullable(),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof RefundRequest>;

export const RefundRevokeBody = z
  .object({ reason: z.string().trim().max(500).optional() })
  .meta({ id: 'RefundRevokeBody' });

export const requestRefundRevoke = defineRoute({
  method: 'POST',
  path: '/api/v2/subscriptions/{id}/refund-revoke',
  summary: 'Ask for a refund that revokes the subscription (pending for a short review window)',
  tags: ['refunds'],
  auth: true,
  params: IdParams,
  body: RefundRevokeBody.nullish(),
  response: { 202: z.object({ refund: RefundRequest }), ...errors(400, 401, 404, 409) },
});

export const cancelRefundRevoke = defineRoute({
  method: 'DELETE',
  path: '/api/v2/subscriptions/{id}/refund-revoke',
  summary: 'Cancel a pending refund request',
  tags: ['refunds'],
  auth: true,
  params: IdParams,
  body: z.object({}).nullish(),
  response: { 200: z.object({ refund: RefundRequest }), ...errors(400, 401, 404, 409) },
});
