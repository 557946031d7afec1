import { allocateOrder, formatMoney, MONEY_BACK_GUARANTEE_DAYS } from '@halyard/domain';
import { dateText, includedTaxVariables, paidWithText } from '../../billing/billing-mail';
import type { InvoiceLineInput } from '../../invoices/invoices.repository';
import type { ChargeShare } from '../../invoices/ledger.service';
import type { CatalogPrice } from '../../catalog/catalog.service';
import type { MailVariables } from '../../mail/mail-templates';
import { groupLines, lineDescription } from '../pricing/order-lines';
import type { Order } from '../pricing/order.service';
import type { Prepared } from '../purchase/purchase.service';
import type { Written } from './subscription-writes';

/**
 * The invoice lines: each price at its advertised amount, the discounts and the tax as the
 * invoice's own columns, so the invoice reads exactly like the estimate (decision 0021).
 */
const invoiceLine = (line: CatalogPrice): InvoiceLineInput => ({
  description: lineDescription(line),
  quantity: 1,
  amount: line.price.amountWithoutDiscount.unscaledValue,
});

export const invoiceLines = (order: Order): InvoiceLineInput[] => order.lines.map(invoiceLine);

/**
 * What the charge paid for each subscription it wrote (decision 0121): that subscription's lines
 * and its share of the order's totals, split by the domain so the shares add up to the invoice.
 */
export function chargeShares(order: Order, written: readonly Written[]): ChargeShare[] {
  const { parts } = allocateOrder(
    written.map((w) => groupLines(w.group).map((line) => line.price)),
    order.currency,
    order.totals.taxRate,
    order.totals.taxIncluded,
  );
  return written.map((w, i) => ({
    subscriptionId: w.rowId,
    lines: groupLines(w.group).map(invoiceLine),
    totals: parts[i] ?? order.totals,
  }));
}

/** The purchase receipt email's values, in the buyer's language (English by default). */
export function receiptVariables(
  prepared: Prepared,
  written: readonly Written[],
  invoiceNumber: string,
  paid: { readonly method: string; readonly creditApplied: number },
): MailVariables['purchase_receipt'] {
  const { order, buyer } = prepared;
  const locale = buyer.locale ?? 'en';
  return {
    number: invoiceNumber,
    description: written
      .flatMap((w) => groupLines(w.group))
      .map(lineDescription)
      .join(', '),
    total: formatMoney(order.totals.total, locale),
    // Decision 0218 addendum: what the balance paid is named, not only the card on file.
    method: paidWithText(
      {
        total: order.totals.total.unscaledValue,
        creditApplied: paid.creditApplied,
        paymentSummary: paid.method,
        currency: order.totals.total.currency,
      },
      locale,
    ),
    renewalDate: dateText(prepared.paidThrough.toISOString(), locale),
    renewalAmount: formatMoney(order.renewal.total, locale),
    guaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
    // Decision 0196 addendum: a gross total names the VAT it contains.
    ...includedTaxVariables(order.totals, order.tax.jurisdiction, locale),
    ...(order.promotion && {
      promotionCode: order.promotion.terms.code,
      promotionDiscount: formatMoney(order.promotion.discount, locale),
    }),
  };
}
