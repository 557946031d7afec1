import type { ErrorBody } from '@halyard/contract';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import type { HttpError } from '../../../http/http-error';
import type { PaymentGateway } from '../../payments/payment-gateway';
import type { CheckoutAttemptsRepository } from './checkout-attempts.repository';

/**
 * Gives back a charge no purchase can be recorded for (the buyer's account was taken meanwhile,
 * a reconciled attempt cannot complete). The refund carries a key derived from the charge's, so
 * a second try never refunds twice; when the gateway is down the charge stays an orphan and the
 * reconciliation tries again. The attempt then answers with `reason`.
 */
export async function refundOrphan(
  deps: { db: Db; gateway: PaymentGateway; attempts: CheckoutAttemptsRepository; clock: Clock },
  tenantId: string,
  attemptId: string,
  chargeId: string,
  chargeKey: string,
  reason: Pick<HttpError, 'status' | 'code' | 'message'>,
): Promise<boolean> {
  try {
    // No charge id: the credit balance paid it all (decision 0218), nothing to refund here.
    if (chargeId) await deps.gateway.refund({ idempotencyKey: `refund:${chargeKey}`, chargeId });
  } catch {
    return false;
  }
  const body: ErrorBody = { error: { code: reason.code, message: reason.message } };
  await deps.attempts.update(
    deps.db,
    tenantId,
    attemptId,
    { status: 'refunded', response: { status: reason.status, body } },
    deps.clock.now(),
  );
  return true;
}
