import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

import { CLEARED } from './dunning.repository';
import {
  declineFlags,
  releaseLease,
  takeLease,
  type Decline,
  type Lease,
  type PeriodMove,
} from './lease.repository';

export type { Lease } from './lease.repository';

const released = (now: Date) => ({
  lease_owner: null,
  lease_until: now.toISOString(),
  updated_at: now.toISOString(),
});

/** A paid period to book: the row, the due date that was charged, and what else the booking sets. */
export interface PaidPeriod {
  readonly id: string;
  readonly current: string;
  readonly next: string;
  readonly anchor: string;
  /** Any trial with auto-renew on converts (issue 24 item 2, decision 0161). */
  readonly convertTrial: boolean;
  readonly paymentMethodId?: string;
  readonly nextPaymentMethod?: string;
  /** A save offer's discount once used is gone (decision 0183). */
  readonly discountUsed: boolean;
}

/** Periods one statement books: 8 values each, inside both engines' limits. */
const PERIODS_PER_STATEMENT = 500;

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

    /**
     * A period paid without a charge (an earned free month, decision 0068): next date, anchor,
     * failure flags cleared, under the guards of a booking (this lease, the period still due).
     */
    async bookPeriod(executor: Executor, lease: Lease, p: PeriodMove): Promise<boolean> {
      const result = await executor
        .updateTable('subscriptions')
        .set({
          state: 'active',
          next_payment_date: p.next,
          billing_anchor: p.anchor,
          auto_bill_failed_on: null,
          auto_bill_payment_failed: 0,
          renewal_attempts: 0,
          next_retry_at: null,
          expires_soon: 0,
          ...released(p.now),
        })
        .where('id', '=', lease.id)
        .where('lease_owner', '=', lease.owner)
        .where('next_payment_date', '=', p.current)
        .where('state', 'in', ['active', 'intrial'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Books paid periods, many in one statement (issue 19 item 4; decision 0227): each row under
     * the same guards as `bookPeriod` — this owner's lease, the period still the one due, a
     * running state — and with the same writes, nothing owed any more included (decisions 0181,
     * 0183). Answers the ids booked: a row missing from it was booked by someone else meanwhile.
     * The rows come as a list of values joined on the primary key, so each row costs one index
     * lookup (a `case` per column, tried in decision 0224, cost every row every branch).
     */
    async bookPeriods(
      executor: Executor,
      owner: string,
      periods: readonly PaidPeriod[],
      now: Date,
    ): Promise<Set<string>> {
      const booked = new Set<string>();
      const at = now.toISOString();
      const cleared = sql.join(
        Object.keys(CLEARED).map((column) => sql`${sql.ref(column)} = null`),
      );
      for (let from = 0; from < periods.length; from += PERIODS_PER_STATEMENT) {
        const values = sql.join(
          periods
            .slice(from, from + PERIODS_PER_STATEMENT)
            .map(
              (p) =>
                sql`(${p.id}, ${p.current}, ${p.next}, ${p.anchor}, ${p.convertTrial ? 'standard' : null}, ${p.paymentMethodId ?? null}, ${p.nextPaymentMethod ?? null}, ${p.discountUsed ? 'used' : null})`,
            ),
        );
        const { rows } = await sql<{ id: string }>`
          with due (id, period, next, anchor, paid_type, method_id, next_method, discount) as (values ${values})
          update subscriptions set
            state = 'active',
            type = coalesce(due.paid_type, subscriptions.type),
            next_payment_date = due.next,
            billing_anchor = due.anchor,
            auto_bill_failed_on = null,
            auto_bill_payment_failed = 0,
            renewal_attempts = 0,
            next_retry_at = null,
            expires_soon = 0,
            payment_method_id = coalesce(due.method_id, subscriptions.payment_method_id),
            next_payment_method = coalesce(due.next_method, subscriptions.next_payment_method),
            ${cleared},
            renewal_discount_percent = case when due.discount is null then subscriptions.renewal_discount_percent end,
            lease_owner = null,
            lease_until = ${at},
            updated_at = ${at}
          from due
          where subscriptions.id = due.id
            and subscriptions.lease_owner = ${owner}
            and subscriptions.next_payment_date = due.period
            and subscriptions.state in ('active', 'intrial')
          returning subscriptions.id`.execute(executor);
        for (const row of rows) booked.add(row.id);
      }
      return booked;
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
    async recordDecline(executor: Executor, lease: Lease, d: Decline): Promise<void> {
      await executor
        .updateTable('subscriptions')
        .set({
          state: 'active',
          ...declineFlags(d),
          auto_bill_payment_failed: 1,
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
    async storeRenewal(lease: Lease, p: PeriodMove): Promise<void> {
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
