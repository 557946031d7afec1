import type { Language } from '@/i18n/locales';

/**
 * A date as the page's language writes it ("Nov 23, 2026", "23.11.2026"). Dates are days in the
 * account's terms, so they are read in UTC, the zone the server stores them in.
 */
export function formatDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language.languageCode, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(instant));
}

/**
 * A tax rate as the page's language writes it (issue 24 item 9): the server sends "19.00", which
 * German shows as "19" and "7.25" as "7,25" — never the decimal point of another language.
 */
export function formatRate(rate: string, language: Language): string {
  return new Intl.NumberFormat(language.languageCode, { maximumFractionDigits: 2 }).format(
    Number(rate),
  );
}
