import { GatewayRequestError } from '../gateway-errors';
import type { RefundInput, RefundResult } from '../payment-gateway';
import { createChargesRepository } from './charges.repository';
import { createRefundsRepository, type SandboxRefund } from './refunds.repository';
import { checkIdempotencyKey, fingerprintOf, refundAmountOf } from '../request-checks';
import { LostRace, newId, type SandboxContext } from './sandbox-context';

const resultOf = (refund: SandboxRefund): RefundResult => ({
  status: 'succeeded',
  refundId: refund.id,
  chargeId: refund.chargeId,
  amount: refund.amount,
  currency: refund.currency,
});

/**
 * A full or partial refund of a succeeded charge, under its own idempotency key. The refunded
 * total never exceeds the charge: the check and the increment are one conditional update.
 */
export async function refund(ctx: SandboxContext, input: RefundInput): Promise<RefundResult> {
  checkIdempotencyKey(input.idempotencyKey, true);
  const fingerprint = fingerprintOf([input.chargeId, input.amount ?? null]);
  const replay = async (): Promise<RefundResult | null> => {
    const earlier = await createRefundsRepository(ctx.db).findByKey(input.idempotencyKey);
    if (earlier && earlier.fingerprint !== fingerprint)
      throw new GatewayRequestError(
        'idempotency_key_reused',
        'This idempotency key was used with another refund.',
      );
    return earlier && resultOf(earlier);
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const charge = await createChargesRepository(ctx.db).find(input.chargeId);
  if (!charge) throw new GatewayRequestError('unknown_charge', 'No such charge.');
  if (charge.status !== 'succeeded')
    throw new GatewayRequestError(
      'charge_not_refundable',
      'Only a succeeded charge can be refunded.',
    );
  const amount = refundAmountOf(input.amount, charge.amount - charge.refundedAmount);

  const created: SandboxRefund = {
    id: newId('re'),
    chargeId: charge.id,
    idempotencyKey: input.idempotencyKey,
    fingerprint,
    amount,
    currency: charge.currency,
  };
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await createChargesRepository(trx).addRefunded(charge.id, amount, now)))
        throw new GatewayRequestError(
          'refund_exceeds_charge',
          'The refund is more than what remains refundable on this charge.',
        );
      if (!(await createRefundsRepository(trx).insert(created, now))) throw new LostRace();
    });
  } catch (error) {
    // A concurrent twin with the same key may have won: then its answer is ours.
    const twin = await replay();
    if (twin) return twin;
    throw error;
  }
  return resultOf(created);
}
