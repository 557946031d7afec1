import type { RefundEstimate, RefundRequest } from '@halyard/contract';
import {
  money,
  sumTotals,
  REFUND_REFUSAL_MESSAGES,
  refundEligibility,
  refundReturns,
  type Currency,
  type RefundRefusal,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import type { AuthUser } from '../../http/auth-user';
import type { BillableRow } from '../billing/billable-row';
import { findOwnedBillable } from '../billing/billable.repository';
import { amountText, dateText, recipientOf } from '../billing/billing-mail';
import type { Mailer } from '../mail/mailer.service';
import type { Executor } from '../../db/executor';
import type { RefundableShare, RefundRequestRow, RefundsRepository } from './refunds.repository';

export interface RefundsServiceDeps {
  readonly db: Db;
  readonly refunds: RefundsRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** How long a request waits before it is carried out (REFUND_REVIEW_HOURS). */
  readonly reviewMs: number;
}

export const refusalCode = (reason: string) => reason.replaceAll('-', '_');

function toRefundRequest(row: RefundRequestRow, subscriptionId: string): RefundRequest {
  return {
    id: row.id,
    subscription_id: subscriptionId,
    status: row.status,
    amount: money(row.amount, row.currency as Currency),
    reason: row.reason,
    requested_at: row.requested_at,
    process_after: row.process_after,
    cancelled_at: row.cancelled_at,
    completed_at: row.completed_at,
    credit_note_number: row.credit_note_number,
  };
}

/** spec §7 refund estimate and refund-revoke (decision 0032). A foreign id is a 404. */
export function createRefundsService(deps: RefundsServiceDeps) {
  const { db, refunds, clock } = deps;

  async function owned(executor: Executor, user: AuthUser, subscriptionId: string) {
    const row = await findOwnedBillable(executor, user, subscriptionId);
    if (!row) throw notFound('Subscription');
    return row;
  }

  async function eligibility(executor: Executor, row: BillableRow, now: Date) {
    const latest = await refunds.latest(executor, row.id);
    const shares = await refunds.refundableShares(executor, row.id);
    const result = refundEligibility(
      {
        state: row.state,
        purchase_date: row.purchaseDate,
        next_payment_method: row.nextPaymentMethod,
        payments: shares,
        refundPending: latest?.status === 'pending',
      },
      now,
    );
    return { result, shares };
  }

  /** What the refund returns, payment by payment, as each credit note will read (decision 0121). */
  function refundLines(shares: readonly RefundableShare[]): RefundEstimate['lines'] {
    return shares.map((share) => {
      const m = (minor: number) => money(minor, share.currency);
      return {
        invoice_number: share.invoiceNumber,
        issued_at: share.issuedAt,
        lines: share.lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          amount: m(l.amount),
        })),
        subtotal: m(share.subtotal),
        discount: m(share.discount),
        tax: m(share.tax),
        total: m(share.amount),
      };
    });
  }

  const refused = (reason: RefundRefusal) =>
    new HttpError(409, refusalCode(reason), REFUND_REFUSAL_MESSAGES[reason]);

  return {
    async estimate(user: AuthUser, subscriptionId: string): Promise<RefundEstimate> {
      const row = await owned(db, user, subscriptionId);
      const { result, shares } = await eligibility(db, row, clock.now());
      const estimate = { subscription_id: subscriptionId, revokes_subscription: true };
      if (!result.ok)
        return {
          ...estimate,
          eligible: false,
          amount: null,
          tax: null,
          returned_to: null,
          lines: [],
          reason: refusalCode(result.reason),
          message: REFUND_REFUSAL_MESSAGES[result.reason],
          guarantee_ends: null,
        };
      const { currency } = result.value;
      const lines = refundLines(shares);
      // Decision 0221: the split the request fixes on its items — each payment the way it was paid.
      const returned = refundReturns(shares);
      if (!returned) throw new Error(`Refundable shares of ${subscriptionId} do not add up`);
      return {
        ...estimate,
        eligible: true,
        amount: money(result.value.amount, currency),
        tax: sumTotals(lines, currency).tax,
        returned_to: {
          card: money(returned.card, currency),
          balance: money(returned.balance, currency),
        },
        lines,
        reason: null,
        message: null,
        guarantee_ends: result.value.guaranteeEnds,
      };
    },

    async request(user: AuthUser, subscriptionId: string, reason: string | undefined) {
      const now = clock.now();
      const processAfter = new Date(now.getTime() + deps.reviewMs).toISOString();
      const created = await db.transaction().execute(async (trx) => {
        const row = await owned(trx, user, subscriptionId);
        const { result, shares } = await eligibility(trx, row, now);
        if (!result.ok) throw refused(result.reason);
        const latest = shares.at(-1);
        if (!latest) throw refused('no-payment');
        const id = await refunds.create(trx, shares, {
          tenant_id: user.tenantId,
          user_id: user.id,
          subscription_id: row.id,
          charge_id: latest.chargeId,
          reason: reason || null,
          amount: result.value.amount,
          currency: result.value.currency,
          requested_at: now.toISOString(),
          process_after: processAfter,
        });
        const to = recipientOf(row);
        if (to)
          await deps.mailer.enqueue(trx, to, 'refund_requested', {
            total: amountText(result.value.amount, result.value.currency, to.language ?? null),
            date: dateText(processAfter, to.language ?? null),
          });
        return refunds.find(trx, id);
      });
      deps.mailer.kick();
      return toRefundRequest(created, subscriptionId);
    },

    async cancel(user: AuthUser, subscriptionId: string) {
      const row = await owned(db, user, subscriptionId);
      const latest = await refunds.latest(db, row.id);
      if (!latest || latest.status !== 'pending') throw notFound('Pending refund request');
      if (!(await refunds.cancel(latest.id, clock.now())))
        throw new HttpError(409, 'refund_processing', 'The refund is already being processed.');
      return toRefundRequest(await refunds.find(db, latest.id), subscriptionId);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
