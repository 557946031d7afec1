import {
  basisPointsToPercent,
  extensionStart,
  money,
  periodEnd,
  type CheckoutFlow,
  type Period,
  type SubscriptionItemType,
} from '@halyard/domain';
import type { CatalogPrice } from '../../catalog/catalog.service';
import type { Order, OrderGroup } from './order.service';

const UNIT_NAMES: Record<Period['unit'], [string, string]> = {
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  years: ['year', 'years'],
};

function periodText(period: Period): string {
  const [one, many] = UNIT_NAMES[period.unit];
  return `${period.length} ${period.length === 1 ? one : many}`;
}

/** How a line reads on the estimate, the invoice and the receipt: "Premium, 12 months". */
export function lineDescription(line: CatalogPrice): string {
  const { freePeriod, basePeriod } = line.price;
  const free = freePeriod.length > 0 ? ` + ${periodText(freePeriod)} free` : '';
  return `${line.product.displayName}, ${periodText(basePeriod)}${free}`;
}

export const itemTypeOf = (line: CatalogPrice): SubscriptionItemType =>
  line.product.kind === 'plan' ? 'plan' : 'addon';

/**
 * What an estimate shows of a priced order, the same in the v1 estimate and the v2 checkout's
 * preview: its lines, totals and tax, and what the buyer's credit balance (`credit`, in minor
 * units) leaves to pay.
 */
export function estimateView(order: Order, credit: number) {
  const { totals, tax, currency } = order;
  return {
    currency,
    lines: order.lines.map((line) => ({
      priceId: line.row.id,
      productId: line.product.id,
      itemType: itemTypeOf(line),
      description: lineDescription(line),
      amount: line.price.amount,
      amountWithoutDiscount: line.price.amountWithoutDiscount,
      discountAmount: line.price.discountAmount,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    isTaxable: tax.taxable,
    taxRate: basisPointsToPercent(totals.taxRate),
    // Decision 0196 addendum: a gross price names the VAT it contains.
    taxIncluded: totals.taxIncluded,
    taxCountry: tax.jurisdiction.slice(0, 2),
    tax: totals.tax,
    total: totals.total,
    creditApplied: money(credit, currency),
    amountDue: money(totals.total.unscaledValue - credit, currency),
  };
}

/** The lines of one subscription, plan first. */
export const groupLines = (group: OrderGroup): CatalogPrice[] =>
  group.plan ? [group.plan, ...group.addons] : [...group.addons];

/**
 * The main subscription's paid-through date after the purchase: a new subscription runs its
 * plan's total period from now; an edited plan starts when the paid time ends (decision 0022);
 * added add-ons run their own period from now.
 */
export function renewalDate(
  order: Order,
  flow: CheckoutFlow,
  now: Date,
  paidThrough: string | null = null,
): Date {
  const main = order.groups[0];
  const line = main?.plan ?? main?.addons[0];
  if (!line) return now;
  const start = flow === 'edit_subscription' ? extensionStart(paidThrough, now) : now;
  return periodEnd(start, line.price.totalPeriod);
}
