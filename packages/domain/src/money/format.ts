import { CURRENCY_SYMBOLS, PRICE_SCALE } from './currency';
import { toDecimalString, type Money } from './money';
import { decimalSeparatorFor, languageFor } from '../languages/languages';

// Building an Intl.NumberFormat costs far more than using one: one per language and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(languageCode: string, currency: Money['currency']): Intl.NumberFormat {
  const key = `${languageCode}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageCode, {
      style: 'currency',
      currency,
      numberingSystem: 'latn',
      minimumFractionDigits: PRICE_SCALE,
      maximumFractionDigits: PRICE_SCALE,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price as a shopper in `locale` reads it, e.g. "$12.95" (en), "12,95 €" (de), "£9.99".
 * Intl.NumberFormat gives the locale's layout; then the spec's rules are imposed on its parts:
 * - spec §9 currency symbols £, € and $ (Intl writes "US$" or "EUR" in some locales);
 * - spec §9 decimal separator per locale (the table agrees with ICU's grouping for all 29
 *   languages, which a test checks, so the grouping separator never clashes with it).
 * The amount goes to Intl as a decimal string, so no float is involved.
 */
export function formatMoney(amount: Money, locale: string | null | undefined = 'en'): string {
  const separator = decimalSeparatorFor(locale);
  const formatter = formatterFor(languageFor(locale).languageCode, amount.currency);
  // Intl.NumberFormat v3 formats a decimal string exactly; "12.95" is a `${number}`.
  const value = toDecimalString(amount) as `${number}`;
  return formatter
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'currency') return CURRENCY_SYMBOLS[amount.currency];
      if (part.type === 'decimal') return separator;
      return part.value;
    })
    .join('');
}
