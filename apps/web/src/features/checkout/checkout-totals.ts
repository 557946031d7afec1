import type { EstimateResult, PromotionCodeCheck } from '@halyard/contract';
import {
  add,
  matchingPlans,
  orderTotals,
  periodEnd,
  promotedPrice,
  subtract,
  zero,
  type Money,
  type Period,
} from '@halyard/domain';
import type { PricedItem } from '@/app/storefront/offer';
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
    /** EU reverse charge (decision 0198): no VAT, the summary says why. */
    readonly reverseCharge?: boolean;
  } | null;
  readonly total: Money;
  readonly renewal: {
    readonly amount: Money;
    readonly period: Period;
    /** Null when only the estimate can tell (an edit starts when the paid time ends). */
    readonly date: string | null;
  };
  /** Issue 22 item 4: the applied code and what it takes off (shown apart from `discount`). */
  readonly promotion?: { readonly code: string; readonly amount: Money };
  /**
   * Decision 0218: what the signed-in buyer's credit balance pays of `total`, and what is left
   * to pay now (the server's figures; absent when no balance applies).
   */
  readonly credit?: { readonly applied: Money; readonly due: Money };
}

/** What is paid now with the payment method: the total less any credit balance. */
export const amountToPay = (totals: CheckoutTotals): Money => totals.credit?.due ?? totals.total;

/**
 * Before the estimate, the page's own reading of the applied code's cut (the domain's rule on
 * the served prices): what the summary shows until the server's estimate replaces it.
 */
function promotedItems(
  data: CheckoutData,
  promotion: PromotionCodeCheck | null,
): readonly PricedItem[] {
  const items = orderItems(data);
  if (!promotion) return items;
  return items.map((item) =>
    item === data.plan && matchingPlans(promotion, [item.product.id]).length > 0
      ? { ...item, price: promotedPrice(promotion, item.price) }
      : item,
  );
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
  promotion: PromotionCodeCheck | null = null,
): CheckoutTotals {
  const items = promotedItems(data, promotion);
  const lead = items[0];
  const currency = data.offer.currency;
  const period = lead?.price.basePeriod ?? { length: 1, unit: 'month' as const };
  const applied = estimate?.promotion;
  if (estimate)
    return {
      subtotal: estimate.subtotal,
      discount: applied ? subtract(estimate.discount, applied.discount) : estimate.discount,
      ...(applied && { promotion: { code: applied.code, amount: applied.discount } }),
      tax: {
        amount: estimate.tax,
        rate: estimate.taxRate,
        included: estimate.taxIncluded ?? false,
        country: estimate.taxCountry ?? '',
        ...(estimate.reverseCharge && { reverseCharge: true }),
      },
      total: estimate.total,
      renewal: { amount: estimate.renewal.total, period, date: estimate.renewal.date },
      ...(estimate.creditApplied &&
        estimate.amountDue &&
        estimate.creditApplied.unscaledValue > 0 && {
          credit: { applied: estimate.creditApplied, due: estimate.amountDue },
        }),
    };
  const totals = orderTotals(
    items.map((item) => item.price),
    currency,
    0,
  );
  const renewal = items.reduce((sum, item) => add(sum, item.price.nextPrice), zero(currency));
  const listed = orderItems(data).map((item) => item.price.amount);
  let cut = zero(currency);
  items.forEach((item, i) => {
    cut = add(cut, subtract(listed[i] ?? item.price.amount, item.price.amount));
  });
  const startsNow = data.flow === 'order' || data.flow === 'additional_purchase';
  return {
    subtotal: totals.subtotal,
    discount: promotion ? subtract(totals.discount, cut) : totals.discount,
    ...(promotion && { promotion: { code: promotion.code, amount: cut } }),
    tax: null,
    total: totals.total,
    renewal: {
      amount: renewal,
      period,
      date: startsNow && lead ? periodEnd(now, lead.price.totalPeriod).toISOString() : null,
    },
  };
}
