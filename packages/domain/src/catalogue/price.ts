import { DAYS_PER_MONTH } from '../shared/time';
import type { Currency } from '../money/currency';
import { divideRounded } from '../money/rounding';
import { discountAmount, money, multiplyRatio, perDay, type Money } from '../money/money';
import { addPeriods, periodDays, type Period } from './periods';

/**
 * A price as the catalogue stores it: what the seed writes and the database row holds. Every
 * other spec §3 Price field is derived from it by `computePrice`.
 */
export interface CatalogueRow {
  readonly id: string;
  readonly offerId: string;
  readonly productId: string;
  readonly externalRef: string;
  readonly currency: Currency;
  readonly basePeriod: Period;
  readonly freePeriod: Period;
  /** Minor units charged for the first total period. */
  readonly amount: number;
  /** Minor units charged at each renewal (spec §3 nextPrice). */
  readonly nextAmount: number;
  /** Advertised discount in whole percent, 0 to 99 (spec §9 table; decision 0011). */
  readonly discountPercentage: number;
  /** Tax is added on top at checkout (spec §9 dedicated IP "taxed and untaxed variants"). */
  readonly taxed: boolean;
  readonly recommended: boolean;
  readonly sortOrder: number;
}

/** spec §3 Price, every field. */
export interface Price {
  readonly id: string;
  readonly productId: string;
  readonly externalRef: string;
  readonly totalPeriod: Period;
  readonly basePeriod: Period;
  readonly freePeriod: Period;
  readonly amount: Money;
  readonly nextPrice: Money;
  readonly amountPerMonth: Money;
  readonly amountPerDay: Money;
  readonly amountWithoutDiscount: Money;
  readonly discountAmount: Money;
  readonly discountPercentage: number;
}

/**
 * spec §3 amountWithoutDiscount: the smallest whole-cent amount against which `amount` is exactly
 * `percent` % off once floored (decision 0011), ceil(amount × 100 / (100 − percent)).
 */
export function amountWithoutDiscountFor(amount: number, percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 99) {
    throw new RangeError(`Discount must be a whole percentage from 0 to 99: ${percent}`);
  }
  return divideRounded(amount * 100, 100 - percent, 'ceiling');
}

/**
 * spec §3 every Price field from a catalogue row (GET /api/v1/offers/{offerId} serves these):
 * - totalPeriod = basePeriod + freePeriod;
 * - amountPerMonth and amountPerDay spread `amount` over the total period (a month is 30 days,
 *   spec §9) with spec §9 marketing rounding in cents (decision 0010);
 * - amountWithoutDiscount, discountAmount and discountPercentage agree with each other and with
 *   the advertised discount.
 */
export function computePrice(row: CatalogueRow): Price {
  const totalPeriod = addPeriods(row.basePeriod, row.freePeriod);
  const days = periodDays(totalPeriod);
  const amount = money(row.amount, row.currency);
  const amountWithoutDiscount = money(
    amountWithoutDiscountFor(row.amount, row.discountPercentage),
    row.currency,
  );
  return {
    id: row.id,
    productId: row.productId,
    externalRef: row.externalRef,
    totalPeriod,
    basePeriod: row.basePeriod,
    freePeriod: row.freePeriod,
    amount,
    nextPrice: money(row.nextAmount, row.currency),
    amountPerMonth: multiplyRatio(amount, DAYS_PER_MONTH, days, 'marketing'),
    amountPerDay: perDay(amount, days),
    amountWithoutDiscount,
    discountAmount: discountAmount(amountWithoutDiscount, amount),
    discountPercentage: row.discountPercentage,
  };
}
