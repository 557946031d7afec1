import {
  money,
  PAYMENT_METHOD_CHANNEL,
  partialRefundAmounts,
  type Currency,
  type PaymentMethod,
  type RefundDestination,
} from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { HttpError, notFound } from '../../../http/http-error';
import type { RefundsRepository } from '../../refunds/refunds.repository';
import type { Actor, AuditRepository } from '../audit/audit.repository';
import { staffSubscriptionRow } from './customer-actions.repository';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

export type StaffRefundRequest = (
  | {
      readonly mode: 'payment';
      readonly invoice_id: string;
      readonly amount: number;
      readonly reason: string;
    }
  | { readonly mode: 'revoke'; readonly reason: string }
) & {
  /** Decision 0221: back the way it was paid (default), or all to the credit balance. */
  readonly destination?: RefundDestination;
};

/**
 * Issue 16 item 3 "refund (full or partial, with a credit note)" (decision 0173), through the
 * portal's refund path: a refund request with one item per payment it returns, carried out at
 * once by the refund processor (gateway refund under its idempotency key, credit note mirroring
 * the payment — in proportion for part of one — and the refund email). `revoke` returns
 * everything paid for the subscription and revokes it (the portal's refund-revoke, outside the
 * 30-day guarantee too: finance decides); `payment` returns part or all of one payment and keeps
 * the subscription. A payment is refunded once.
 */
export function createStaffRefunds(deps: {
  db: Db;
  clock: Clock;
  refunds: RefundsRepository;
  audit: AuditRepository;
  /** Carries out due refunds now (the billing engine's refund processor). */
  processDue: (now: Date) => Promise<number>;
}) {
  const { db, clock, refunds } = deps;

  async function result(id: string) {
    const request = await refunds.find(db, id);
    const notes = await refunds.creditNotesOf(db, id);
    return {
      id: request.id,
      status: request.status,
      amount: money(request.amount, request.currency as Currency),
      revokes_subscription: request.revokes_subscription === 1,
      destination: request.destination,
      credit_notes: notes,
      failure: request.failure,
    };
  }

  return {
    async refund(
      actor: Actor,
      customerId: string,
      subscriptionId: string,
      body: StaffRefundRequest,
    ) {
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await staffSubscriptionRow(trx, actor.tenantId, customerId, subscriptionId);
        if (!row) throw notFound('Subscription');
        if (PAYMENT_METHOD_CHANNEL[row.next_payment_method as PaymentMethod] === 'app-store')
          throw conflict(
            'managed_by_store',
            'This subscription was bought in an app store: the store refunds it.',
          );
        if (row.state === 'revoked')
          throw conflict('already_refunded', 'This subscription was already refunded.');
        const latest = await refunds.latest(trx, row.id);
        if (latest?.status === 'pending')
          throw conflict(
            'refund_pending',
            'A refund for this subscription is already being processed.',
          );
        const shares = await refunds.refundableShares(trx, row.id);
        let chosen = shares;
        let amounts: number[] | undefined;
        if (body.mode === 'payment') {
          const share = shares.find((s) => s.invoiceId === body.invoice_id);
          if (!share) {
            if (!(await refunds.paidFor(trx, row.id, body.invoice_id))) throw notFound('Payment');
            throw conflict('payment_already_refunded', 'This payment was refunded already.');
          }
          const part = partialRefundAmounts({ ...share, total: share.amount }, body.amount);
          if (!part.ok)
            throw new HttpError(
              400,
              'invalid_amount',
              `Refund 0.01 to ${(share.amount / 100).toFixed(2)}.`,
              {
                amount: `At most ${(share.amount / 100).toFixed(2)}.`,
              },
            );
          chosen = [share];
          amounts = [body.amount];
        }
        if (chosen.length === 0) throw conflict('no_payment', 'There is no payment to refund.');
        const amount = amounts?.[0] ?? chosen.reduce((sum, s) => sum + s.amount, 0);
        const destination = body.destination ?? 'card';
        if (destination === 'balance' && chosen.some((s) => s.balanceClosed))
          throw conflict(
            'balance_closed',
            'This account was deleted and its credit balance closed: refund to the card.',
          );
        const created = await refunds.create(
          trx,
          chosen,
          {
            tenant_id: actor.tenantId,
            user_id: customerId,
            subscription_id: row.id,
            charge_id: (chosen.at(-1) ?? chosen[0])!.chargeId,
            reason: body.reason,
            amount,
            currency: chosen[0]!.currency,
            requested_at: now.toISOString(),
            process_after: now.toISOString(),
            revokes_subscription: body.mode === 'revoke' ? 1 : 0,
            staff_id: actor.staffId,
            destination,
          },
          amounts,
        );
        await deps.audit.record(
          trx,
          actor,
          {
            action: 'subscription.refunded',
            targetId: subscriptionId,
            customerId,
            reason: body.reason,
            before: { state: row.state },
            after: {
              refund: created,
              mode: body.mode,
              destination,
              amount,
              currency: chosen[0]!.currency,
              invoices: chosen.map((s) => s.invoiceNumber),
            },
          },
          now,
        );
        return created;
      });
      await deps.processDue(now);
      return result(id);
    },
  };
}

export type StaffRefunds = ReturnType<typeof createStaffRefunds>;
