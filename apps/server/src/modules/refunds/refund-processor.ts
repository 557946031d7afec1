import type { FastifyBaseLogger } from 'fastify';
import type { Currency } from '@halyard/domain';
import type { Db } from '../../db/database';
import { amountText } from '../billing/billing-mail';
import type { Ledger } from '../invoices/ledger.service';
import type { Mailer } from '../mail/mailer.service';
import { GatewayRequestError, GatewayUnavailableError } from '../payments/gateway-errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createRefundsRepository } from './refunds.repository';

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

/** What a due refund needs: the charge at the gateway, the invoice it credits, the owner. */
function refundContext(db: Db, id: string) {
  return db
    .selectFrom('refund_requests as rr')
    .innerJoin('charges as c', 'c.id', 'rr.charge_id')
    .innerJoin('users as u', 'u.id', 'rr.user_id')
    .innerJoin('tenants as t', 't.id', 'rr.tenant_id')
    .leftJoin('invoices as i', 'i.id', 'c.invoice_id')
    .select([
      'rr.id',
      'rr.tenant_id',
      'rr.user_id',
      'rr.subscription_id',
      'rr.amount',
      'rr.currency',
      'c.gateway_charge_id',
      'c.invoice_id',
      'i.number as invoice_number',
      'i.payment_summary',
      'u.email',
      'u.locale',
      'u.anonymized_at',
      't.brand_name',
    ])
    .where('rr.id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * Carries out refunds whose review window has passed (decision 0032): the gateway refund under
 * the key `refund:{request}`, then in one transaction the credit note (ledger), the subscription
 * revoked with autobilling off, and the refund email.
 */
export function createRefundProcessor(deps: RefundProcessorDeps) {
  const { db, gateway, ledger, mailer, owner } = deps;
  const repo = createRefundsRepository(db, deps.dialect);

  async function processOne(id: string, now: Date): Promise<boolean> {
    const r = await refundContext(db, id);
    const key = `refund:${r.id}`;
    let refund;
    try {
      if (!r.gateway_charge_id || !r.invoice_id)
        throw new GatewayRequestError('unknown_charge', 'The payment has no gateway charge.');
      refund = await gateway.refund({
        idempotencyKey: key,
        chargeId: r.gateway_charge_id,
        amount: r.amount,
      });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        await repo.release(id, owner, now);
        return false;
      }
      if (!(error instanceof GatewayRequestError)) throw error;
      await repo.settle(db, id, owner, now, { status: 'failed', failure: error.code });
      deps.log?.warn({ refund: id, code: error.code }, 'refund refused by the gateway');
      return false;
    }
    const currency = r.currency as Currency;
    await db.transaction().execute(async (trx) => {
      const note = await ledger.recordRefund(trx, {
        tenantId: r.tenant_id,
        userId: r.user_id,
        subscriptionId: r.subscription_id,
        invoiceId: r.invoice_id as string,
        gatewayRefundId: refund.refundId,
        idempotencyKey: key,
        currency,
        amount: refund.amount,
        description: `Refund of ${r.invoice_number ?? 'payment'} (30-day money-back guarantee)`,
        paymentSummary: r.payment_summary,
        now,
      });
      const settled = await repo.settle(trx, id, owner, now, {
        status: 'completed',
        creditNoteId: note.creditNoteId,
      });
      if (!settled) throw new Error(`Refund request ${id} was settled by someone else`);
      await repo.revokeSubscription(trx, r.subscription_id, now);
      if (r.anonymized_at === null)
        await mailer.enqueue(
          trx,
          {
            tenantId: r.tenant_id,
            userId: r.user_id,
            email: r.email,
            brand: r.brand_name,
            language: r.locale,
          },
          'refund',
          {
            total: amountText(refund.amount, currency, r.locale),
            method: r.payment_summary ?? 'payment method',
            number: note.creditNoteNumber,
          },
        );
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
