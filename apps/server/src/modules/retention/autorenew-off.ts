import { isCancellationReason, saveOfferFor, CANCELLATION_TEXT_MAX } from '@halyard/domain';
import type { BillableRow } from '../billing/billable-row';
import { dateText, recipientOf } from '../billing/billing-mail';
import { lifecycleLinks, planName } from '../billing/lifecycle-mail';
import { createNoticesRepository } from '../billing/notices.repository';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { Mailer } from '../mail/mailer.service';
import type { AutobillOffFeedback } from '../subscriptions/lifecycle.service';
import { cancellationRepository } from './cancellation.repository';
import { offerSubjectOf } from './offer-subject';

/**
 * Issue 21 §1 and §4 (decisions 0180, 0183): what turning auto-renew off does besides the switch,
 * in the same transaction — the reason (optional) and the outcome of the one offer shown are kept
 * for reporting, and the confirmation email says when access ends and links the one-click way
 * back. The email's event is this change, recorded with the other notices.
 */
export function createAutorenewOff(deps: {
  db: Db;
  mailer: Mailer;
  settings: { readonly publicUrl: string };
}) {
  const notices = createNoticesRepository(deps.db);
  return async (
    trx: Executor,
    row: BillableRow,
    feedback: AutobillOffFeedback | null,
    now: Date,
  ): Promise<void> => {
    const reason = isCancellationReason(feedback?.reason) ? feedback.reason : null;
    // Only the offer this reason gets counts as turned down (a client cannot invent another).
    const offer = saveOfferFor(reason, offerSubjectOf(row));
    const declined = offer && feedback?.declined_offer === offer.id ? offer.id : null;
    await cancellationRepository.record(trx, {
      tenantId: row.tenantId,
      userId: row.userId,
      subscriptionId: row.id,
      reason,
      reasonText: reason ? feedback?.reason_text?.slice(0, CANCELLATION_TEXT_MAX) || null : null,
      offerId: declined,
      outcome: declined ? 'declined' : 'none',
      now,
    });
    const to = recipientOf(row);
    if (!to) return;
    const language = to.language ?? null;
    await notices.recordOnce(
      trx,
      {
        tenantId: row.tenantId,
        userId: row.userId,
        subjectId: row.id,
        kind: 'autorenew_off',
        event: now.toISOString(),
      },
      now,
    );
    await deps.mailer.enqueue(trx, to, 'autorenew_off', {
      product: planName(row),
      date: dateText(row.nextPaymentDate ?? now.toISOString(), language),
      link: lifecycleLinks(deps.settings.publicUrl, row.krn, language).autoRenew,
    });
  };
}
