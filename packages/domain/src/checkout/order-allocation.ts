import type { Currency } from '../money/currency';
import { add, money, zero, type Money } from '../money/money';
import { orderTotals, type OrderLineAmounts, type OrderTotals } from './order-totals';

/** An order priced as a whole, and the share of each part (one subscription's lines) in it. */
export interface AllocatedOrder {
  readonly totals: OrderTotals;
  /** One per group, in order: Σ parts = totals, to the cent, column by column. */
  readonly parts: readonly OrderTotals[];
}

/**
 * Splits `amount` minor units over `weights` in proportion, by largest remainder: every share is
 * an integer, the shares add up to `amount` exactly, and a tie goes to the earlier part.
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  if (whole === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((e) => Number(e / BigInt(whole)));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e % BigInt(whole) }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/**
 * A multi-subscription order (decision 0121): the order is taxed once on its whole net amount, as
 * the estimate and the charge are (decision 0021), and each group gets its own lines' subtotal
 * and discount plus a share of that tax in proportion to its net amount. What each subscription
 * cost is then known to the cent, so a refund of one returns exactly its share.
 */
export function allocateOrder(
  groups: readonly (readonly OrderLineAmounts[])[],
  currency: Currency,
  taxRate: number,
  taxIncluded = false,
): AllocatedOrder {
  const totals = orderTotals(groups.flat(), currency, taxRate, taxIncluded);
  const own = groups.map((lines) => orderTotals(lines, currency, taxRate, taxIncluded));
  if (taxIncluded) {
    // Gross prices (decision 0196): each group pays its own gross; the VAT in the whole is
    // shared in proportion to it, so the parts add up to the order column by column.
    const shares = splitByWeight(
      totals.tax.unscaledValue,
      own.map((part) => part.total.unscaledValue),
    );
    const parts = own.map((part, i) => ({ ...part, tax: money(shares[i] ?? 0, currency) }));
    return { totals, parts };
  }
  const taxes = splitByWeight(
    totals.tax.unscaledValue,
    own.map((part) => part.total.unscaledValue - part.tax.unscaledValue),
  );
  const parts = own.map((part, i) => {
    const tax = money(taxes[i] ?? 0, currency);
    const net = money(part.total.unscaledValue - part.tax.unscaledValue, currency);
    return { ...part, tax, total: add(net, tax) };
  });
  return { totals, parts };
}

/** What several parts come to together (a refund of several payments, decision 0121). */
export function sumTotals(
  parts: readonly Pick<OrderTotals, 'subtotal' | 'discount' | 'tax' | 'total'>[],
  currency: Currency,
): Pick<OrderTotals, 'subtotal' | 'discount' | 'tax' | 'total'> {
  const sum = (pick: (p: (typeof parts)[number]) => Money) =>
    parts.reduce((acc, p) => add(acc, pick(p)), zero(currency));
  return {
    subtotal: sum((p) => p.subtotal),
    discount: sum((p) => p.discount),
    tax: sum((p) => p.tax),
    total: sum((p) => p.total),
  };
}

type PaymentColumns = Pick<OrderTotals, 'subtotal' | 'discount' | 'tax' | 'total'>;

/** A payment (one allocation of a charge) as its invoice reads it: line amounts and columns. */
export interface PaymentPart {
  /** Each line's advertised amount (quantity 1): they add up to `totals.subtotal`. */
  readonly lines: readonly number[];
  readonly totals: PaymentColumns;
}

/**
 * `amount` minor units of a payment — a partial refund made outside our app, in the provider's
 * dashboard (decision 0153) — as its credit note reads it: the amount split over the payment's net
 * and tax in proportion, the discount in proportion to the net returned, and the advertised
 * subtotal (net + discount) over its lines. Every column is an integer, the part's lines add up
 * to its subtotal and subtotal − discount + tax = `amount`; the whole amount is the payment as is.
 */
export function partOfPayment(payment: PaymentPart, amount: number): PaymentPart {
  const { discount, tax, total } = payment.totals;
  const currency = total.currency;
  if (amount < 0 || amount > total.unscaledValue)
    throw new RangeError(`${amount} is not a part of a payment of ${total.unscaledValue}`);
  if (amount === total.unscaledValue) return payment;
  const net = total.unscaledValue - tax.unscaledValue;
  const [netPart = 0, taxPart = 0] = splitByWeight(amount, [net, tax.unscaledValue]);
  const [discountPart = 0] = splitByWeight(discount.unscaledValue, [netPart, net - netPart]);
  const subtotalPart = netPart + discountPart;
  const lines =
    payment.lines.length > 0 ? splitByWeight(subtotalPart, payment.lines) : payment.lines;
  const m = (minor: number) => money(minor, currency);
  return {
    lines,
    totals: {
      subtotal: m(subtotalPart),
      discount: m(discountPart),
      tax: m(taxPart),
      total: m(amount),
    },
  };
}

/** A renewal's lines: each at its next price, with no discount (decision 0120). */
export const atNextPrice = (amount: Money): OrderLineAmounts => ({
  amount,
  amountWithoutDiscount: amount,
});
