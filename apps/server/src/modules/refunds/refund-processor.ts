import type { FastifyBaseLogger } from 'fastify';
import { money, type Currency } from '@halyard/domain';
import type { Db } from '../../db/database';
import { amountText } from '../billing/billing-mail';
import { creditsRepository } from '../invoices/credits.repository';
import { buyerParty } from '../invoices/invoices.repository';
import type { Ledger } from '../invoices/ledger.service';
import type { Mailer } from '../mail/mailer.service';
import { GatewayRequestError, GatewayUnavailableError } from '../payments/gateway-errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import {
  createRefundsRepository,
  type DueRefundItem,
  type RefundsRepository,
} from './refunds.repository';

export interface RefundProcessorDeps {
  readonly db: Db;
  readonly dialect: 'sqlite' | 'postgres';
  readonly gateway: PaymentGateway;
  readonly mailer: Mailer;
  readonly ledger: Ledger;
  readonly owner: string;
  readonly leaseMs: number;
  readonly log?: FastifyBaseLogger;
}

type Context = Awaited<ReturnType<RefundsRepository['context']>>;

/**
 * Carries out refunds whose review window has passed (decisions 0032, 0121). A request returns
 * every payment it was opened for, one gateway refund each under the key
 * `refund:{request}:{allocation}`, each booked at once with its own credit note (mirroring that
 * payment's lines, discount and tax). When all are returned, one transaction completes the
 * request, revokes the subscription with its add-ons, and sends the refund email. An outage
 * leaves the rest for the next run (same keys); a refusal fails the request and keeps what was
 * already returned booked.
 */
export function createRefundProcessor(deps: RefundProcessorDeps) {
  const { db, gateway, ledger, mailer, owner } = deps;
  const repo = createRefundsRepository(db, deps.dialect);

  /**
   * The card's part of an item back to the card (decision 0221): a gateway refund, or none when
   * the item goes wholly to the credit balance; null when the gateway did not answer.
   */
  async function refundToCard(r: Context, item: DueRefundItem, amount: number) {
    if (amount === 0) return { refundId: '', amount: 0, currency: item.currency };
    if (!item.gatewayChargeId)
      throw new GatewayRequestError('unknown_charge', 'The payment has no gateway charge.');
    try {
      return await gateway.refund({
        idempotencyKey: `refund:${r.id}:${item.allocationId}`,
        chargeId: item.gatewayChargeId,
        amount,
      });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return null;
      throw error;
    }
  }

  /** One payment returned and booked; false when the gateway did not answer. */
  async function returnItem(r: Context, item: DueRefundItem, now: Date): Promise<boolean> {
    const refund = await refundToCard(r, item, item.amount - item.balanceAmount);
    if (!refund) return false;
    const m = (minor: number) => money(minor, item.currency);
    await db.transaction().execute(async (trx) => {
      const note = await ledger.recordRefund(trx, {
        tenantId: r.tenant_id,
        userId: r.user_id,
        share: {
          allocationId: item.allocationId,
          invoiceId: item.invoiceId,
          subscriptionId: item.subscriptionId,
          lines: item.lines,
          totals: {
            subtotal: m(item.subtotal),
            discount: m(item.discount),
            tax: m(item.tax),
            total: m(item.amount),
            taxRate: item.taxRate,
          },
        },
        refunded: { id: refund.refundId, amount: refund.amount, currency: refund.currency },
        toBalance: item.balanceAmount,
        idempotencyKey: `refund:${r.id}:${item.allocationId}`,
        currency: item.currency,
        paymentSummary: item.paymentSummary,
        buyer: buyerParty(r.email, {
          country: r.residence_country,
          region: r.residence_state,
          postalCode: r.residence_zipcode,
        }),
        now,
      });
      const done = {
        gatewayRefundId: refund.refundId || null,
        creditNoteId: note.creditNoteId,
        now,
      };
      if (!(await repo.itemRefunded(trx, item.itemId, done)))
        throw new Error(`Refund item ${item.itemId} was booked by someone else`);
      // The balance's part back to the balance, naming the credit note; the item's key makes a
      // retried booking add it once (decision 0221).
      if (item.balanceAmount > 0)
        await creditsRepository.add(
          trx,
          { tenantId: r.tenant_id, userId: r.user_id },
          {
            currency: item.currency,
            amount: item.balanceAmount,
            kind: 'refund',
            reference: `refund:${r.id}:${item.allocationId}`,
            invoiceId: note.creditNoteId,
            staffId: r.staff_id,
          },
          now,
        );
    });
    return true;
  }

  async function processOne(id: string, now: Date): Promise<boolean> {
    const r = await repo.context(id);
    try {
      for (const item of await repo.items(db, id)) {
        if (item.status !== 'pending') continue;
        if (!(await returnItem(r, item, now))) {
          await repo.release(id, owner, now);
          return false;
        }
      }
    } catch (error) {
      if (!(error instanceof GatewayRequestError)) throw error;
      await repo.settle(db, id, owner, now, { status: 'failed', failure: error.code });
      deps.log?.warn({ refund: id, code: error.code }, 'refund refused by the gateway');
      return false;
    }
    // Every item was returned: the request's amount, the domain's sum of them when it was made.
    const currency = r.currency as Currency;
    await db.transaction().execute(async (trx) => {
      const notes = await repo.creditNotes(trx, id);
      const settled = await repo.settle(trx, id, owner, now, {
        status: 'completed',
        creditNoteId: notes[0]?.id as string,
      });
      if (!settled) throw new Error(`Refund request ${id} was settled by someone else`);
      // A staff refund of part of a payment keeps the subscription (decision 0173).
      if (r.revokes_subscription === 1) await repo.revokeSubscription(trx, r.subscription_id, now);
      if (r.anonymized_at === null) {
        // Decision 0221: the email says what went to the card and what to the credit balance.
        const items = await repo.items(trx, id);
        const toBalance = items.reduce((sum, i) => sum + i.balanceAmount, 0);
        const text = (minor: number) => amountText(minor, currency, r.locale);
        const number = notes.map((n) => n.number).join(', ');
        const ends = r.revokes_subscription === 1;
        const to = {
          tenantId: r.tenant_id,
          userId: r.user_id,
          email: r.email,
          brand: r.brand_name,
          language: r.locale,
        };
        if (toBalance === r.amount)
          await mailer.enqueue(trx, to, ends ? 'refund_balance' : 'refund_partial_balance', {
            total: text(r.amount),
            number,
          });
        else
          await mailer.enqueue(trx, to, ends ? 'refund' : 'refund_partial', {
            total: text(r.amount - toBalance),
            method: r.payment_summary ?? 'payment method',
            number,
            ...(toBalance > 0 ? { balanceTotal: text(toBalance) } : {}),
          });
      }
    });
    mailer.kick();
    return true;
  }

  return {
    /** Processes every due request; answers how many were refunded. */
    async processDue(now: Date): Promise<number> {
      let refunded = 0;
      for (;;) {
        const ids = await repo.claimDue(owner, now, deps.leaseMs, 50);
        if (ids.length === 0) return refunded;
        for (const id of ids) {
          try {
            if (await processOne(id, now)) refunded++;
          } catch (error) {
            deps.log?.error({ err: error, refund: id }, 'refund failed');
            await repo.release(id, owner, now);
          }
        }
      }
    },
  };
}
