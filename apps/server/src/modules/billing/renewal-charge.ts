import { nextRenewalDate, renewalAnchor } from '@halyard/domain';
import type { BillableRow } from './billable-row';
import { chargeOffSession } from './off-session-charge';
import type { Lease } from './renewal.repository';
import { quoteRenewal } from './renewal-quote';
import { renewalCredit } from './renewal-credit';
import type { Attempt, CollectOptions, DuePeriod, RenewalDeps } from './renewal-attempt';

/** The period due: from the due date to the next one, counted from the anchor (decision 0031). */
export function duePeriod(row: BillableRow, current: string): DuePeriod {
  const anchor = renewalAnchor(row.billingAnchor, current);
  const next = nextRenewalDate(anchor, new Date(current), row.cycleMonths).toISOString();
  return { current, next, anchor: anchor.toISOString() };
}

/**
 * Charges the due periods under the key `{mode}:{subscription}:{due date}:{attempt}` (decision
 * 0031): the same period and attempt always reuse the key, so a retry after an outage finds the
 * charge the gateway may already have made. A gateway that does not answer releases the row for
 * the next run (result null); a request the gateway refuses counts as a decline. The gateway gets
 * the batch at once when it can take one (issue 19 item 4), else `concurrency` charges at a time.
 */
export async function chargeDue(
  deps: Pick<RenewalDeps, 'db' | 'gateway' | 'renewals' | 'tax'>,
  due: readonly { readonly row: BillableRow; readonly lease: Lease }[],
  o: CollectOptions,
  concurrency = 1,
): Promise<Attempt[]> {
  const planned = [];
  for (const { row, lease } of due) {
    if (row.nextPaymentDate === null) throw new Error(`Subscription ${row.id} has no due date`);
    const key = `${o.mode}:${row.id}:${row.nextPaymentDate}:${row.attempts}`;
    const period = duePeriod(row, row.nextPaymentDate);
    // Taxed at the buyer's residence on the day of the charge, add-ons on their own lines (0120).
    const quote = quoteRenewal(row, deps.tax, { from: period.current, to: period.next, at: o.now });
    const total = quote.totals.total.unscaledValue;
    // Decision 0217: the credit balance pays first; the gateway is charged the rest, if any.
    const credit = await renewalCredit.apply(deps.db, row, key, total, o.now);
    planned.push({ row, lease, o, key, amount: total - credit, credit, period, quote });
  }
  const owed = planned.filter((p) => p.amount > 0);
  const charged = await chargeOffSession(
    deps.gateway,
    owed.map((p) => ({
      key: p.key,
      amount: p.amount,
      currency: p.row.currency,
      token: (o.method ?? p.row.method)?.token,
      metadata: { subscription_id: p.row.subscriptionId, tenant_id: p.row.tenantId },
    })),
    concurrency,
  );
  const resultOf = new Map(owed.map((p, i) => [p, charged[i] ?? null]));
  const attempts: Attempt[] = [];
  for (const p of planned) {
    const result = p.amount === 0 ? renewalCredit.paidInFull(p.row) : (resultOf.get(p) ?? null);
    // The gateway did not answer: the next run retries under the same key.
    if (result === null) await deps.renewals.release(deps.db, p.lease, o.now);
    else if (result.status === 'declined')
      await renewalCredit.giveBack(deps.db, p.row, p.key, o.now);
    attempts.push({ ...p, result });
  }
  return attempts;
}
