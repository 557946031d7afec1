import type { Currency } from '@halyard/domain';
import type { Executor } from '../../db/executor';
import { createRefundsRepository } from './refunds.repository';
import type { Db } from '../../db/database';

/**
 * Issue 24 item 3 (decision 0162): when an account is deleted, what it was charged after asking
 * for the deletion is given back — every payment since the request, per subscription, as a refund
 * request due at once (the engine's refund run returns it with its credit notes, decision 0121).
 * Only what cards paid is returned: the credit balance closes with the account (decision 0223).
 * Answers the total per currency (for the goodbye email).
 */
export function createGraceRefunds(db: Db, dialect: 'sqlite' | 'postgres') {
  const refunds = createRefundsRepository(db, dialect);
  return async function openGraceRefunds(
    trx: Executor,
    r: { tenantId: string; userId: string; since: string; now: Date },
  ): Promise<Map<Currency, number>> {
    const totals = new Map<Currency, number>();
    const subscriptions = await trx
      .selectFrom('subscriptions')
      .select('id')
      .where('tenant_id', '=', r.tenantId)
      .where('user_id', '=', r.userId)
      .execute();
    for (const { id } of subscriptions) {
      // Decision 0223: the balance closes with the account, so its parts are not returned to it.
      const shares = (await refunds.refundableShares(trx, id, { cardOnly: true })).filter(
        (share) => share.issuedAt >= r.since,
      );
      const latest = shares.at(-1);
      if (!latest) continue;
      const amount = shares.reduce((sum, share) => sum + share.amount, 0);
      await refunds.create(trx, shares, {
        tenant_id: r.tenantId,
        user_id: r.userId,
        subscription_id: id,
        charge_id: latest.chargeId,
        reason: 'account deleted',
        amount,
        currency: latest.currency,
        requested_at: r.now.toISOString(),
        process_after: r.now.toISOString(),
      });
      totals.set(latest.currency, (totals.get(latest.currency) ?? 0) + amount);
    }
    return totals;
  };
}
