import { sql } from 'kysely';
import type { Db } from '../../../db/database';

const day = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** The instants of a report's days: from the first day's start to the end of the last. */
export interface Span {
  readonly from: string;
  readonly until: string;
}

/**
 * Issue 16 item 6: the figures behind failed renewals and revenue, grouped by UTC day and
 * currency in the database (a day is the first ten characters of an ISO instant on both
 * databases). Every query is tenant scoped.
 */
export function createReportsRepository(db: Db) {
  return {
    /** Subscriptions in their grace period after a failed renewal, with the last decline. */
    failedRenewals: (tenantId: string) =>
      db
        .selectFrom('subscriptions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.id',
          's.user_id',
          'u.email',
          's.subscription_id',
          's.currency',
          's.renewal_amount',
          's.next_payment_date',
          's.auto_bill_failed_on',
          's.renewal_attempts',
          's.next_retry_at',
        ])
        .select((eb) => {
          // The subscription's last failed charge: its decline and what it tried to take.
          const lastFailed = eb
            .selectFrom('charges as c')
            .whereRef('c.subscription_id', '=', 's.id')
            .where('c.status', '=', 'failed')
            .orderBy('c.created_at', 'desc')
            .limit(1);
          return [
            lastFailed.select('c.failure_code').as('decline_code'),
            lastFailed.select('c.amount').as('attempted'),
          ];
        })
        .where('s.tenant_id', '=', tenantId)
        .where('s.state', '=', 'active')
        .where('s.auto_bill_payment_failed', '=', 1)
        .orderBy('s.auto_bill_failed_on', 'desc')
        .orderBy('s.id')
        .limit(500)
        .execute(),

    /** Subscriptions that renew (what MRR is made of). */
    recurring: (tenantId: string) =>
      db
        .selectFrom('subscriptions')
        .select(['renewal_amount', 'next_billing_cycle', 'currency'])
        .where('tenant_id', '=', tenantId)
        .where('state', '=', 'active')
        .where('auto_billing_enabled', '=', 1)
        .execute(),

    newByDay: (tenantId: string, span: Span) =>
      db
        .selectFrom('subscriptions')
        .select([day('purchase_date').as('day'), 'currency'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('purchase_date', '>=', span.from)
        .where('purchase_date', '<', span.until)
        .groupBy([day('purchase_date'), 'currency'])
        .execute(),

    /** Ended (expired, cancelled, revoked) by the day their row last changed. */
    churnedByDay: (tenantId: string, span: Span) =>
      db
        .selectFrom('subscriptions')
        .select([day('updated_at').as('day'), 'currency'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('state', 'in', ['expired', 'cancelled', 'revoked'])
        .where('updated_at', '>=', span.from)
        .where('updated_at', '<', span.until)
        .groupBy([day('updated_at'), 'currency'])
        .execute(),

    /** Succeeded charges and refunds; renewals are the billing engine's (`renewal:`, `collect:`). */
    moneyByDay: (tenantId: string, span: Span) =>
      db
        .selectFrom('charges')
        .select([
          day('created_at').as('day'),
          'currency',
          'kind',
          sql<number>`case when idempotency_key like 'renewal:%' or idempotency_key like 'collect:%' then 1 else 0 end`.as(
            'renewal',
          ),
        ])
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'succeeded')
        .where('created_at', '>=', span.from)
        .where('created_at', '<', span.until)
        .groupBy([
          day('created_at'),
          'currency',
          'kind',
          sql`case when idempotency_key like 'renewal:%' or idempotency_key like 'collect:%' then 1 else 0 end`,
        ])
        .execute(),

    /** Disputes opened with the card issuer (decision 0153), by the day they were opened. */
    disputesByDay: (tenantId: string, span: Span) =>
      db
        .selectFrom('payment_disputes')
        .select([day('opened_at').as('day'), 'currency'])
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
        .where('tenant_id', '=', tenantId)
        .where('opened_at', '>=', span.from)
        .where('opened_at', '<', span.until)
        .groupBy([day('opened_at'), 'currency'])
        .execute(),

    /** The save offers shown when auto-renew was turned off (decision 0183), by outcome. */
    saveOffers: async (tenantId: string, span: Span) => {
      const rows = await db
        .selectFrom('cancellation_feedback')
        .select(['offer_id', 'outcome'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('offer_id', 'is not', null)
        .where('created_at', '>=', span.from)
        .where('created_at', '<', span.until)
        .groupBy(['offer_id', 'outcome'])
        .orderBy('offer_id')
        .execute();
      const byOffer = new Map<string, { offer_id: string; accepted: number; declined: number }>();
      for (const r of rows) {
        const id = r.offer_id as string;
        const entry = byOffer.get(id) ?? { offer_id: id, accepted: 0, declined: 0 };
        if (r.outcome === 'accepted') entry.accepted += Number(r.n);
        if (r.outcome === 'declined') entry.declined += Number(r.n);
        byOffer.set(id, entry);
      }
      return [...byOffer.values()];
    },

    /** Why customers asked for refunds and deletions (their own words), most frequent first. */
    reasons: async (tenantId: string, span: Span) => {
      /** How often each reason was given in the span, by the table's own instant. */
      const given = (
        table: 'refund_requests' | 'deletion_requests' | 'cancellation_feedback',
        at: 'requested_at' | 'created_at',
      ) =>
        db
          .selectFrom(table)
          .select('reason')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('reason', 'is not', null)
          .where(at, '>=', span.from)
          .where(at, '<', span.until)
          .groupBy('reason');
      const refunds = await given('refund_requests', 'requested_at')
        .where('staff_id', 'is', null)
        .execute();
      const deletions = await given('deletion_requests', 'requested_at').execute();
      // Issue 21: the reason code chosen when turning auto-renew off (the step can be skipped).
      const cancellations = await given('cancellation_feedback', 'created_at').execute();
      const counted = <K extends string>(
        kind: K,
        rows: readonly { reason: string | null; n: number }[],
      ) => rows.map((r) => ({ kind, reason: r.reason ?? '', count: Number(r.n) }));
      return [
        ...counted('refund', refunds),
        ...counted('deletion', deletions),
        ...counted('cancellation', cancellations),
      ]
        .sort((a, b) => b.count - a.count)
        .slice(0, 20);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
