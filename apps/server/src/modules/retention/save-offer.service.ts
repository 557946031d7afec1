import { randomUUID } from 'node:crypto';
import type { Subscription } from '@halyard/contract';
import {
  saveOfferFor,
  type CancellationReason,
  type SaveOffer,
  type SaveOfferId,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import type { AuthUser } from '../../http/auth-user';
import type { BillableRow } from '../billing/billable-row';
import { findOwnedBillable } from '../billing/billable.repository';
import type { RenewalRepository } from '../billing/renewal.repository';
import { quoteRenewal } from '../billing/renewal-quote';
import type { Catalog } from '../catalog/catalog.service';
import { applyPlanChange } from '../checkout/fulfilment/plan-change.repository';
import type { PaymentDetails } from '../checkout/fulfilment/fulfilment.repository';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { Tax } from '../tax/tax.service';
import { cancellationRepository } from './cancellation.repository';
import { offerSubjectOf } from './offer-subject';
import { shorterPlanOf, type ShorterPlan } from './shorter-plan';
import { paymentInProgress } from '../billing/payment-in-progress';

const unavailable = () =>
  new HttpError(409, 'offer_not_available', 'This offer is not available for this subscription.');

/**
 * Issue 21 §4 (decision 0183): the one save offer for a reason, previewed with the renewal price
 * it gives, and accepted through the normal pricing: a discount is applied by the renewal's own
 * quote (the engine, the invoice, the notices and the dashboard read it); a shorter plan is a plan
 * change from the next renewal (decision 0022's path, add-ons re-priced, nothing charged now).
 */
export function createSaveOfferService(deps: {
  db: Db;
  clock: Clock;
  tax: Tax;
  catalog: Catalog;
  renewals: RenewalRepository;
  subscriptions: SubscriptionsRepository;
}) {
  async function owned(user: AuthUser, id: string): Promise<BillableRow> {
    const row = await findOwnedBillable(deps.db, user, id);
    if (!row) throw notFound('Subscription');
    return row;
  }

  /** The offer's row: the next renewal as it would be with the offer taken. */
  async function withOffer(
    row: BillableRow,
    offer: SaveOffer,
  ): Promise<{ row: BillableRow; plan: ShorterPlan | null } | null> {
    if (offer.kind === 'renewal_discount')
      return { row: { ...row, renewalDiscountPercent: offer.percent }, plan: null };
    const plan = await shorterPlanOf(deps.db, deps.catalog, row, offer.months);
    return plan ? { row: plan.row, plan } : null;
  }

  const renewalTotal = (row: BillableRow) => {
    const at = row.nextPaymentDate ?? deps.clock.now().toISOString();
    return quoteRenewal(row, deps.tax, { from: at, to: at, at: new Date(at) }).totals.total;
  };

  return {
    async preview(user: AuthUser, id: string, reason: CancellationReason) {
      const row = await owned(user, id);
      const offer = saveOfferFor(reason, offerSubjectOf(row));
      const applied = offer && (await withOffer(row, offer));
      if (!offer || !applied || !row.nextPaymentDate) return { offer: null };
      return {
        offer: {
          id: offer.id,
          kind: offer.kind,
          percent: offer.kind === 'renewal_discount' ? offer.percent : null,
          months: offer.kind === 'shorter_plan' ? offer.months : null,
          renewal_date: row.nextPaymentDate,
          current_renewal_price: renewalTotal(row),
          offer_renewal_price: renewalTotal(applied.row),
        },
      };
    },

    async accept(
      user: AuthUser,
      id: string,
      body: { offer_id: SaveOfferId; reason: CancellationReason; reason_text?: string | undefined },
    ): Promise<Subscription> {
      const now = deps.clock.now();
      const first = await owned(user, id);
      const lease = { id: first.id, owner: `portal:${randomUUID()}` };
      if (!(await deps.renewals.lease(lease, now, 60_000))) throw paymentInProgress();
      try {
        // Re-read under the lease: the engine may have renewed it a moment ago.
        const row = await owned(user, id);
        const offer = saveOfferFor(body.reason, offerSubjectOf(row));
        if (!offer || offer.id !== body.offer_id || !row.nextPaymentDate) throw unavailable();
        const applied = await withOffer(row, offer);
        if (!applied) throw unavailable();
        await deps.db.transaction().execute(async (trx) => {
          if (offer.kind === 'renewal_discount')
            await trx
              .updateTable('subscriptions')
              .set({ renewal_discount_percent: offer.percent, updated_at: now.toISOString() })
              .where('id', '=', row.id)
              .where('lease_owner', '=', lease.owner)
              .execute();
          else if (applied.plan && row.method)
            await applyPlanChange(trx, {
              tenantId: row.tenantId,
              rowId: row.id,
              plan: applied.plan.price,
              paymentMethodId: row.method.id,
              paymentKind: row.method.kind as PaymentDetails['kind'],
              // Nothing is charged now: the current period runs out, the new plan renews then.
              paidThrough: new Date(row.nextPaymentDate as string),
              now,
            });
          else throw unavailable();
          await cancellationRepository.record(trx, {
            tenantId: row.tenantId,
            userId: row.userId,
            subscriptionId: row.id,
            reason: body.reason,
            reasonText: body.reason_text || null,
            offerId: offer.id,
            outcome: 'accepted',
            now,
          });
        });
      } finally {
        await deps.renewals.release(deps.db, lease, now);
      }
      const sub = await deps.subscriptions.findForUser(user.tenantId, user.id, id);
      if (!sub) throw notFound('Subscription');
      return sub;
    },
  };
}

export type SaveOfferService = ReturnType<typeof createSaveOfferService>;
