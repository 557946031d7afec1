import type { Db } from '../../db/database';
import type { ChargeResult } from '../payments/payment-gateway';
import { creditsRepository } from '../invoices/credits.repository';
import type { BillableRow } from './billable-row';

/**
 * The credit balance before a renewal charge (issue 22 item 5, decision 0217) — the billing
 * engine's one integration point with it. Under the engine's lease the attempt's key names the
 * application, so a retried attempt (the gateway did not answer) takes the same credit and charges
 * the same remainder under the same gateway key; a declined charge gives the credit back.
 */
export const renewalCredit = {
  /**
   * Takes what the balance can pay of `amount` for the attempt `key`; answers it. An earlier
   * attempt of this subscription that took credit and was never booked (a charge that waited for
   * the customer and was overtaken by a retry) gives its credit back first.
   */
  async apply(db: Db, row: BillableRow, key: string, amount: number, now: Date): Promise<number> {
    // No entry ever: no balance, no earlier application (a credit granted since the row was read
    // pays the next renewal). The engine's batches skip three reads a renewal (issue 19).
    if (row.hasCredit === false) return 0;
    const owner = { tenantId: row.tenantId, userId: row.userId };
    for (const stale of await creditsRepository.unbookedApplications(db, owner, row.id, key))
      await creditsRepository.restore(db, stale, now);
    return creditsRepository.apply(
      db,
      owner,
      { currency: row.currency, upTo: amount, reference: key },
      now,
    );
  },

  /** What the attempt `key` took already (a waiting authentication completed later). */
  taken: (db: Db, key: string): Promise<number> => creditsRepository.heldBy(db, key),

  /** The balance paid everything: no gateway charge, the booking records a charge of nothing. */
  paidInFull: (row: BillableRow): ChargeResult => ({
    status: 'succeeded',
    chargeId: '',
    amount: 0,
    currency: row.currency,
  }),

  /** A declined charge gives back what its attempt took; an owner with no credit history, nothing. */
  giveBack: async (db: Db, row: BillableRow, key: string, now: Date): Promise<void> => {
    if (row.hasCredit !== false) await creditsRepository.restore(db, key, now);
  },

  /** A declined charge (or a period lost to another run) gives back what its attempt took. */
  restore: (db: Db, key: string, now: Date): Promise<number> =>
    creditsRepository.restore(db, key, now),
};
