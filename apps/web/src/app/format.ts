import type { Language } from '@/i18n/locales';

// Building an Intl formatter costs far more than using one, in the browser and in the server's
// render alike: one formatter per language and options, kept for the process's life, like the
// domain's price formatters. (A page's very first formatter also loads ICU's data; a worker pays
// for that, decision 0230.)
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl.DateTimeFormat for a language and options, built once. */
export const dateTimeFormat = (languageCode: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d|${languageCode}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(languageCode, options),
  );

/** Intl.NumberFormat for a language and options, built once. */
export const numberFormat = (languageCode: string, options: Intl.NumberFormatOptions) =>
  cached(
    `n|${languageCode}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(languageCode, options),
  );

/**
 * A date as the page's language writes it ("Nov 23, 2026", "23.11.2026"). Dates are days in the
 * account's terms, so they are read in UTC, the zone the server stores them in.
 */
export function formatDate(instant: string, language: Language): string {
  return dateTimeFormat(language.languageCode, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(instant),
  );
}

/**
 * A tax rate as the page's language writes it (issue 24 item 9): the server sends "19.00", which
 * German shows as "19" and "7.25" as "7,25" — never the decimal point of another language.
 */
export function formatRate(rate: string, language: Language): string {
  return numberFormat(language.languageCode, { maximumFractionDigits: 2 }).format(Number(rate));
}
