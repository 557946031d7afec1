import type { EstimateResult } from '@halyard/contract';
import { add, orderTotals, periodEnd, zero, type Money, type Period } from '@halyard/domain';
import type { CheckoutData } from './checkout-data';

/** What the summary and the renewal terms show: the estimate's, or the prices' before tax. */
export interface CheckoutTotals {
  readonly subtotal: Money;
  readonly discount: Money;
  /** Null until an address gives the estimate (tax needs it). */
  readonly tax: {
    readonly amount: Money;
    readonly rate: string;
    /** Decision 0196: the VAT is in the prices shown (gross), in this country ("DE"). */
    readonly included: boolean;
    readonly country: string;
  } | null;
  readonly total: Money;
  readonly renewal: {
    readonly amount: Money;
    readonly period: Period;
    /** Null when only the estimate can tell (an edit starts when the paid time ends). */
    readonly date: string | null;
  };
}

/** The lines of the order: the plan first, then the add-ons. */
export const orderItems = (data: CheckoutData) =>
  data.plan ? [data.plan, ...data.addons] : data.addons;

/**
 * The order's totals (decision 0021): the estimate's when there is one; before that, the prices
 * summed by the domain (`orderTotals` with no tax) and the renewal from their next prices.
 */
export function checkoutTotals(
  data: CheckoutData,
  estimate: EstimateResult | null,
  now: Date,
): CheckoutTotals {
  const items = orderItems(data);
  const lead = items[0];
  const currency = data.offer.currency;
  const period = lead?.price.basePeriod ?? { length: 1, unit: 'month' as const };
  if (estimate)
    return {
      subtotal: estimate.subtotal,
      discount: estimate.discount,
      tax: {
        amount: estimate.tax,
        rate: estimate.taxRate,
        included: estimate.taxIncluded ?? false,
        country: estimate.taxCountry ?? '',
      },
      total: estimate.total,
      renewal: { amount: estimate.renewal.total, period, date: estimate.renewal.date },
    };
  const totals = orderTotals(
    items.map((item) => item.price),
    currency,
    0,
  );
  const renewal = items.reduce((sum, item) => add(sum, item.price.nextPrice), zero(currency));
  const startsNow = data.flow === 'order' || data.flow === 'additional_purchase';
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    tax: null,
    total: totals.total,
    renewal: {
      amount: renewal,
      period,
      date: startsNow && lead ? periodEnd(now, lead.price.totalPeriod).toISOString() : null,
    },
  };
}
