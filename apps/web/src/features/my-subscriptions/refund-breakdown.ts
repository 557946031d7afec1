import type { RefundEstimate } from '@halyard/contract';
import { formatMoney, isZero } from '@halyard/domain';
import { formatDate } from '@/app/format';
import type { Language } from '@/i18n/locales';

/** One payment a refund returns, as the panel lists it. */
export interface RefundRow {
  readonly invoice: string;
  readonly date: string;
  /** The lines the payment bought: "Premium, 12 months · Dedicated IP, 12 months". */
  readonly items: string;
  readonly total: string;
  /** The tax it returns, or null when none was charged. */
  readonly tax: string | null;
}

/**
 * The refund estimate payment by payment (decision 0121): every amount from the server's
 * estimate, formatted in the reader's language; the totals are the estimate's own.
 */
export function refundBreakdown(
  estimate: Pick<RefundEstimate, 'lines' | 'amount' | 'tax'>,
  language: Language,
): { rows: RefundRow[]; total: string | null; tax: string | null } {
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, language.code);
  const rows = estimate.lines.map((line) => ({
    invoice: line.invoice_number,
    date: formatDate(line.issued_at, language),
    items: line.lines.map((l) => l.description).join(' · '),
    total: money(line.total),
    tax: isZero(line.tax) ? null : money(line.tax),
  }));
  return {
    rows,
    total: estimate.amount ? money(estimate.amount) : null,
    tax: estimate.tax && !isZero(estimate.tax) ? money(estimate.tax) : null,
  };
}
