import { CURRENCIES, type Currency } from '../money/currency';
import { divideBigInt } from '../money/rounding';
import { MS_PER_DAY } from '../shared/time';

/** A subscription that renews: what it renews at and every how many months. */
export interface RecurringSubscription {
  readonly renewalAmount: number;
  readonly cycleMonths: number;
  readonly currency: Currency;
}

/**
 * Issue 16 item 6 MRR: per currency, Σ renewal amount ÷ cycle months of the subscriptions that
 * renew. Amounts of one cycle length are added first and divided once (half up), so the figure is
 * an integer of minor units and never more than half a cent off per cycle length.
 */
export function monthlyRecurringRevenue(
  subscriptions: readonly RecurringSubscription[],
): Record<Currency, number> {
  const sums = new Map<string, bigint>();
  for (const s of subscriptions) {
    if (s.cycleMonths < 1) continue;
    const key = `${s.currency}:${s.cycleMonths}`;
    sums.set(key, (sums.get(key) ?? 0n) + BigInt(s.renewalAmount));
  }
  const mrr = Object.fromEntries(CURRENCIES.map((c) => [c, 0])) as Record<Currency, number>;
  for (const [key, sum] of sums) {
    const [currency, months] = key.split(':') as [Currency, string];
    mrr[currency] += Number(divideBigInt(sum, BigInt(months), 'half-up'));
  }
  return mrr;
}

/** The UTC day of an instant: `2026-11-23`. */
export const dayOf = (instant: string | Date): string =>
  (typeof instant === 'string' ? new Date(instant) : instant).toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, both included, oldest first (a report's x axis). */
export function daysFrom(from: Date, to: Date): string[] {
  const days: string[] = [];
  const start = Date.parse(dayOf(from));
  for (let at = start; at <= to.getTime(); at += MS_PER_DAY) days.push(dayOf(new Date(at)));
  return days;
}

/** Reports cover at most this many days (a year and a bit: one query, one chart). */
export const MAX_REPORT_DAYS = 400;
