import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { GatewayRequestError } from '../gateway-errors';
import type { CreatePaymentIntentInput, PaymentIntent } from '../payment-gateway';
import { checkAmount, checkIdempotencyKey, fingerprintOf } from '../request-checks';
import { absoluteReturnUrl, type StripeContext } from './stripe-context';
import { customerFor } from './stripe-customers';
import { declinedIntent, stripeCall } from './stripe-errors';
import { idOf, intentView } from './stripe-views';

/**
 * What the intent asks of Stripe. Every intent authorises only (manual capture: the checkout
 * captures once the purchase is booked, decision 0020) and saves the method for renewals
 * (`setup_future_usage: off_session`).
 * - PayPal: confirmed at once through Stripe's PayPal; the buyer approves on PayPal's page.
 * - A card or wallet our server holds (a method the browser saved through a SetupIntent):
 *   confirmed at once; 3-D Secure, if the issuer asks, sends the buyer to `next_action`.
 * - No token: the browser confirms it in the Payment Element with `providerClientSecret`.
 */
async function paramsFor(
  ctx: StripeContext,
  input: CreatePaymentIntentInput,
): Promise<Stripe.PaymentIntentCreateParams> {
  const base = {
    amount: input.amount,
    currency: input.currency.toLowerCase(),
    capture_method: 'manual' as const,
    setup_future_usage: 'off_session' as const,
    metadata: {
      method_type: input.methodType,
      ...(input.customer && { customer_reference: input.customer.reference }),
    },
  };
  const returnUrl =
    input.returnUrl !== undefined ? { return_url: absoluteReturnUrl(ctx, input.returnUrl) } : {};
  if (input.methodType === 'paypal_express_checkout') {
    if (input.token)
      throw new GatewayRequestError('invalid_request', 'PayPal intents take no token.');
    const customer = input.customer && (await customerFor(ctx, input.customer));
    return {
      ...base,
      ...(customer && { customer }),
      allowed_payment_method_types: ['paypal'],
      payment_method_data: { type: 'paypal' },
      confirm: true,
      ...returnUrl,
    };
  }
  if (input.token) {
    const token = input.token;
    const method = await stripeCall(
      () => ctx.stripe.paymentMethods.retrieve(token),
      'unknown_token',
    );
    const customer = idOf(method.customer);
    if (!customer)
      throw new GatewayRequestError(
        'unknown_token',
        'This payment method is not saved to a customer.',
      );
    return { ...base, customer, payment_method: method.id, confirm: true, ...returnUrl };
  }
  const customer = input.customer && (await customerFor(ctx, input.customer));
  return { ...base, ...(customer && { customer }), automatic_payment_methods: { enabled: true } };
}

/** The port's createPaymentIntent over a Stripe PaymentIntent (decision 0150). */
export async function createStripeIntent(
  ctx: StripeContext,
  input: CreatePaymentIntentInput,
): Promise<PaymentIntent> {
  checkAmount(input.amount, input.currency);
  checkIdempotencyKey(input.idempotencyKey, false);
  const fingerprint = fingerprintOf([
    'intent',
    input.methodType,
    input.amount,
    input.currency,
    input.token ?? null,
  ]);
  const key = input.idempotencyKey;
  const replay = async (): Promise<PaymentIntent | null> => {
    const earlier = key ? await ctx.records.find(key) : null;
    if (!earlier) return null;
    if (earlier.fingerprint !== fingerprint)
      throw new GatewayRequestError(
        'idempotency_key_reused',
        'This idempotency key was used with another request.',
      );
    const intent = await stripeCall(
      () => ctx.stripe.paymentIntents.retrieve(earlier.objectId),
      'unknown_payment_intent',
    );
    return intentView(intent);
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const params = await paramsFor(ctx, input);
  const requestKey = key ?? `intent:${randomUUID()}`;
  const intent = await stripeCall(() =>
    ctx.stripe.paymentIntents
      .create(params, { idempotencyKey: requestKey })
      .catch((error: unknown) => {
        const settled = declinedIntent(error); // declined at confirmation: a failed intent
        if (settled) return settled;
        throw error;
      }),
  );
  if (key) {
    const stored = await ctx.records.store(
      { idempotencyKey: key, kind: 'intent', fingerprint, objectId: intent.id },
      ctx.clock.now(),
    );
    if (stored === 'key_taken') return (await replay()) as PaymentIntent;
  }
  return intentView(intent);
}
