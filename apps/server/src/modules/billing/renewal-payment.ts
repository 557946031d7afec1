import { buyerParty } from '../invoices/invoices.repository';
import { paymentSummary, type GatewayMoney, type PaymentRecord } from '../invoices/ledger.service';
import type { BillableRow } from './billable-row';
import type { RenewalQuote } from './renewal-quote';

/**
 * What the ledger records for a renewal charged for `row` (a plan, or the plan an own-date add-on
 * belongs to): one invoice of the quote's lines and totals, the row its only share, paid with
 * `method` and, for a plan, partly from the credit balance (decision 0217; an add-on's own renewal
 * takes nothing from it).
 */
export function renewalPayment(
  row: BillableRow,
  paid: {
    readonly method: BillableRow['method'];
    readonly charged: GatewayMoney;
    readonly idempotencyKey: string;
    readonly quote: RenewalQuote;
    readonly creditApplied?: number;
    readonly now: Date;
  },
): PaymentRecord {
  const { method, quote } = paid;
  return {
    tenantId: row.tenantId,
    userId: row.userId,
    subscriptionId: row.id,
    paymentMethodId: method?.id ?? null,
    charged: paid.charged,
    idempotencyKey: paid.idempotencyKey,
    currency: row.currency,
    lines: quote.lines,
    totals: quote.totals,
    shares: [{ subscriptionId: row.id, lines: quote.lines, totals: quote.totals }],
    paymentSummary: method ? paymentSummary(method) : null,
    creditApplied: paid.creditApplied ?? 0,
    buyer: buyerParty(row.recipient.email, row.residence),
    now: paid.now,
  };
}
