import { languageFor } from '@halyard/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "23 November 2026, 12:00 UTC" in the reader's language (alert emails, issue 23). */
export function dateTimeText(instant: Date, language: string | null): string {
  const lang = languageFor(language).languageCode;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    formats.set(lang, format);
  }
  return `${format.format(instant)} UTC`;
}
