import { z } from 'zod';
import { CheckoutResult } from './checkout.contract';
import { BuyerAction, PriceId, ResidenceFields, ReturnPath } from './checkout-common.schema';
import { Instant, ScaledAmount, SubscriptionId } from './common.schema';
import { EstimateResult } from './estimate.contract';
import { defineRoute, errors } from './http';
import { Subscription } from './subscriptions.contract';

/**
 * The portal's checkout flows (spec §4; decision 0070): `renewal` buys the subscription's own
 * plan again now (the renewal payment dialog), `edit_subscription` changes its length or tier,
 * `add_addon` adds add-ons to it, `additional_purchase` buys another subscription.
 */
export const V2CheckoutFlow = z.enum([
  'renewal',
  'edit_subscription',
  'add_addon',
  'additional_purchase',
]);
export type V2CheckoutFlow = z.infer<typeof V2CheckoutFlow>;

/** An attempt id: the client's, one per purchase it means to make (exactly once). */
export const V2AttemptId = z.string().min(1).max(100);

const orderFields = {
  flow: V2CheckoutFlow,
  /** The subscription_id a renewal, edit or add-on changes (not used by additional_purchase). */
  subscriptionId: SubscriptionId.optional(),
  /** Default: the offer of the first price. A renewal needs no offer and no price. */
  offerId: z.string().min(1).max(100).optional(),
  priceId: PriceId.optional(),
  priceIds: z.array(PriceId).max(10).default([]),
  /**
   * spec §7 isTaxable: the client's expectation only. The server decides tax from the residence
   * (decision 0100); a value that contradicts it is a 400 field error, leaving it out is fine.
   */
  isTaxable: z.boolean().optional(),
  /** Default: the residence stored on the account. */
  customer: z.object(ResidenceFields).optional(),
  /** A stored payment method of the user. Default: the subscription's, else the newest. */
  paymentMethodId: z.string().min(1).max(100).optional(),
  /** additional_purchase beside a running subscription: the customer confirmed it (0164). */
  confirmSecondSubscription: z.boolean().optional(),
  /**
   * Pay from the credit balance alone, no method charged (decision 0218 addendum); 409
   * `credit_balance_short` when it does not cover the order. Without a stored method the
   * balance is used alone anyway when it covers the order.
   */
  payFromBalance: z.boolean().optional(),
};

type OrderShape = {
  flow: V2CheckoutFlow;
  subscriptionId?: string | undefined;
  priceId?: string | undefined;
  priceIds: string[];
};

/** The cross-field rules of an order: which flows need a subscription and which take prices. */
function checkOrder(order: OrderShape, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (order.flow !== 'additional_purchase' && !order.subscriptionId)
    issue('subscriptionId', 'Choose the subscription.');
  const priced = order.priceId !== undefined || order.priceIds.length > 0;
  if (order.flow === 'renewal' && priced)
    issue('priceId', 'A renewal renews the subscription’s own plan; choose no price.');
  if (order.flow !== 'renewal' && !priced) issue('priceId', 'Choose a price.');
}

/** PUT /api/v2/checkout/estimate body (spec: "JSON body", fields not shown; decision 0070). */
export const V2CheckoutEstimateBody = z
  .object(orderFields)
  .superRefine(checkOrder)
  .meta({ id: 'V2CheckoutEstimateBody' });
export type V2CheckoutEstimateBody = z.infer<typeof V2CheckoutEstimateBody>;

/** The stored payment method a checkout charges. */
export const V2CheckoutPaymentMethod = z
  .object({ id: z.string(), kind: z.string(), summary: z.string() })
  .meta({ id: 'V2CheckoutPaymentMethod' });

/**
 * What POST would charge now and what it buys: the v1 estimate's lines and totals (`total` is
 * the order's total, to the cent; `creditApplied` what the signed-in customer's credit balance
 * pays of it and `amountDue` what the payment method is charged, decision 0218), `paidThrough` (the subscription's next payment date after
 * the purchase; = `renewal.date`) and the payment method that would be charged.
 */
export const V2CheckoutEstimate = EstimateResult.extend({
  creditApplied: ScaledAmount,
  amountDue: ScaledAmount,
  flow: V2CheckoutFlow,
  subscriptionId: z.string().nullable(),
  paidThrough: Instant,
  paymentMethod: V2CheckoutPaymentMethod.nullable(),
}).meta({ id: 'V2CheckoutEstimate' });
export type V2CheckoutEstimate = z.infer<typeof V2CheckoutEstimate>;

/** POST /api/v2/checkout/ body: the estimate's order, the attempt id and the 3-D Secure return. */
export const V2CheckoutBody = z
  .object({
    attempt: V2AttemptId,
    ...orderFields,
    /** Where the 3-D Secure page sends the customer back; `attempt` is added to its query. */
    returnUrl: ReturnPath.optional(),
  })
  .superRefine(checkOrder)
  .meta({ id: 'V2CheckoutBody' });
export type V2CheckoutBody = z.infer<typeof V2CheckoutBody>;

/** PUT /api/v2/checkout/ body: try a declined attempt again, with another stored method or not. */
export const V2CheckoutRetryBody = z
  .object({
    attempt: V2AttemptId,
    paymentMethodId: z.string().min(1).max(100).optional(),
  })
  .meta({ id: 'V2CheckoutRetryBody' });
export type V2CheckoutRetryBody = z.infer<typeof V2CheckoutRetryBody>;

/**
 * `?attempt=`: a fresh object per route, since a query schema shared by two routes becomes a
 * `$ref` in the OpenAPI document, which Fastify's swagger cannot resolve for parameters.
 */
export const v2AttemptQuery = () =>
  z.object({ attempt: z.string().min(1).max(100).describe('The attempt id of the checkout') });
export const V2AttemptQuery = v2AttemptQuery();

/**
 * The state of a portal checkout attempt (decision 0070).
 * - `succeeded`: charged once; `charge` is what was charged, `subscription` the changed or new
 *   subscription as GET /api/v2/subscriptions/{id} answers it, `checkout` the v1 result.
 * - `requires_action`: a 3-D Secure challenge waits at `action.url`; afterwards call confirm.
 * - `declined`: `error` has the spec §8 payment error key as its code; PUT tries again.
 * - `refunded`: the charge could not be booked and was given back; `error` says why.
 * - `pending`: nothing was charged (refused before the charge, or still running).
 */
export const V2Checkout = z
  .object({
    attempt: z.string(),
    status: z.enum(['succeeded', 'requires_action', 'declined', 'refunded', 'pending']),
    flow: V2CheckoutFlow,
    subscriptionId: z.string().nullable(),
    action: BuyerAction.nullable(),
    charge: z
      .object({
        /** What the payment method was charged: the amount due (0: the balance paid it all). */
        amount: ScaledAmount,
        /** What the credit balance paid (decision 0218); amount + creditApplied = invoice total. */
        creditApplied: ScaledAmount,
        invoiceId: z.string().nullable(),
        /** The method that paid `amount`, "Visa •••• 4242"; null when the balance paid it all. */
        paymentMethod: z.string().nullable(),
      })
      .nullable(),
    subscription: Subscription.nullable(),
    checkout: CheckoutResult.nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  })
  .meta({ id: 'V2Checkout' });
export type V2Checkout = z.infer<typeof V2Checkout>;

/** The answers of a call that may charge: 200 once settled, 202 while 3-D Secure waits. */
const chargeResponses = {
  200: V2Checkout,
  202: V2Checkout,
  ...errors(400, 401, 402, 403, 404, 409, 422, 500, 502),
};

export const v2CheckoutEstimate = defineRoute({
  method: 'PUT',
  path: '/api/v2/checkout/estimate',
  summary: 'What a portal checkout (renewal, edit, add-on, another plan) would charge now',
  tags: ['checkout'],
  auth: true,
  body: V2CheckoutEstimateBody,
  v2Operation: 'checkout',
  response: { 200: V2CheckoutEstimate, ...errors(400, 401, 403, 404, 409, 500) },
});

export const v2CheckoutStart = defineRoute({
  method: 'POST',
  path: '/api/v2/checkout/',
  summary:
    'Charge a portal checkout with a stored method, exactly once per attempt (202: 3-D Secure)',
  tags: ['checkout'],
  auth: true,
  body: V2CheckoutBody,
  v2Operation: 'checkout',
  response: chargeResponses,
});

export const v2CheckoutGet = defineRoute({
  method: 'GET',
  path: '/api/v2/checkout/',
  summary: 'The state of a portal checkout attempt (no side effects)',
  tags: ['checkout'],
  auth: true,
  querystring: v2AttemptQuery(),
  v2Operation: 'checkout',
  response: { 200: V2Checkout, ...errors(400, 401, 404, 500) },
});

export const v2CheckoutRetry = defineRoute({
  method: 'PUT',
  path: '/api/v2/checkout/',
  summary: 'Try a declined portal checkout again, optionally with another stored method',
  tags: ['checkout'],
  auth: true,
  body: V2CheckoutRetryBody,
  v2Operation: 'checkout',
  response: chargeResponses,
});

export const v2CheckoutConfirm = defineRoute({
  method: 'GET',
  path: '/api/v2/checkout/confirm',
  summary: 'Complete a portal checkout after its 3-D Secure challenge',
  tags: ['checkout'],
  auth: true,
  querystring: v2AttemptQuery(),
  v2Operation: 'checkout',
  response: chargeResponses,
});
