import { sql } from 'kysely';
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
    const stale = await db
      .selectFrom('credit_entries as e')
      .leftJoin('credit_entries as r', (join) =>
        join.on(sql<boolean>`r.reference = 'reversed:' || e.reference`),
      )
      .select('e.reference')
      .where('e.kind', '=', 'applied')
      .where('e.invoice_id', 'is', null)
      .where('e.user_id', '=', row.userId)
      .where('e.reference', 'like', `%:${row.id}:%`)
      .where('e.reference', '!=', key)
      .where('r.id', 'is', null)
      .execute();
    for (const { reference } of stale)
      if (reference) await creditsRepository.restore(db, reference, now);
    return creditsRepository.apply(
      db,
      { tenantId: row.tenantId, userId: row.userId },
      { currency: row.currency, upTo: amount, reference: key },
      now,
    );
  },

  /** What the attempt `key` took already (a waiting authentication completed later). */
  async taken(db: Db, key: string): Promise<number> {
    const entry = await db
      .selectFrom('credit_entries')
      .select('amount')
      .where('reference', '=', key)
      .executeTakeFirst();
    const reversed = await db
      .selectFrom('credit_entries')
      .select('id')
      .where('reference', '=', `reversed:${key}`)
      .executeTakeFirst();
    return entry && !reversed ? -entry.amount : 0;
  },

  /** The balance paid everything: no gateway charge, the booking records a charge of nothing. */
  paidInFull: (row: BillableRow): ChargeResult => ({
    status: 'succeeded',
    chargeId: '',
    amount: 0,
    currency: row.currency,
  }),

  /** A declined charge (or a period lost to another run) gives back what its attempt took. */
  restore: (db: Db, key: string, now: Date): Promise<number> =>
    creditsRepository.restore(db, key, now),
};
