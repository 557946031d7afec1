import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

export interface DueBusiness {
  readonly id: string;
  readonly tenant_id: string;
  readonly user_id: string;
  readonly next_payment_date: string | null;
}

/** The business subscriptions the engine renews (decision 0165): leases and terms. */
export function createBusinessRenewalRepository(db: Db, owner: string) {
  return {
    /** Takes a lease until `until` on up to 50 due rows nobody else holds; returns the ones taken. */
    async claimDue(at: string, until: string): Promise<DueBusiness[]> {
      const due = await db
        .selectFrom('business_subscriptions')
        .select(['id', 'tenant_id', 'user_id', 'next_payment_date'])
        .where('auto_billing_enabled', '=', 1)
        .where('next_payment_date', '<=', at)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .limit(50)
        .execute();
      const mine = [];
      for (const row of due) {
        const taken = await db
          .updateTable('business_subscriptions')
          .set({ lease_owner: owner, lease_until: until })
          .where('id', '=', row.id)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) mine.push(row);
      }
      return mine;
    },

    /** Gives the lease back, the row due again from `until`. */
    async release(id: string, until: string): Promise<void> {
      await db
        .updateTable('business_subscriptions')
        .set({ lease_owner: null, lease_until: until })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /**
     * Moves the term from `from` to `next` with its seats, under this lease; false when the term
     * was booked by someone else.
     */
    async bookTerm(
      trx: Executor,
      id: string,
      term: { from: string; next: string; seats: number; at: string },
    ): Promise<boolean> {
      const booked = await trx
        .updateTable('business_subscriptions')
        .set({
          next_payment_date: term.next,
          seats: term.seats,
          pending_seats: null,
          lease_owner: null,
          lease_until: term.at,
        })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('next_payment_date', '=', term.from)
        .executeTakeFirst();
      return Number(booked.numUpdatedRows) === 1;
    },

    /** Seats removed during the term go at the renewal: their free licences are deleted. */
    async dropLicenses(trx: Executor, ids: readonly string[]): Promise<void> {
      if (ids.length) await trx.deleteFrom('licenses').where('id', 'in', ids).execute();
    },
  };
}
