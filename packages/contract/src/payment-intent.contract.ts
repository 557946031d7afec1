import { z } from 'zod';
import {
  CheckoutBillingDetails,
  CheckoutFlow,
  OrderFields,
  PaymentMethodType,
  ResidenceFields,
  ReturnPath,
  UserSession,
  Xv,
} from './checkout-common.schema';
import { ClientSecret, CurrencyCode, Instant, SubscriptionId } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * What a payment intent pays for (decision 0101): the checkout's order fields and the buyer's
 * residence. The server prices it — tax included — and fixes the intent's amount and currency.
 */
export const PaymentIntentOrder = z
  .object({ ...OrderFields, customer: z.object(ResidenceFields), ...CheckoutBillingDetails })
  .meta({ id: 'PaymentIntentOrder' });

/**
 * spec §7 payment-intent body: checkoutAttemptId, "amount zero with currency", userSession,
 * paymentMethodType, flow, editSubscriptionFlowDetails.subscriptionId and xv. Ours besides
 * (decisions 0020, 0101, 0150): `paymentSource` — the card or wallet token from the gateway's
 * frame and the client secret its tokenise answer gave (required for card, Apple Pay and Google
 * Pay with the sandbox; none for PayPal, nor with Stripe, whose Payment Element confirms the
 * intent in its own fields); `order`, what the intent pays for (the server prices it; `amount` is then only
 * the client's expectation: 0 states none, another value must equal the server's total); and
 * `returnUrl`, where the 3-D Secure or PayPal page sends the buyer back.
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
    editSubscriptionFlowDetails: z.object({ subscriptionId: SubscriptionId }).optional(),
    xv: Xv.optional(),
    paymentSource: z
      .object({ token: z.string().min(1).max(100), clientSecret: ClientSecret })
      .optional(),
    order: PaymentIntentOrder,
    returnUrl: ReturnPath.optional(),
  })
  .meta({ id: 'PaymentIntentBody' });
export type PaymentIntentBody = z.infer<typeof PaymentIntentBody>;

/**
 * What `chargebeeBody` holds once parsed (the spec's client parses the string): the gateway's
 * payment intent. `action_url` is the PayPal approval page or the 3-D Secure challenge while
 * `status` is `requires_action`. `amount` is the server's total of the order (decision 0101).
 * `client_secret` is given this once, to this browser: the checkout must send it back
 * (`paymentIntentClientSecret`); keep it in the tab (not in a URL). An unused intent expires at
 * `expires_at` (an hour). With a gateway whose own fields collect the card (Stripe's Payment
 * Element, decision 0150) a card intent made without a token is `requires_payment_method` and
 * `provider_client_secret` is the provider's secret its browser SDK confirms the intent with;
 * null otherwise.
 */
export const GatewayPaymentIntent = z
  .object({
    object: z.literal('payment_intent'),
    id: z.string(),
    status: z.enum([
      'requires_payment_method',
      'requires_action',
      'authorized',
      'succeeded',
      'cancelled',
      'failed',
    ]),
    amount: z.number().int(),
    currency_code: CurrencyCode,
    payment_method_type: PaymentMethodType,
    gateway: z.string(),
    action_url: z.string().nullable(),
    decline_code: z.string().nullable(),
    client_secret: z.string(),
    expires_at: Instant,
    provider_client_secret: z.string().nullable(),
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
  response: { 200: PaymentIntentResult, ...errors(400, 401, 403, 404, 409, 502) },
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
