import { isOneOf } from '../shared/one-of';

/** spec §9: the currencies we sell in, their symbols, the default and the price scale. */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** spec §9 "The default is USD." */
export const DEFAULT_CURRENCY: Currency = 'USD';

/** spec §9 "Currency symbols: £, € and $." Exhaustive: a new currency needs its symbol. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
};

/** spec §9 "Price scale is 2": amounts are integers of minor units (cents, pence). */
export const PRICE_SCALE = 2;
export type PriceScale = typeof PRICE_SCALE;

/** spec §9: one of the currencies we sell in. */
export function isCurrency(value: unknown): value is Currency {
  return isOneOf(CURRENCIES, value);
}

/** The currency for a code from outside (a query, a cookie), falling back to USD (spec §9). */
export function currencyOrDefault(value: unknown): Currency {
  if (typeof value !== 'string') return DEFAULT_CURRENCY;
  const upper = value.toUpperCase();
  return isCurrency(upper) ? upper : DEFAULT_CURRENCY;
}
