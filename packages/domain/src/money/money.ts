import { DEFAULT_CURRENCY, PRICE_SCALE, type Currency, type PriceScale } from './currency';
import { assertSafeInteger, divideRounded, scaleRounded, type RoundingMode } from './rounding';
import { fail, ok, type Result } from '../shared/result';

/**
 * spec §3 "a scaled amount with unscaledValue, scale and currency": `unscaledValue` is an integer
 * number of minor units and `scale` is always 2 (spec §9), so 12.95 USD is { 1295, 2, 'USD' }.
 */
export interface Money {
  readonly unscaledValue: number;
  readonly scale: PriceScale;
  readonly currency: Currency;
}

const MINOR_PER_MAJOR = 10 ** PRICE_SCALE;

/**
 * spec §3/§9: an amount of minor units. Throws RangeError for a fraction of a cent (a programming
 * error).
 */
export function money(unscaledValue: number, currency: Currency = DEFAULT_CURRENCY): Money {
  return {
    unscaledValue: assertSafeInteger(unscaledValue, 'unscaledValue'),
    scale: PRICE_SCALE,
    currency,
  };
}

/** spec §9: nothing, in a currency (USD by default). */
export function zero(currency: Currency = DEFAULT_CURRENCY): Money {
  return money(0, currency);
}

function sameCurrency(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) {
    throw new TypeError(`Currency mismatch: ${a.currency} and ${b.currency}`);
  }
  return a.currency;
}

/** spec §9 integer money: a + b in the same currency. */
export function add(a: Money, b: Money): Money {
  return money(a.unscaledValue + b.unscaledValue, sameCurrency(a, b));
}

/** spec §9 integer money: a − b in the same currency. */
export function subtract(a: Money, b: Money): Money {
  return money(a.unscaledValue - b.unscaledValue, sameCurrency(a, b));
}

/** spec §9: amount × an integer factor (a quantity, a number of months). */
export function multiply(amount: Money, factor: number): Money {
  return money(scaleRounded(amount.unscaledValue, factor, 1, 'down'), amount.currency);
}

/** spec §9: amount ÷ an integer divisor, rounded with `mode`. */
export function divide(amount: Money, divisor: number, mode: RoundingMode): Money {
  return money(divideRounded(amount.unscaledValue, divisor, mode), amount.currency);
}

/** spec §9: amount × numerator ÷ denominator, rounded once with `mode`. */
export function multiplyRatio(
  amount: Money,
  numerator: number,
  denominator: number,
  mode: RoundingMode,
): Money {
  return money(scaleRounded(amount.unscaledValue, numerator, denominator, mode), amount.currency);
}

/** spec §9: `percent` % (a whole percentage) of amount, rounded with `mode` (half-up default). */
export function percentOf(amount: Money, percent: number, mode: RoundingMode = 'half-up'): Money {
  return multiplyRatio(amount, percent, 100, mode);
}

/** spec §3 amountPerMonth: a total over whole months, marketing-rounded by default (§9). */
export function perMonth(total: Money, months: number, mode: RoundingMode = 'marketing'): Money {
  return divide(total, months, mode);
}

/** spec §3 amountPerDay: a total over whole days, marketing-rounded by default (§9). */
export function perDay(total: Money, days: number, mode: RoundingMode = 'marketing'): Money {
  return divide(total, days, mode);
}

/** spec §3 discountAmount: what the buyer saves against the base price, never negative. */
export function discountAmount(base: Money, price: Money): Money {
  const saving = subtract(base, price);
  return saving.unscaledValue > 0 ? saving : zero(saving.currency);
}

/**
 * spec §3 discountPercentage: the saving as a whole percentage of the base price. Floor by
 * default, so we never advertise more than the buyer saves (spec §9 table: basic 12M, 467 against
 * 1295 a month, saves 63.9 % and shows 63 %). 0 when the base is not positive.
 */
export function discountPercentage(
  base: Money,
  price: Money,
  mode: RoundingMode = 'floor',
): number {
  if (base.unscaledValue <= 0) return 0;
  return divideRounded(discountAmount(base, price).unscaledValue * 100, base.unscaledValue, mode);
}

/** spec §9 integer money: orders two amounts of the same currency. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.unscaledValue === b.unscaledValue ? 0 : a.unscaledValue < b.unscaledValue ? -1 : 1;
}

/** spec §9 integer money: same currency and same minor units. */
export function equals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.unscaledValue === b.unscaledValue;
}

/** spec §9 integer money: no minor units at all. */
export function isZero(amount: Money): boolean {
  return amount.unscaledValue === 0;
}

/** "12.95", "-0.05": the plain decimal text used in URLs and reports (spec §2 amount param). */
export function toDecimalString(amount: Money): string {
  const sign = amount.unscaledValue < 0 ? '-' : '';
  const abs = Math.abs(amount.unscaledValue);
  const minorUnits = abs % MINOR_PER_MAJOR;
  const major = (abs - minorUnits) / MINOR_PER_MAJOR; // exact: a multiple of 100 divided by 100
  const minor = String(minorUnits).padStart(PRICE_SCALE, '0');
  return `${sign}${major}.${minor}`;
}

/** spec §3 amount: parses "12.95", "12.9", "12" or "-3.50" without floats; 3 decimals refused. */
export function parseMoney(
  text: string,
  currency: Currency = DEFAULT_CURRENCY,
): Result<Money, 'invalid-amount'> {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return fail('invalid-amount');
  const [, sign, major = '', fraction = ''] = match;
  const unscaled = Number(major) * MINOR_PER_MAJOR + Number(fraction.padEnd(PRICE_SCALE, '0'));
  if (!Number.isSafeInteger(unscaled)) return fail('invalid-amount');
  // `+ 0` turns "-0" into 0, so "-0.00" equals zero().
  return ok(money((sign === '-' ? -unscaled : unscaled) + 0, currency));
}
