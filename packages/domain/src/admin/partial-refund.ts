import { splitByWeight } from '../checkout/order-allocation';
import { divideBigInt } from '../money/rounding';
import { fail, ok, type Result } from '../shared/result';

/** A payment's share for one subscription, as its invoice and a credit note read it. */
export interface RefundableAmounts {
  /** Each line at its advertised amount (Σ lines = subtotal). */
  readonly lines: readonly {
    readonly description: string;
    readonly quantity: number;
    readonly amount: number;
  }[];
  readonly subtotal: number;
  readonly discount: number;
  readonly tax: number;
  /** subtotal − discount + tax: what was paid. */
  readonly total: number;
}

export type PartialRefundRefusal = 'invalid-amount' | 'more-than-paid';

const ratio = (part: number, amount: number, whole: number) =>
  Number(divideBigInt(BigInt(part) * BigInt(amount), BigInt(whole), 'half-up'));

/**
 * Issue 16 item 3 "refund (full or partial, with a credit note)": the credit note of `amount`
 * minor units of a payment mirrors the payment in proportion (decision 0121 for whole ones): its
 * tax is the payment's tax × amount ÷ total (half up), its discount likewise, the rest is net, and
 * the subtotal is split over the payment's lines by their weight. Every column is an integer and
 * the note adds up exactly: subtotal − discount + tax = amount; the whole amount gives back the
 * payment's own columns.
 */
export function partialRefundAmounts(
  paid: RefundableAmounts,
  amount: number,
): Result<RefundableAmounts, PartialRefundRefusal> {
  if (!Number.isInteger(amount) || amount < 1) return fail('invalid-amount');
  if (amount > paid.total) return fail('more-than-paid');
  if (amount === paid.total) return ok(paid);
  const tax = ratio(paid.tax, amount, paid.total);
  const discount = ratio(paid.discount, amount, paid.total);
  const subtotal = amount - tax + discount;
  const shares = splitByWeight(
    subtotal,
    paid.lines.map((line) => line.amount),
  );
  return ok({
    lines: paid.lines.map((line, i) => ({ ...line, amount: shares[i] ?? 0 })),
    subtotal,
    discount,
    tax,
    total: amount,
  });
}
