import type { GatewayMoney, PaymentRecord } from '../invoices/ledger.service';
import type { Executor } from '../../db/executor';
import { creditsRepository } from '../invoices/credits.repository';
import {
  amountText,
  dateText,
  includedTaxVariables,
  paidWithText,
  recipientOf,
} from './billing-mail';
import { LostBooking, type Attempt, type RenewalDeps } from './renewal-attempt';
import type { PaidPeriod } from './renewal.repository';
import { renewalPayment } from './renewal-payment';

export interface PaidAttempt {
  readonly index: number;
  readonly attempt: Attempt;
  /** What the gateway charged (decision 0124). */
  readonly charged: GatewayMoney;
}

type Booked = { invoiceId: string; invoiceNumber: string; total: number };

/**
 * Claims the paid periods, those of one lease owner and instant in one guarded statement each;
 * throws LostBooking when any was booked by someone else meanwhile (the caller's transaction then
 * rolls back, and each attempt is booked on its own).
 */
async function bookPeriods(trx: Executor, deps: RenewalDeps, paid: readonly PaidAttempt[]) {
  const groups = new Map<string, { owner: string; now: Date; periods: PaidPeriod[] }>();
  for (const { attempt: a } of paid) {
    const key = `${a.lease.owner}\u0000${a.o.now.toISOString()}`;
    const group = groups.get(key) ?? { owner: a.lease.owner, now: a.o.now, periods: [] };
    group.periods.push({
      id: a.row.id,
      ...a.period,
      // Any trial with auto-renew on converts (issue 24 item 2, decision 0161).
      convertTrial: a.row.state === 'intrial',
      discountUsed: a.row.renewalDiscountPercent > 0,
      ...(a.o.method && { paymentMethodId: a.o.method.id, nextPaymentMethod: a.o.method.kind }),
    });
    groups.set(key, group);
  }
  for (const { owner, now, periods } of groups.values()) {
    const booked = await deps.renewals.bookPeriods(trx, owner, periods, now);
    const lost = periods.find((p) => !booked.has(p.id));
    if (lost) throw new LostBooking(`Period ${lost.current} of ${lost.id} was booked already`);
  }
}

/**
 * Books succeeded charges in the caller's transaction: the periods are claimed by guarded
 * updates, one statement for the batch (LostBooking when any was booked already, decision 0227),
 * and the add-ons charged with each are extended to the same date (decision 0122), then the
 * invoices (the quote's lines and taxed totals), charges and receipts of the batch are written
 * together, per tenant. Answers each attempt's index with its invoice.
 */
export async function bookPaid(
  trx: Executor,
  deps: RenewalDeps,
  paid: readonly PaidAttempt[],
): Promise<Map<number, Booked>> {
  const records = new Map<
    string,
    { index: number; record: PaymentRecord; next: string; row: Attempt['row'] }[]
  >();
  await bookPeriods(trx, deps, paid);
  for (const { index, attempt: a, charged } of paid) {
    const { next } = a.period;
    await deps.renewals.extendAddons(trx, a.row.id, a.quote.addonIds, next);
    const record = renewalPayment(a.row, {
      method: a.o.method ?? a.row.method,
      charged,
      idempotencyKey: a.key,
      quote: a.quote,
      creditApplied: a.credit,
      now: a.o.now,
    });
    const group = records.get(a.row.tenantId) ?? [];
    group.push({ index, record, next, row: a.row });
    records.set(a.row.tenantId, group);
  }
  const result = new Map<number, Booked>();
  const credited: [string, string][] = [];
  for (const group of records.values()) {
    const payments = await deps.ledger.recordPayments(
      trx,
      group.map((g) => g.record),
    );
    const receipts = group.flatMap((g, i) => {
      const payment = payments[i];
      const recipient = recipientOf(g.row);
      if (!payment) return [];
      result.set(g.index, payment);
      if (g.record.creditApplied) credited.push([g.record.idempotencyKey, payment.invoiceId]);
      if (!recipient) return [];
      const language = recipient.language ?? null;
      return [
        {
          recipient,
          variables: {
            number: payment.invoiceNumber,
            total: amountText(payment.total, g.record.currency, language),
            // Decision 0218 addendum: a renewal the balance paid names it.
            method: paidWithText(
              {
                total: payment.total,
                creditApplied: g.record.creditApplied ?? 0,
                paymentSummary: g.record.paymentSummary,
                currency: g.record.currency,
              },
              language,
            ),
            renewalDate: dateText(g.next, language),
            ...includedTaxVariables(g.record.totals, g.row.residence.country, language),
          },
        },
      ];
    });
    await deps.mailer.enqueueMany(trx, 'renewal_receipt', receipts);
  }
  // The history of the credit balance names the invoice each application paid (decision 0217).
  for (const [key, invoiceId] of credited)
    await creditsRepository.attachInvoice(trx, key, invoiceId);
  return result;
}
