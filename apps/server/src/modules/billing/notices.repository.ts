import { sql, type RawBuilder } from 'kysely';
import { addDays, type NoticeKind } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { BillableRow } from './billable-row';
import { billableQuery, toBillables } from './billable.repository';
import { newRowId } from '../../db/row-id';

/** One notice event (decision 0180): what it is about, which kind, which event. */
export interface NoticeEvent {
  readonly tenantId: string;
  readonly userId: string;
  readonly subjectId: string;
  /** A notice, or `renewal_unchanged`: a monthly renewal checked, at an unchanged price. */
  readonly kind: NoticeKind | 'renewal_unchanged';
  readonly event: string;
}

const RUNNING = ['active', 'intrial'];
/** Billed by a store or a partner, who send their own notices. */
const IN_APP = ['AppStore', 'PlayStore', 'amdocs'];

/**
 * The notice sender's reads and its one write. The write is an insert that does nothing when
 * the event has a row already (unique subject, kind, event): in the transaction that queues the
 * email, it is what makes a notice go out once — after a crash the transaction is gone or whole,
 * and of two instances on PostgreSQL the second waits for the first and inserts nothing.
 */
export function createNoticesRepository(db: Db) {
  /** Running subscriptions charged automatically, renewing after `now`: a page of them. */
  const renewingAfter = (now: Date, page: { limit: number; afterId: string }) =>
    billableQuery(db)
      .where('s.state', 'in', RUNNING)
      .where('s.auto_billing_enabled', '=', 1)
      .where('s.next_payment_date', '>', now.toISOString())
      .where('s.id', '>', page.afterId)
      .orderBy('s.id')
      .limit(page.limit);

  /** The notice rows of the subscription `s` the condition picks (a correlated subquery). */
  const notices = (condition: RawBuilder<boolean>) =>
    db
      .selectFrom('billing_notices as n')
      .select('n.id')
      .where(sql<boolean>`n.subject_id = s.id and ${condition}`);

  return {
    async recordOnce(executor: Executor, e: NoticeEvent, now: Date): Promise<boolean> {
      const result = await executor
        .insertInto('billing_notices')
        .values({
          id: newRowId(),
          tenant_id: e.tenantId,
          user_id: e.userId,
          subject_id: e.subjectId,
          kind: e.kind,
          event: e.event,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['subject_id', 'kind', 'event']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * Subscriptions that renew (or a trial that converts) within the look-ahead, charged
     * automatically, with no notice about that date yet. Batches of `limit`, after `afterId`.
     */
    async renewingWithin(
      now: Date,
      days: number,
      page: { limit: number; afterId: string },
    ): Promise<BillableRow[]> {
      const rows = await renewingAfter(now, page)
        .where('s.next_payment_method', 'not in', IN_APP)
        .where('pm.gateway_token', 'is not', null)
        .where('s.next_payment_date', '<=', addDays(now, days))
        // Decided already: its notice about this date, or the mark of an unchanged price.
        .where(({ not, exists }) =>
          not(exists(notices(sql<boolean>`n.event = s.next_payment_date`))),
        )
        .execute();
      return toBillables(db, rows);
    },

    /** Subscriptions charged automatically whose card's expiry month is this one or the next. */
    async cardsExpiringAround(
      now: Date,
      page: { limit: number; afterId: string },
    ): Promise<BillableRow[]> {
      const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1; // 1-based, like exp_month
      const rows = await renewingAfter(now, page)
        .where('pm.exp_year', 'is not', null)
        .where((eb) =>
          eb(eb(eb('pm.exp_year', '*', 12), '+', eb.ref('pm.exp_month')), 'in', [month, month + 1]),
        )
        // Sent already about this card (the event names it): a new card is a new event.
        .where(({ not, exists }) =>
          not(
            exists(notices(sql<boolean>`n.kind = 'card_expiring' and n.event like pm.id || ':%'`)),
          ),
        )
        .execute();
      return toBillables(db, rows);
    },

    /**
     * The last renewal a subject paid (issue 21 §1 "when the price changes"): its newest
     * succeeded renewal charge, by the keys the engine charges under (decision 0031).
     */
    async lastRenewalAmount(subscriptionId: string, keyPrefixes: readonly string[]) {
      const row = await db
        .selectFrom('charges')
        .select('amount')
        .where('subscription_id', '=', subscriptionId)
        .where('kind', '=', 'charge')
        .where('status', '=', 'succeeded')
        .where((eb) =>
          eb.or(keyPrefixes.map((prefix) => eb('idempotency_key', 'like', `${prefix}%`))),
        )
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.amount ?? null;
    },

    /** Whether a subscription's price was an offer for its first period: a discount, or free months. */
    async boughtAtOffer(subscriptionId: string): Promise<boolean> {
      const price = await db
        .selectFrom('subscriptions as s')
        .innerJoin('prices as p', (j) =>
          j.onRef('p.id', '=', 's.price_id').onRef('p.tenant_id', '=', 's.tenant_id'),
        )
        .select(['p.amount', 'p.next_amount', 'p.free_period_length'])
        .where('s.id', '=', subscriptionId)
        .executeTakeFirst();
      return price ? price.amount !== price.next_amount || price.free_period_length > 0 : false;
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
