import type Stripe from 'stripe';
import { GatewayRequestError, GatewayUnavailableError, intentConsumed } from '../gateway-errors';
import type { ChargeInput, ChargeResult } from '../payment-gateway';
import { checkAmount, checkIdempotencyKey, fingerprintOf } from '../request-checks';
import { declinedResult } from '../decline-messages';
import { absoluteReturnUrl, type StripeContext } from './stripe-context';
import { declinedIntent, stripeCall } from './stripe-errors';
import { actionUrlOf, currencyOf, declineOf, idOf } from './stripe-views';

const retrieve = (ctx: StripeContext, id: string) =>
  stripeCall(() => ctx.stripe.paymentIntents.retrieve(id), 'unknown_payment_intent');

/** Where an intent goes next with the customer present (a return path) or without (off-session). */
const sessionParams = (ctx: StripeContext, input: ChargeInput) =>
  input.returnUrl !== undefined
    ? { return_url: absoluteReturnUrl(ctx, input.returnUrl) }
    : { off_session: true as const };

/**
 * The answer an intent gives now, moving it on where it waits for us: an authorised intent is
 * captured (its metadata first: reconciliation reads the charge's purpose there), one made but not
 * confirmed is confirmed. Every such write carries a key derived from the charge's key.
 */
async function answer(
  ctx: StripeContext,
  input: ChargeInput,
  known: Stripe.PaymentIntent,
): Promise<ChargeResult> {
  let intent = known;
  const key = input.idempotencyKey;
  if (intent.status === 'requires_confirmation')
    intent = await stripeCall(() =>
      ctx.stripe.paymentIntents
        .confirm(intent.id, sessionParams(ctx, input), { idempotencyKey: `${key}:confirm` })
        .catch((error: unknown) => {
          const settled = declinedIntent(error);
          if (settled) return settled;
          throw error;
        }),
    );
  if (intent.status === 'requires_capture') {
    const metadata = { ...input.metadata, idempotency_key: key };
    await stripeCall(() =>
      ctx.stripe.paymentIntents.update(
        intent.id,
        { metadata },
        { idempotencyKey: `${key}:metadata` },
      ),
    );
    intent = await stripeCall(() =>
      ctx.stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `${key}:capture` }),
    );
  }
  switch (intent.status) {
    case 'succeeded': {
      const chargeId = idOf(intent.latest_charge);
      if (!chargeId) throw new Error(`Stripe intent ${intent.id} succeeded without a charge`);
      // The ledger records what Stripe took, not what we asked for (decision 0124).
      return {
        status: 'succeeded',
        chargeId,
        amount: intent.amount_received,
        currency: currencyOf(intent.currency),
      };
    }
    case 'requires_action':
      return { status: 'requires_action', challengeUrl: actionUrlOf(intent), intentId: intent.id };
    case 'requires_payment_method': {
      const error = intent.last_payment_error;
      // Off-session, the issuer asks for the customer: the intent waits for them (issue 21).
      if (error?.code === 'authentication_required' && input.returnUrl === undefined)
        return { status: 'requires_action', challengeUrl: null, intentId: intent.id };
      // Nobody confirmed it (the browser never finished): not yet authenticated or approved.
      return declinedResult(error ? declineOf(error) : 'authentication_required');
    }
    case 'canceled':
      return declinedResult('payment_cancelled');
    default:
      // processing: the outcome is not known yet; the same key asks again later.
      throw new GatewayUnavailableError(
        'server_error',
        `Stripe intent ${intent.id} is ${intent.status}.`,
      );
  }
}

/** A saved payment method charged: on-session with a return path, else merchant-initiated. */
async function chargeMethod(ctx: StripeContext, input: ChargeInput, token: string) {
  const method = await stripeCall(() => ctx.stripe.paymentMethods.retrieve(token), 'unknown_token');
  const customer = idOf(method.customer);
  if (!customer)
    throw new GatewayRequestError(
      'unknown_token',
      'This payment method is not saved to a customer.',
    );
  const params: Stripe.PaymentIntentCreateParams = {
    amount: input.amount,
    currency: input.currency.toLowerCase(),
    customer,
    payment_method: method.id,
    confirm: true,
    metadata: { ...input.metadata, idempotency_key: input.idempotencyKey },
    ...sessionParams(ctx, input),
  };
  try {
    return await ctx.stripe.paymentIntents.create(params, {
      idempotencyKey: input.idempotencyKey,
    });
  } catch (error) {
    const settled = declinedIntent(error); // a decline still made (and names) the intent
    if (settled) return settled;
    throw error;
  }
}

/**
 * The port's charge over Stripe PaymentIntents (decision 0150). A saved method (renewals, stored
 * methods) becomes a PaymentIntent confirmed at once under the charge's key; an intent the
 * browser confirmed in the Payment Element is captured. The first write stores key → intent, so
 * every retry with the key — after a timeout, after a 3-D Secure challenge, days later — answers
 * from the intent's state now and never charges twice; another body under the key is refused.
 */
export async function chargeWithStripe(
  ctx: StripeContext,
  input: ChargeInput,
): Promise<ChargeResult> {
  checkIdempotencyKey(input.idempotencyKey, true);
  checkAmount(input.amount, input.currency);
  const { source } = input;
  const sourceId = source.type === 'token' ? source.token : source.intentId;
  const fingerprint = fingerprintOf([input.amount, input.currency, source.type, sourceId]);
  const replay = async (): Promise<ChargeResult> => {
    const earlier = await ctx.records.find(input.idempotencyKey);
    if (!earlier) throw new Error(`A charge lost its idempotency race but no winner is stored.`);
    if (earlier.fingerprint !== fingerprint)
      throw new GatewayRequestError(
        'idempotency_key_reused',
        'This idempotency key was used with another charge.',
      );
    return answer(ctx, input, await retrieve(ctx, earlier.objectId));
  };
  if (await ctx.records.find(input.idempotencyKey)) return replay();

  const now = ctx.clock.now();
  const request = { idempotencyKey: input.idempotencyKey, kind: 'charge' as const, fingerprint };
  if (source.type === 'payment_intent') {
    const intent = await retrieve(ctx, source.intentId);
    // An intent pays exactly its amount (decision 0101).
    if (intent.amount !== input.amount || currencyOf(intent.currency) !== input.currency)
      throw new GatewayRequestError(
        'amount_mismatch',
        'The charge does not match the payment intent.',
      );
    const claim = await ctx.records.store({ ...request, objectId: intent.id }, now, true);
    if (claim === 'intent_taken') throw intentConsumed();
    if (claim === 'key_taken') return replay();
    return answer(ctx, input, intent);
  }
  const intent = await stripeCall(() => chargeMethod(ctx, input, source.token), 'unknown_token');
  if ((await ctx.records.store({ ...request, objectId: intent.id }, now)) === 'key_taken')
    return replay();
  return answer(ctx, input, intent);
}
