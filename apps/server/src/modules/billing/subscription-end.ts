import { nextRenewalDate, renewalAnchor } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Mailer } from '../mail/mailer.service';
import type { BillableRow } from './billable-row';
import { dashboardLink, dateText, recipientOf } from './billing-mail';
import type { Lease, RenewalRepository } from './renewal.repository';

/**
 * The end of a subscription that does not renew (decision 0030): autobilling off and the date
 * reached, or a trial that does not convert. The customer is told, in the same transaction.
 */
export async function expireSubscription(
  deps: {
    db: Db;
    mailer: Mailer;
    renewals: RenewalRepository;
    settings: { readonly publicUrl: string };
  },
  row: BillableRow,
  lease: Lease,
  now: Date,
): Promise<void> {
  const to = recipientOf(row);
  await deps.db.transaction().execute(async (trx) => {
    const ended = await deps.renewals.expire(trx, lease, now);
    if (ended && to)
      await deps.mailer.enqueue(trx, to, 'subscription_expired', {
        date: dateText(row.nextPaymentDate ?? now.toISOString(), to.language ?? null),
        link: dashboardLink(deps.settings.publicUrl),
      });
  });
  deps.mailer.kick();
}

/**
 * An App Store or Play Store subscription renews in the store (decision 0031): we move its date
 * on by one cycle as the store would report it, with no invoice or email of ours.
 */
export async function storeRenewal(
  renewals: RenewalRepository,
  row: BillableRow,
  lease: Lease,
  now: Date,
): Promise<void> {
  const current = row.nextPaymentDate as string;
  const anchor = renewalAnchor(row.billingAnchor, current);
  let next = nextRenewalDate(anchor, new Date(current), row.cycleMonths);
  // Catch up with the store in one step when the engine was stopped for several cycles.
  while (next.getTime() <= now.getTime()) next = nextRenewalDate(anchor, next, row.cycleMonths);
  await renewals.storeRenewal(lease, {
    current,
    next: next.toISOString(),
    anchor: anchor.toISOString(),
    now,
  });
}
