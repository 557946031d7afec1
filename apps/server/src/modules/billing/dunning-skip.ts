import { nextRetryAt, retryAction, type DunningFacts } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Mailer } from '../mail/mailer.service';
import type { BillableRow } from './billable-row';
import type { RenewalRepository } from './renewal.repository';
import type { RunSummary } from './run-summary';
import { expireSubscription } from './subscription-end';

/** The retry rule's facts of a row: its last failure counts only while a payment has failed. */
export const dunningFactsOf = (row: BillableRow): DunningFacts => ({
  lastType: row.paymentFailed ? row.dunning.type : null,
  lastMethodId: row.dunning.methodId,
  methodId: row.method?.id ?? null,
});

/**
 * Decision 0181: due rows whose scheduled retry must not charge — the card was declined for
 * good, or the bank waits for the customer — move to the next slot without a charge, or expire
 * after the last one (spec §4 grace unchanged). Answers the rows that are to be charged.
 */
export async function skipBlockedRetries(
  deps: {
    db: Db;
    mailer: Mailer;
    renewals: RenewalRepository;
    settings: { readonly retryDays: readonly number[]; readonly publicUrl: string };
  },
  rows: readonly BillableRow[],
  owner: string,
  now: Date,
  summary: RunSummary,
): Promise<BillableRow[]> {
  const charge: BillableRow[] = [];
  for (const row of rows) {
    if (retryAction(dunningFactsOf(row)) === 'charge') {
      charge.push(row);
      continue;
    }
    const lease = { id: row.id, owner };
    const next = nextRetryAt(row.nextPaymentDate, now, deps.settings.retryDays);
    if (next === null) {
      await expireSubscription(deps, row, lease, now);
      summary.expired++;
      continue;
    }
    await deps.db
      .updateTable('subscriptions')
      .set({ next_retry_at: next, lease_owner: null, lease_until: now.toISOString() })
      .where('id', '=', row.id)
      .where('lease_owner', '=', owner)
      .execute();
    summary.skipped++;
  }
  return charge;
}
