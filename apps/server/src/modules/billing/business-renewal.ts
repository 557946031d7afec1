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

  async function claim(now: Date) {
    const at = now.toISOString();
    const due = await db
      .selectFrom('business_subscriptions')
      .select(['id', 'tenant_id', 'user_id', 'next_payment_date'])
      .where('auto_billing_enabled', '=', 1)
      .where('next_payment_date', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
      .limit(50)
      .execute();
    const mine = [];
    for (const row of due) {
      const taken = await db
        .updateTable('business_subscriptions')
        .set({
          lease_owner: deps.owner,
          lease_until: new Date(now.getTime() + deps.leaseMs).toISOString(),
        })
        .where('id', '=', row.id)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) mine.push(row);
    }
    return mine;
  }

  async function renewOne(
    row: { id: string; tenant_id: string; user_id: string; next_payment_date: string | null },
    now: Date,
  ): Promise<boolean> {
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
    const release = (until: string) =>
      db
        .updateTable('business_subscriptions')
        .set({ lease_owner: null, lease_until: until })
        .where('id', '=', record.id)
        .where('lease_owner', '=', deps.owner)
        .execute();
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
      const booked = await trx
        .updateTable('business_subscriptions')
        .set({
          next_payment_date: next,
          seats,
          pending_seats: null,
          lease_owner: null,
          lease_until: now.toISOString(),
        })
        .where('id', '=', record.id)
        .where('lease_owner', '=', deps.owner)
        .where('next_payment_date', '=', from)
        .executeTakeFirst();
      if (Number(booked.numUpdatedRows) !== 1)
        throw new Error(`Term ${from} of ${record.id} was booked`);
      // Seats removed during the term go now: free seats beyond the count.
      const surplus = record.licenses.length - seats;
      if (surplus > 0) {
        const free = record.licenses.filter((l) => l.email === null).slice(0, surplus);
        if (free.length)
          await trx
            .deleteFrom('licenses')
            .where(
              'id',
              'in',
              free.map((l) => l.id),
            )
            .execute();
      }
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
      for (const row of await claim(now)) {
        try {
          if (await renewOne(row, now)) renewed++;
        } catch (error) {
          deps.log?.error({ err: error, business: row.id }, 'business renewal failed');
          await db
            .updateTable('business_subscriptions')
            .set({ lease_owner: null, lease_until: now.toISOString() })
            .where('id', '=', row.id)
            .where('lease_owner', '=', deps.owner)
            .execute();
        }
      }
      if (renewed > 0) deps.mailer.kick();
      return renewed;
    },
  };
}
