import { describe, expect, it } from 'vitest';
import { DECIMAL_SEPARATORS, LANGUAGES } from '../languages/languages';
import { formatMoney } from './format';
import { money } from './money';

/** ICU uses no-break spaces and right-to-left marks; compare what a reader sees. */
const visible = (text: string) => text.replace(/\u200f/g, '').replace(/\s/g, ' ');

describe('formatting a price for a locale (Intl.NumberFormat + spec §9 rules)', () => {
  it.each([
    [1295, 'USD', 'en', '$12.95'],
    [11695, 'GBP', 'en', '£116.95'],
    [5995, 'EUR', 'de', '59,95 €'],
    [5995, 'EUR', 'fr', '59,95 €'],
    [9995, 'USD', 'jp', '$99.95'],
    [9995, 'USD', 'kr', '$99.95'],
    [9995, 'USD', 'th', '$99.95'],
    [123456, 'EUR', 'nl', '€ 1.234,56'],
    [123456, 'EUR', 'se', '1 234,56 €'],
    [1295, 'EUR', 'hu', '12,95 €'],
    [1295, 'EUR', 'ua', '12,95 €'],
    [1295, 'USD', 'zh-cn', '$12.95'],
    [1295, 'USD', 'xx', '$12.95'],
  ] as const)('%i %s in %s reads %s', (value, currency, locale, expected) => {
    expect(visible(formatMoney(money(value, currency), locale))).toBe(expected);
  });

  it('uses English and the spec §9 symbols by default', () => {
    expect(formatMoney(money(1295))).toBe('$12.95');
  });

  it.each(LANGUAGES.map((l) => [l.code] as const))(
    'in %s, writes the spec §9 decimal separator and a different grouping separator',
    (code) => {
      const text = visible(formatMoney(money(123456789, 'EUR'), code));
      const separator = DECIMAL_SEPARATORS[code];
      expect(text).toMatch(new RegExp(`\\d\\${separator}\\d\\d(\\D|$)`));
      expect(text.indexOf(separator)).toBe(text.lastIndexOf(separator));
      expect(text).toContain('€');
    },
  );
});
