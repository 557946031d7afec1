import Stripe from 'stripe';
import { GatewayRequestError } from '../gateway-errors';
import type { RefundInput, RefundResult } from '../payment-gateway';
import { checkIdempotencyKey, fingerprintOf, refundAmountOf } from '../request-checks';
import type { StripeContext } from './stripe-context';
import { stripeCall, toGatewayError } from './stripe-errors';
import { currencyOf, idOf } from './stripe-views';

/** Refunds we make carry this, so a `charge.refunded` event tells ours from the dashboard's. */
export const OUR_REFUND = { origin: 'halyard' } as const;

export const isOurRefund = (refund: Stripe.Refund) => refund.metadata?.origin === OUR_REFUND.origin;

export const refundResult = (refund: Stripe.Refund): RefundResult => ({
  status: 'succeeded',
  refundId: refund.id,
  chargeId: idOf(refund.charge) ?? '',
  amount: refund.amount,
  currency: currencyOf(refund.currency),
});

/** Stripe's refusals of a refund beyond what remains, as the port's code. */
function refusal(error: unknown): unknown {
  if (
    error === null ||
    (error instanceof Stripe.errors.StripeInvalidRequestError &&
      (error.code === 'charge_already_refunded' || error.param === 'amount'))
  )
    return new GatewayRequestError(
      'refund_exceeds_charge',
      'The refund is more than what remains refundable on this charge.',
    );
  return toGatewayError(error, 'unknown_charge');
}

/** A full or partial refund of a captured charge, under its own key (decision 0150). */
export async function refundWithStripe(
  ctx: StripeContext,
  input: RefundInput,
): Promise<RefundResult> {
  checkIdempotencyKey(input.idempotencyKey, true);
  const fingerprint = fingerprintOf([input.chargeId, input.amount ?? null]);
  const replay = async (): Promise<RefundResult | null> => {
    const earlier = await ctx.records.find(input.idempotencyKey);
    if (!earlier) return null;
    if (earlier.fingerprint !== fingerprint)
      throw new GatewayRequestError(
        'idempotency_key_reused',
        'This idempotency key was used with another refund.',
      );
    return refundResult(await stripeCall(() => ctx.stripe.refunds.retrieve(earlier.objectId)));
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const charge = await stripeCall(
    () => ctx.stripe.charges.retrieve(input.chargeId),
    'unknown_charge',
  );
  if (charge.status !== 'succeeded' || !charge.captured)
    throw new GatewayRequestError(
      'charge_not_refundable',
      'Only a succeeded charge can be refunded.',
    );
  const remaining = charge.amount_captured - charge.amount_refunded;
  const amount = refundAmountOf(input.amount, remaining);
  if (amount > remaining) throw refusal(null);
  let refund: Stripe.Refund;
  try {
    refund = await ctx.stripe.refunds.create(
      {
        charge: charge.id,
        amount,
        metadata: { ...OUR_REFUND, idempotency_key: input.idempotencyKey },
      },
      { idempotencyKey: input.idempotencyKey },
    );
  } catch (error) {
    throw refusal(error);
  }
  const stored = await ctx.records.store(
    { idempotencyKey: input.idempotencyKey, kind: 'refund', fingerprint, objectId: refund.id },
    ctx.clock.now(),
  );
  if (stored === 'key_taken') return (await replay()) as RefundResult;
  return refundResult(refund);
}
