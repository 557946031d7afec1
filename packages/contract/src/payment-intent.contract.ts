import { z } from 'zod';
import { CurrencyCode } from './catalog.contract';
import {
  CheckoutFlow,
  PaymentMethodType,
  ReturnPath,
  UserSession,
  Xv,
} from './checkout-common.schema';
import { defineRoute, errors } from './http';

/**
 * spec §7 payment-intent body: checkoutAttemptId, "amount zero with currency", userSession,
 * paymentMethodType, flow, editSubscriptionFlowDetails.subscriptionId and xv. Ours besides
 * (decision 0020): `paymentSource.token` — the card or wallet token from /sandbox-gateway/ that
 * the intent is confirmed with (required for card, Apple Pay and Google Pay; none for PayPal) —
 * and `returnUrl`, where the 3-D Secure or PayPal page sends the buyer back.
 */
export const PaymentIntentBody = z
  .object({
    checkoutAttemptId: z.string().min(1).max(100).optional(),
    amount: z.object({
      unscaledValue: z.number().int().nonnegative(),
      scale: z.literal(2),
      currency: CurrencyCode,
    }),
    userSession: UserSession.optional(),
    paymentMethodType: PaymentMethodType,
    flow: CheckoutFlow.default('order'),
    editSubscriptionFlowDetails: z
      .object({ subscriptionId: z.string().min(1).max(200) })
      .optional(),
    xv: Xv.optional(),
    paymentSource: z.object({ token: z.string().min(1).max(100) }).optional(),
    returnUrl: ReturnPath.optional(),
  })
  .meta({ id: 'PaymentIntentBody' });
export type PaymentIntentBody = z.infer<typeof PaymentIntentBody>;

/**
 * What `chargebeeBody` holds once parsed (the spec's client parses the string): the gateway's
 * payment intent. `action_url` is the PayPal approval page or the 3-D Secure challenge while
 * `status` is `requires_action`.
 */
export const GatewayPaymentIntent = z
  .object({
    object: z.literal('payment_intent'),
    id: z.string(),
    status: z.enum(['requires_action', 'authorized', 'succeeded', 'cancelled', 'failed']),
    amount: z.number().int(),
    currency_code: CurrencyCode,
    payment_method_type: PaymentMethodType,
    gateway: z.string(),
    action_url: z.string().nullable(),
    decline_code: z.string().nullable(),
  })
  .meta({ id: 'GatewayPaymentIntent' });
export type GatewayPaymentIntent = z.infer<typeof GatewayPaymentIntent>;

export const PaymentIntentResult = z
  .object({ chargebeeBody: z.string().meta({ description: 'GatewayPaymentIntent as JSON' }) })
  .meta({ id: 'PaymentIntentResult' });

const paymentIntentRoute = {
  method: 'POST',
  summary: 'Create a payment intent (PayPal approval, or a card / wallet token to confirm)',
  tags: ['checkout'],
  auth: false,
  body: PaymentIntentBody,
  response: { 200: PaymentIntentResult, ...errors(400, 401, 403, 404, 502) },
} as const;

export const createPaymentIntent = defineRoute({
  ...paymentIntentRoute,
  path: '/api/v1/payment-intent',
});

/** The same call under the order path; the client picks one by a cookie flag (spec §7). */
export const createOrderPaymentIntent = defineRoute({
  ...paymentIntentRoute,
  path: '/order/api/payment-intent',
});
