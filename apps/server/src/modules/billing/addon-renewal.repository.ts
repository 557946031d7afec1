import { sql } from 'kysely';
import { addDays } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import { ownAddonOf, type AddonBillable } from './addon-billable';
import { billableQuery, toBillables } from './billable.repository';
import {
  declineFlags,
  releaseLease,
  takeLease,
  type Decline,
  type Lease,
  type PeriodMove,
} from './lease.repository';

const IN_APP = ['AppStore', 'PlayStore', 'amdocs'];

const released = (now: Date) => ({ lease_owner: null, lease_until: now.toISOString() });

/** The own-date add-ons and their subscriptions (decision 0184), read together. */
function ownAddons(executor: Executor) {
  return executor
    .selectFrom('subscription_addons as a')
    .innerJoin('subscriptions as s', (j) =>
      j.onRef('s.id', '=', 'a.subscription_id').onRef('s.tenant_id', '=', 'a.tenant_id'),
    )
    .leftJoin('products as p', (j) =>
      j.onRef('p.id', '=', 'a.addon_id').onRef('p.tenant_id', '=', 'a.tenant_id'),
    )
    .select([
      'a.id',
      'a.krn',
      'a.subscription_id',
      'a.addon_type',
      'p.display_name',
      'a.renewal_amount',
      'a.billing_cycle',
      'a.expires_at',
      'a.created_at',
      'a.billing_anchor',
      'a.renewal_attempts',
      'a.auto_bill_failed_on',
      'a.next_retry_at',
      'a.dunning_type',
      'a.dunning_method_id',
      'a.last_decline_code',
      'a.auth_intent_id',
      'a.auth_charge_key',
      'a.auth_amount',
      'a.auth_requested_at',
    ])
    .where('a.renews_with_plan', '=', 0)
    .where('a.auto_billing_enabled', '=', 1)
    .where('a.renewal_amount', 'is not', null)
    .where('a.ended_at', 'is', null)
    .where('s.state', '=', 'active')
    .where('s.next_payment_method', 'not in', IN_APP);
}

type OwnRow = Awaited<ReturnType<ReturnType<typeof ownAddons>['execute']>>[number];

/**
 * The writes of an add-on's own renewal, each guarded by the lease and, for booking, by the date
 * charged — the same rules as a plan's (decision 0031), on subscription_addons.
 */
export function createAddonRenewalRepository(db: Db, dialect: 'sqlite' | 'postgres') {
  async function withParents(rows: readonly OwnRow[]): Promise<AddonBillable[]> {
    if (rows.length === 0) return [];
    const parents = await toBillables(
      db,
      await billableQuery(db)
        .where(
          's.id',
          'in',
          rows.map((r) => r.subscription_id),
        )
        .execute(),
    );
    const byId = new Map(parents.map((p) => [p.id, p]));
    return rows.flatMap((r) => {
      const parent = byId.get(r.subscription_id);
      return parent ? [{ parent, addon: ownAddonOf(r) }] : [];
    });
  }

  return {
    /** Due own-date add-ons, leased to `owner` (SKIP LOCKED on PostgreSQL). */
    async claim(
      owner: string,
      now: Date,
      o: { limit: number; leaseMs: number },
    ): Promise<AddonBillable[]> {
      const at = now.toISOString();
      const ids = await db.transaction().execute(async (trx) => {
        let due = trx
          .selectFrom('subscription_addons as a')
          .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
          .select('a.id')
          .where('a.renews_with_plan', '=', 0)
          .where('a.auto_billing_enabled', '=', 1)
          .where('a.renewal_amount', 'is not', null)
          .where('a.ended_at', 'is', null)
          .where('a.expires_at', '<=', at)
          .where((eb) =>
            eb.or([eb('a.next_retry_at', 'is', null), eb('a.next_retry_at', '<=', at)]),
          )
          .where((eb) => eb.or([eb('a.lease_until', 'is', null), eb('a.lease_until', '<', at)]))
          .where('s.state', '=', 'active')
          .where('s.next_payment_method', 'not in', IN_APP)
          .orderBy('a.expires_at')
          .limit(o.limit);
        if (dialect === 'postgres') due = due.modifyEnd(sql`for update of a skip locked`);
        const found = (await due.execute()).map((r) => r.id);
        if (found.length === 0) return [];
        await trx
          .updateTable('subscription_addons')
          .set({
            lease_owner: owner,
            lease_until: new Date(now.getTime() + o.leaseMs).toISOString(),
          })
          .where('id', 'in', found)
          .execute();
        return found;
      });
      if (ids.length === 0) return [];
      const rows = await ownAddons(db)
        .where('a.id', 'in', ids)
        .where('a.lease_owner', '=', owner)
        .execute();
      return withParents(rows);
    },

    /** Own-date add-ons renewing within `days` with no notice about that date yet. */
    async renewingWithin(now: Date, days: number, page: { limit: number; afterId: string }) {
      const rows = await ownAddons(db)
        .where('a.expires_at', '>', now.toISOString())
        .where('a.expires_at', '<=', addDays(now, days))
        .where('a.id', '>', page.afterId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('billing_notices as n')
                .select('n.id')
                .whereRef('n.subject_id', '=', 'a.id')
                .whereRef('n.event', '=', 'a.expires_at'),
            ),
          ),
        )
        .orderBy('a.id')
        .limit(page.limit)
        .execute();
      return withParents(rows);
    },

    /** The own-date add-on of a subscription whose charge waits for the customer (0182). */
    async pendingAuthentication(subscriptionRowId: string): Promise<AddonBillable | null> {
      const rows = await ownAddons(db)
        .where('a.subscription_id', '=', subscriptionRowId)
        .where('a.auth_intent_id', 'is not', null)
        .where('a.auto_bill_failed_on', 'is not', null)
        .orderBy('a.expires_at')
        .limit(1)
        .execute();
      return (await withParents(rows))[0] ?? null;
    },

    lease: (lease: Lease, now: Date, leaseMs: number) =>
      takeLease(db, 'subscription_addons', lease, now, leaseMs),

    /** Paid through `next`: failures cleared, released. False when another owner booked it. */
    async book(executor: Executor, lease: Lease, p: PeriodMove): Promise<boolean> {
      const result = await executor
        .updateTable('subscription_addons')
        .set({
          expires_at: p.next,
          billing_anchor: p.anchor,
          auto_bill_failed_on: null,
          renewal_attempts: 0,
          next_retry_at: null,
          ...released(p.now),
        })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .where('expires_at', '=', p.current)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recordDecline(executor: Executor, lease: Lease, d: Decline): Promise<void> {
      await executor
        .updateTable('subscription_addons')
        .set({
          ...declineFlags(d),
          ...released(d.now),
        })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .execute();
    },

    async nextSlot(lease: Lease, next: string, now: Date): Promise<void> {
      await db
        .updateTable('subscription_addons')
        .set({ next_retry_at: next, ...released(now) })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .execute();
    },

    /** The last slot passed unpaid: it ends on its date and is not renewed again. */
    async end(executor: Executor, lease: Lease, now: Date): Promise<boolean> {
      const result = await executor
        .updateTable('subscription_addons')
        .set({ ended_at: now.toISOString(), next_retry_at: null, ...released(now) })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    release: (executor: Executor, lease: Lease, now: Date) =>
      releaseLease(executor, 'subscription_addons', lease, now),
  };
}

export type AddonRenewalRepository = ReturnType<typeof createAddonRenewalRepository>;
