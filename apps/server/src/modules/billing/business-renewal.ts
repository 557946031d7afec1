import { addCalendarMonths, type Currency } from '@halyard/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { buyerParty } from '../invoices/invoices.repository';
import { paymentSummary, type Ledger } from '../invoices/ledger.service';
import { businessTermLine } from '../licenses/business-lines';
import { createLicensesRepository } from '../licenses/licenses.repository';
import type { Mailer } from '../mail/mailer.service';
import { GatewayUnavailableError } from '../payments/gateway-errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { Tax } from '../tax/tax.service';
import { amountText, dateText } from './billing-mail';
import { renewalTotals } from './renewal-quote';
import { createBusinessRenewalRepository, type DueBusiness } from './business-renewal.repository';

const RETRY_MS = 3 * 86_400_000;

/**
 * Issue 24 item 6 (decision 0165): the engine renews business subscriptions — each due one with
 * auto-renew on is charged its seats at the seat price, taxed at the company's residence on the
 * day, invoiced, and moved on one term; seats removed during the term go at the renewal. Each row
 * is held by a lease while it is charged; a declined card is tried again three days later.
 */
export function createBusinessRenewals(deps: {
  db: Db;
  gateway: PaymentGateway;
  ledger: Ledger;
  mailer: Mailer;
  tax: Tax;
  owner: string;
  leaseMs: number;
  log?: FastifyBaseLogger;
}) {
  const { db } = deps;
  const licenses = createLicensesRepository(db);

  const repository = createBusinessRenewalRepository(db, deps.owner);

  async function renewOne(row: DueBusiness, now: Date): Promise<boolean> {
    const record = await licenses.find(db, row.tenant_id, row.user_id);
    const payer = await licenses.payer(
      db,
      row.tenant_id,
      row.user_id,
      record?.paymentMethodId ?? null,
    );
    if (!record || record.id !== row.id || !record.nextPaymentDate || !payer) return false;
    const assigned = record.licenses.filter((l) => l.email !== null).length;
    const seats = Math.max(record.pendingSeats ?? record.seats, assigned, 1);
    const from = record.nextPaymentDate;
    const next = addCalendarMonths(new Date(from), record.cycleMonths).toISOString();
    const totals = renewalTotals(
      [seats * record.seatPrice],
      record.currency,
      deps.tax.rateAt(payer.residence, now),
    );
    const key = `business:${record.id}:${from}`;
    const release = (until: string) => repository.release(record.id, until);
    const token = payer.method?.token;
    let result;
    try {
      result = token
        ? await deps.gateway.charge({
            idempotencyKey: key,
            amount: totals.total.unscaledValue,
            currency: record.currency,
            source: { type: 'token', token },
            metadata: { business_subscription_id: record.id },
          })
        : null;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      await release(now.toISOString()); // the next run tries again under the same key
      return false;
    }
    if (result?.status !== 'succeeded') {
      await db.transaction().execute(async (trx) => {
        await deps.ledger.recordFailure(trx, {
          tenantId: row.tenant_id,
          userId: row.user_id,
          subscriptionId: null,
          paymentMethodId: payer.method?.id ?? null,
          idempotencyKey: `${key}:failed:${now.toISOString().slice(0, 10)}`,
          currency: record.currency,
          amount: totals.total.unscaledValue,
          failureCode: result?.status === 'declined' ? result.declineCode : 'no_payment_method',
          now,
        });
      });
      await release(new Date(now.getTime() + RETRY_MS).toISOString());
      return false;
    }
    const charged = { id: result.chargeId, amount: result.amount, currency: result.currency };
    await db.transaction().execute(async (trx) => {
      if (
        !(await repository.bookTerm(trx, record.id, { from, next, seats, at: now.toISOString() }))
      )
        throw new Error(`Term ${from} of ${record.id} was booked`);
      // Seats removed during the term go now: free seats beyond the count.
      const surplus = record.licenses.length - seats;
      if (surplus > 0)
        await repository.dropLicenses(
          trx,
          record.licenses
            .filter((l) => l.email === null)
            .slice(0, surplus)
            .map((l) => l.id),
        );
      const invoice = await deps.ledger.recordPayment(trx, {
        tenantId: row.tenant_id,
        userId: row.user_id,
        subscriptionId: null,
        paymentMethodId: payer.method?.id ?? null,
        charged,
        idempotencyKey: key,
        currency: record.currency,
        lines: [businessTermLine(from, next, seats, record.seatPrice)],
        totals,
        shares: [],
        paymentSummary: payer.method ? paymentSummary(payer.method) : null,
        buyer: buyerParty(payer.email, payer.residence),
        now,
      });
      await deps.mailer.enqueue(
        trx,
        {
          tenantId: row.tenant_id,
          userId: row.user_id,
          email: payer.email,
          brand: payer.brand,
          language: payer.locale,
        },
        'renewal_receipt',
        {
          number: invoice.invoiceNumber,
          total: amountText(invoice.total, record.currency as Currency, payer.locale),
          method: payer.method ? paymentSummary(payer.method) : '',
          renewalDate: dateText(next, payer.locale),
        },
      );
    });
    return true;
  }

  return {
    /** Renews every due business subscription; answers how many were paid. */
    async processDue(now: Date): Promise<number> {
      let renewed = 0;
      const at = now.toISOString();
      const until = new Date(now.getTime() + deps.leaseMs).toISOString();
      for (const row of await repository.claimDue(at, until)) {
        try {
          if (await renewOne(row, now)) renewed++;
        } catch (error) {
          deps.log?.error({ err: error, business: row.id }, 'business renewal failed');
          await repository.release(row.id, at);
        }
      }
      if (renewed > 0) deps.mailer.kick();
      return renewed;
    },
  };
}
