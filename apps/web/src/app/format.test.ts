import { languageFor } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/i18n/locales';
import { dateTimeFormat, formatRate, numberFormat } from './format';

const lang = (code: string) => languageFor(code) as Language;

describe('tax rates in the page’s language (issue 24 item 9: "Steuer (19.00 %)")', () => {
  it('writes German rates with a decimal comma and no trailing zeros', () => {
    expect(formatRate('19.00', lang('de'))).toBe('19');
    expect(formatRate('7.25', lang('de'))).toBe('7,25');
  });
  it('writes English rates with a decimal point', () => {
    expect(formatRate('7.25', lang('en'))).toBe('7.25');
    expect(formatRate('0.00', lang('en'))).toBe('0');
  });
});

describe('formatters are built once per language and options (decision 0230)', () => {
  it('gives the same formatter for the same language and options, another for other ones', () => {
    const day = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de', day)).toBe(dateTimeFormat('de', { ...day }));
    expect(dateTimeFormat('de', day)).not.toBe(dateTimeFormat('fr', day));
    expect(dateTimeFormat('de', day)).not.toBe(dateTimeFormat('de', { dateStyle: 'long' }));
    expect(numberFormat('de', { maximumFractionDigits: 2 })).toBe(
      numberFormat('de', { maximumFractionDigits: 2 }),
    );
    // A cached formatter writes what a new one would.
    expect(dateTimeFormat('de', day).format(new Date('2026-11-23T12:00:00Z'))).toBe('23.11.2026');
  });
});
