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
 * Charges the due period under the key `{mode}:{subscription}:{due date}:{attempt}` (decision
 * 0031): the same period and attempt always reuse the key, so a retry after an outage finds the
 * charge the gateway may already have made. A gateway that does not answer releases the row for
 * the next run (result null); a request the gateway refuses counts as a decline.
 */
export async function chargeDue(
  deps: Pick<RenewalDeps, 'db' | 'gateway' | 'renewals' | 'tax'>,
  row: BillableRow,
  lease: Lease,
  o: CollectOptions,
): Promise<Attempt> {
  if (row.nextPaymentDate === null) throw new Error(`Subscription ${row.id} has no due date`);
  const key = `${o.mode}:${row.id}:${row.nextPaymentDate}:${row.attempts}`;
  const period = duePeriod(row, row.nextPaymentDate);
  // Taxed at the buyer's residence on the day of the charge, add-ons on their own lines (0120).
  const quote = quoteRenewal(row, deps.tax, { from: period.current, to: period.next, at: o.now });
  const amount = quote.totals.total.unscaledValue;
  // Decision 0217: the credit balance pays first; the gateway is charged the rest, if any.
  const credit = await renewalCredit.apply(deps.db, row, key, amount, o.now);
  const charged = amount - credit;
  const result =
    charged === 0
      ? renewalCredit.paidInFull(row)
      : await chargeOffSession(deps.gateway, {
          key,
          amount: charged,
          currency: row.currency,
          token: (o.method ?? row.method)?.token,
          metadata: { subscription_id: row.subscriptionId, tenant_id: row.tenantId },
        });
  // The gateway did not answer: the next run retries under the same key.
  if (result === null) await deps.renewals.release(deps.db, lease, o.now);
  else if (result.status === 'declined') await renewalCredit.giveBack(deps.db, row, key, o.now);
  return { row, lease, o, key, amount: charged, credit, period, quote, result };
}
