import { z } from 'zod';
import { CANCELLATION_REASONS, CANCELLATION_TEXT_MAX } from '@halyard/domain';
import { CancellationReason, SaveOfferId } from './cancellation.schema';
import { IdParams, Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';
import { PaymentCollectionResult, Subscription } from './subscriptions.contract';

// Issue 21 (decisions 0181–0184): what the portal shows of dunning, the reasons step and save
// offer of turning auto-renew off, and completing a renewal the bank wants authenticated.

/** The one save offer for a reason, with its preview (decision 0183). */
export const SaveOfferPreview = z
  .object({
    id: SaveOfferId,
    kind: z.enum(['renewal_discount', 'shorter_plan']),
    /** renewal_discount: the percentage off the next renewal. */
    percent: z.number().int().nullable(),
    /** shorter_plan: the new plan's length in months. */
    months: z.number().int().nullable(),
    renewal_date: Instant,
    /** The next renewal as it stands, and with the offer (tax included, both). */
    current_renewal_price: ScaledAmount,
    offer_renewal_price: ScaledAmount,
  })
  .meta({ id: 'SaveOfferPreview' });

// A query schema stays inline (no component id): OpenAPI lists its fields as parameters.
export const SaveOfferQuery = z.object({ reason: z.enum(CANCELLATION_REASONS) });

export const getSaveOffer = defineRoute({
  method: 'GET',
  path: '/api/v2/subscriptions/{id}/save-offer',
  summary: 'The one save offer for a cancellation reason, with the renewal price it would give',
  tags: ['subscriptions'],
  auth: true,
  params: IdParams,
  querystring: SaveOfferQuery,
  response: {
    200: z.object({ offer: SaveOfferPreview.nullable() }).meta({ id: 'SaveOfferAnswer' }),
    ...errors(400, 401, 404),
  },
});

export const AcceptSaveOfferBody = z
  .object({
    offer_id: SaveOfferId,
    reason: CancellationReason,
    reason_text: z.string().trim().max(CANCELLATION_TEXT_MAX).optional(),
  })
  .meta({ id: 'AcceptSaveOfferBody' });

export const acceptSaveOffer = defineRoute({
  method: 'POST',
  path: '/api/v2/subscriptions/{id}/save-offer',
  summary:
    'Accept the save offer: it applies through the pricing of the next renewal; auto-renew stays on',
  tags: ['subscriptions'],
  auth: true,
  params: IdParams,
  body: AcceptSaveOfferBody,
  response: { 200: Subscription, ...errors(400, 401, 404, 409) },
});

/** A same-site path the bank's page returns to (never another site). */
const ReturnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'A path on this site.');

export const AuthenticatePaymentBody = z
  .object({
    /** Where the bank's page sends the customer back: the page that called. */
    return_path: ReturnPath,
  })
  .meta({ id: 'AuthenticatePaymentBody' });

export const AuthenticatePaymentResult = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('requires_action'), challenge_url: z.string() }),
    PaymentCollectionResult.extend({ status: z.literal('paid') }),
  ])
  .meta({ id: 'AuthenticatePaymentResult' });

export const authenticatePayment = defineRoute({
  method: 'POST',
  path: '/api/v2/subscriptions/{id}/authenticate-payment',
  summary:
    'Complete the renewal the bank asked to authenticate: answers the bank page to visit, or the payment once it went through. A failure answers 402 with the spec §8 payment error key',
  tags: ['subscriptions'],
  auth: true,
  params: IdParams,
  body: AuthenticatePaymentBody,
  response: { 200: AuthenticatePaymentResult, ...errors(400, 401, 402, 404, 409, 502) },
});
