import { languageFor } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/i18n/locales';
import { formatRate } from './format';

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
