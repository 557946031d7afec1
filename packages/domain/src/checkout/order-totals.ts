import type { Currency } from '../money/currency';
import { add, multiplyRatio, subtract, zero, type Money } from '../money/money';
import { taxIncludedIn } from '../tax/tax-display';

/** One priced line of an order: what is charged and the advertised price before the discount. */
export interface OrderLineAmounts {
  readonly amount: Money;
  readonly amountWithoutDiscount: Money;
}

/** The totals of an order (POST /api/v1/estimate, the checkout charge and its invoice). */
export interface OrderTotals {
  /** The advertised prices before discounts (spec §3 amountWithoutDiscount, summed). */
  readonly subtotal: Money;
  /** What the advertised discounts take off (spec §3 discountAmount, summed). */
  readonly discount: Money;
  /** Tax on subtotal − discount at `taxRate` basis points, half up once on the whole order. */
  readonly tax: Money;
  /** subtotal − discount + tax: exactly what the checkout charges. */
  readonly total: Money;
  readonly taxRate: number;
  /**
   * Decision 0196: the prices are gross (taxDisplay `inclusive` for a consumer in a country that
   * requires it): `tax` is the VAT contained in subtotal − discount and total = subtotal −
   * discount, so the buyer pays exactly the price shown.
   */
  readonly taxIncluded: boolean;
}

/** Tax at `rate` basis points (725 = 7.25 %) of a net amount, rounded half up to the cent. */
export function taxOn(net: Money, rate: number): Money {
  return multiplyRatio(net, rate, 10_000, 'half-up');
}

/**
 * The order's totals (decision 0021): tax is added on top of the net amount (prices are quoted
 * without tax), once for the whole order so the invoice's tax equals the estimate's.
 */
export function orderTotals(
  lines: readonly OrderLineAmounts[],
  currency: Currency,
  taxRate: number,
  taxIncluded = false,
): OrderTotals {
  const subtotal = lines.reduce(
    (sum, line) => add(sum, line.amountWithoutDiscount),
    zero(currency),
  );
  const net = lines.reduce((sum, line) => add(sum, line.amount), zero(currency));
  const discount = subtract(subtotal, net);
  if (taxIncluded)
    return {
      subtotal,
      discount,
      tax: taxIncludedIn(net, taxRate),
      total: net,
      taxRate,
      taxIncluded,
    };
  const tax = taxOn(net, taxRate);
  return { subtotal, discount, tax, total: add(net, tax), taxRate, taxIncluded };
}
