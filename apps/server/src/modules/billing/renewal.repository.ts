import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

import { CLEARED } from './dunning.repository';
import { releaseLease, takeLease, type Lease } from './lease.repository';

export type { Lease } from './lease.repository';

const released = (now: Date) => ({
  lease_owner: null,
  lease_until: now.toISOString(),
  updated_at: now.toISOString(),
});

/**
 * The subscription writes of a renewal. Each one is guarded: it only applies while the caller
 * still holds the lease and the period it read is still the one due, so the same period can never
 * be booked twice (decision 0031).
 */
export function createRenewalRepository(db: Db) {
  return {
    /** A portal request takes the lease like an engine does; null when someone holds it. */
    lease: (lease: Lease, now: Date, leaseMs: number) =>
      takeLease(db, 'subscriptions', lease, now, leaseMs),

    /** The period is paid: next date, anchor, failure flags cleared, a trial becomes paid. */
    async bookPeriod(
      executor: Executor,
      lease: Lease,
      p: {
        current: string;
        next: string;
        anchor: string;
        now: Date;
        convertTrial: boolean;
        paymentMethodId?: string;
        nextPaymentMethod?: string;
        /**
         * A paid period: nothing is owed any more, and a save offer's discount once used is gone
         * (decisions 0181, 0183) — in the same guarded statement as the booking.
         */
        paid?: { readonly discountUsed: boolean };
      },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('subscriptions')
        .set({
          state: 'active',
          ...(p.convertTrial && { type: 'standard' }),
          next_payment_date: p.next,
          billing_anchor: p.anchor,
          auto_bill_failed_on: null,
          auto_bill_payment_failed: 0,
          renewal_attempts: 0,
          next_retry_at: null,
          expires_soon: 0,
          ...(p.paymentMethodId && { payment_method_id: p.paymentMethodId }),
          ...(p.nextPaymentMethod && { next_payment_method: p.nextPaymentMethod }),
          ...(p.paid && CLEARED),
          ...(p.paid?.discountUsed && { renewal_discount_percent: null }),
          ...released(p.now),
        })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .where('next_payment_date', '=', p.current)
        .where('state', 'in', ['active', 'intrial'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The add-ons charged with a renewal run to the plan's new date (decision 0122). */
    async extendAddons(
      executor: Executor,
      subscriptionRowId: string,
      addonIds: readonly string[],
      until: string,
    ): Promise<void> {
      if (addonIds.length === 0) return;
      await executor
        .updateTable('subscription_addons')
        .set({ expires_at: until })
        .where('subscription_id', '=', subscriptionRowId)
        .where('id', 'in', addonIds)
        .execute();
    },

    /**
     * A declined renewal: spec §4 grace period (state active, date past) with the failure flags;
     * `nextRetryAt` undefined keeps the engine's schedule (a portal retry).
     */
    async recordDecline(
      executor: Executor,
      lease: Lease,
      d: { now: Date; attempts: number; failedOn: string | null; nextRetryAt?: string | null },
    ): Promise<void> {
      await executor
        .updateTable('subscriptions')
        .set({
          state: 'active',
          auto_bill_failed_on: d.failedOn ?? d.now.toISOString(),
          auto_bill_payment_failed: 1,
          renewal_attempts: d.attempts,
          ...(d.nextRetryAt !== undefined && { next_retry_at: d.nextRetryAt }),
          ...released(d.now),
        })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .execute();
    },

    /** The end: autobilling off, a trial without conversion, or the last retry failed. */
    async expire(executor: Executor, lease: Lease, now: Date): Promise<boolean> {
      const result = await executor
        .updateTable('subscriptions')
        .set({ state: 'expired', expires_soon: 0, next_retry_at: null, ...released(now) })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .where('state', 'in', ['active', 'intrial'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** An in-app subscription moves on as its store bills it (decision 0031): no invoice of ours. */
    async storeRenewal(
      lease: Lease,
      p: { current: string; next: string; anchor: string; now: Date },
    ): Promise<void> {
      await db
        .updateTable('subscriptions')
        .set({ next_payment_date: p.next, billing_anchor: p.anchor, ...released(p.now) })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .where('next_payment_date', '=', p.current)
        .execute();
    },

    release: (executor: Executor, lease: Lease, now: Date) =>
      releaseLease(executor, 'subscriptions', lease, now),
  };
}

export type RenewalRepository = ReturnType<typeof createRenewalRepository>;
