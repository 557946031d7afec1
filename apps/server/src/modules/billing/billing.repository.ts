import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { BillableRow } from './billable-row';
import { billableQuery, toBillables } from './billable.repository';

const RUNNING = ['active', 'intrial'];

/**
 * Claims due subscriptions for one engine instance (decision 0031): the candidates are locked with
 * FOR UPDATE SKIP LOCKED on PostgreSQL, so instances never take the same row, and marked with a
 * lease; a lease that outlives its owner (a crash) lapses at `lease_until`.
 */
export function createBillingRepository(db: Db, dialect: 'sqlite' | 'postgres') {
  const lock = <O>(query: SelectQueryBuilder<Database, 'subscriptions', O>) =>
    dialect === 'postgres' ? query.modifyEnd(sql`for update skip locked`) : query;

  return {
    async claim(
      owner: string,
      now: Date,
      options: { limit: number; leaseMs: number; windowEnd: string },
    ): Promise<BillableRow[]> {
      const at = now.toISOString();
      const ids = await db.transaction().execute(async (trx) => {
        const free = trx
          .selectFrom('subscriptions')
          .select('id')
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
          .limit(options.limit);
        const due = [];
        // One state at a time: the (state, next_payment_date) index then yields rows in date
        // order, with no sort of the whole due set (which grows with every batch left to do).
        for (const state of RUNNING) {
          const rows = await lock(
            free
              .where('state', '=', state)
              .where('next_payment_date', '<=', at)
              .where((eb) =>
                eb.or([eb('next_retry_at', 'is', null), eb('next_retry_at', '<=', at)]),
              )
              // A subscription whose refund is under review does not renew meanwhile (decision 0032).
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom('refund_requests as rr')
                      .select('rr.id')
                      .whereRef('rr.subscription_id', '=', 'subscriptions.id')
                      .where('rr.status', '=', 'pending'),
                  ),
                ),
              )
              .orderBy('next_payment_date'),
          ).execute();
          due.push(...rows);
        }
        // Expiring flags to set or clear, one indexed range each (state, flags, date).
        const expiring = [];
        for (const state of RUNNING) {
          const flag = free
            .where('state', '=', state)
            .where('expires_soon', '=', 0)
            .where('auto_billing_enabled', '=', 0)
            .where('next_payment_date', '>', at)
            .where('next_payment_date', '<=', options.windowEnd);
          const clear = free
            .where('state', '=', state)
            .where('expires_soon', '=', 1)
            .where('auto_billing_enabled', '=', 1)
            .where('next_payment_date', '>', at);
          expiring.push(...(await lock(flag).execute()), ...(await lock(clear).execute()));
        }
        const found = [...new Set([...due, ...expiring].map((r) => r.id))];
        if (found.length === 0) return [];
        await trx
          .updateTable('subscriptions')
          .set({
            lease_owner: owner,
            lease_until: new Date(now.getTime() + options.leaseMs).toISOString(),
          })
          .where('id', 'in', found)
          .execute();
        return found;
      });
      if (ids.length === 0) return [];
      const rows = await billableQuery(db)
        .where('s.id', 'in', ids)
        .where('s.lease_owner', '=', owner)
        .execute();
      return toBillables(db, rows);
    },

    async setExpiresSoon(id: string, owner: string, value: boolean, now: Date): Promise<void> {
      await db
        .updateTable('subscriptions')
        .set({
          expires_soon: value ? 1 : 0,
          updated_at: now.toISOString(),
          lease_owner: null,
          lease_until: now.toISOString(),
        })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .execute();
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
