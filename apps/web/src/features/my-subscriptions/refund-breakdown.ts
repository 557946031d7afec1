import type { RefundEstimate } from '@halyard/contract';
import type { TFunction } from 'i18next';
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
 * Where the refund goes when the credit balance paid part of it (decision 0221): what goes back
 * to the card (null when the card paid nothing) and what goes back to the balance.
 */
export interface RefundReturnedTo {
  readonly card: string | null;
  readonly balance: string;
}

/**
 * The refund estimate payment by payment (decision 0121): every amount from the server's
 * estimate, formatted in the reader's language; the totals and the split between the card and
 * the credit balance (decision 0221) are the estimate's own. No split when the card paid it all.
 */
export function refundBreakdown(
  estimate: Pick<RefundEstimate, 'lines' | 'amount' | 'tax'> &
    Partial<Pick<RefundEstimate, 'returned_to'>>,
  language: Language,
): {
  rows: RefundRow[];
  total: string | null;
  tax: string | null;
  returnedTo: RefundReturnedTo | null;
} {
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
    returnedTo: returnedTo(estimate.returned_to, money),
  };
}

function returnedTo(
  split: RefundEstimate['returned_to'] | undefined,
  money: (m: Parameters<typeof formatMoney>[0]) => string,
): RefundReturnedTo | null {
  if (!split || isZero(split.balance)) return null;
  return { card: isZero(split.card) ? null : money(split.card), balance: money(split.balance) };
}

/** "$X back to your card, $Y back to your credit balance" (or the balance alone), or null. */
export function returnedToText(t: TFunction, split: RefundReturnedTo | null): string | null {
  if (!split) return null;
  return split.card
    ? t('mySubscriptions.refund.returnedTo', { card: split.card, balance: split.balance })
    : t('mySubscriptions.refund.returnedToBalance', { balance: split.balance });
}
