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
