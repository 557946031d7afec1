import type { RevenueReport } from '@halyard/contract';
import {
  CURRENCIES,
  daysFrom,
  MAX_REPORT_DAYS,
  money,
  monthlyRecurringRevenue,
  MS_PER_DAY,
  nextRetryAt,
  toCsv,
  type Currency,
} from '@halyard/domain';
import type { Clock } from '../../../clock';
import { HttpError } from '../../../http/http-error';
import type { ReportsRepository } from './reports.repository';

type Day = RevenueReport['days'][number];

/**
 * Issue 16 item 6 (decision 0176): failed renewals with their decline code and the retries still
 * ahead (BILLING_RETRY_DAYS after the due date, the engine's own schedule), and revenue by day
 * and currency: new, renewed and ended subscriptions, money charged and refunded, MRR.
 */
export function createReports(deps: {
  clock: Clock;
  repo: ReportsRepository;
  retryDays: readonly number[];
}) {
  const { repo, retryDays } = deps;

  async function revenue(
    tenantId: string,
    range: { from: string; to: string },
  ): Promise<RevenueReport> {
    const from = new Date(`${range.from}T00:00:00.000Z`);
    const to = new Date(`${range.to}T00:00:00.000Z`);
    const days = daysFrom(from, to);
    if (days.length === 0 || days.length > MAX_REPORT_DAYS)
      throw new HttpError(
        400,
        'invalid_range',
        `Choose 1 to ${MAX_REPORT_DAYS} days, oldest first.`,
      );
    const span = {
      from: from.toISOString(),
      until: new Date(to.getTime() + MS_PER_DAY).toISOString(),
    };
    const [created, churned, money_, recurring, reasons, disputes, saveOffers] = await Promise.all([
      repo.newByDay(tenantId, span),
      repo.churnedByDay(tenantId, span),
      repo.moneyByDay(tenantId, span),
      repo.recurring(tenantId),
      repo.reasons(tenantId, span),
      repo.disputesByDay(tenantId, span),
      repo.saveOffers(tenantId, span),
    ]);
    const table = new Map<string, Day>();
    const cell = (d: string, currency: string): Day | null => {
      if (!(CURRENCIES as readonly string[]).includes(currency)) return null;
      const key = `${d}:${currency}`;
      let found = table.get(key);
      if (!found) {
        found = {
          day: d,
          currency: currency as Currency,
          new: 0,
          renewed: 0,
          churned: 0,
          charged: 0,
          refunded: 0,
          refunds: 0,
          disputed: 0,
          disputes: 0,
        };
        table.set(key, found);
      }
      return found;
    };
    for (const r of created) {
      const c = cell(r.day, r.currency);
      if (c) c.new += Number(r.n);
    }
    for (const r of churned) {
      const c = cell(r.day, r.currency);
      if (c) c.churned += Number(r.n);
    }
    for (const r of money_) {
      const c = cell(r.day, r.currency);
      if (!c) continue;
      const total = Number(r.total ?? 0);
      if (r.kind === 'refund') {
        c.refunded += total;
        c.refunds += Number(r.n);
      } else {
        c.charged += total;
        if (Number(r.renewal) === 1) c.renewed += Number(r.n);
      }
    }
    for (const r of disputes) {
      const c = cell(r.day, r.currency);
      if (!c) continue;
      c.disputed += Number(r.total ?? 0);
      c.disputes += Number(r.n);
    }
    const mrr = monthlyRecurringRevenue(
      recurring.map((s) => ({
        renewalAmount: s.renewal_amount,
        cycleMonths: s.next_billing_cycle,
        currency: s.currency as Currency,
      })),
    );
    const order = new Map(days.map((d, i) => [d, i]));
    return {
      from: range.from,
      to: range.to,
      mrr: CURRENCIES.map((c) => money(mrr[c], c)),
      active: recurring.length,
      days: [...table.values()].sort(
        (a, b) =>
          (order.get(a.day) ?? 0) - (order.get(b.day) ?? 0) || a.currency.localeCompare(b.currency),
      ),
      reasons,
      save_offers: saveOffers,
    };
  }

  return {
    revenue,

    async revenueCsv(tenantId: string, range: { from: string; to: string }): Promise<string> {
      const report = await revenue(tenantId, range);
      const major = (minor: number) => (minor / 100).toFixed(2);
      return toCsv([
        [
          'day',
          'currency',
          'new',
          'renewed',
          'churned',
          'charged',
          'refunded',
          'refunds',
          'disputed',
          'disputes',
        ],
        ...report.days.map((d) => [
          d.day,
          d.currency,
          d.new,
          d.renewed,
          d.churned,
          major(d.charged),
          major(d.refunded),
          d.refunds,
          major(d.disputed),
          d.disputes,
        ]),
      ]);
    },

    async failedRenewals(tenantId: string) {
      const now = deps.clock.now();
      const rows = await repo.failedRenewals(tenantId);
      return rows.map((r) => {
        const due = r.next_payment_date;
        const schedule: string[] = [];
        for (
          let at = nextRetryAt(due, now, retryDays);
          at;
          at = nextRetryAt(due, new Date(at), retryDays)
        )
          schedule.push(at);
        const last = retryDays.at(-1);
        const dueAt = due ? Date.parse(due) : null;
        return {
          customer_id: r.user_id,
          email: r.email,
          subscription_id: r.subscription_id,
          amount: money(Number(r.attempted ?? r.renewal_amount), r.currency as Currency),
          failed_on: r.auto_bill_failed_on,
          attempts: r.renewal_attempts,
          decline_code: r.decline_code ?? null,
          next_retry_at: r.next_retry_at,
          schedule,
          grace_ends:
            dueAt !== null && last !== undefined
              ? new Date(dueAt + last * MS_PER_DAY).toISOString()
              : null,
        };
      });
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
