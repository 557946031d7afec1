import { describe, expect, it } from 'vitest';
import {
  DECIMAL_SEPARATORS,
  decimalSeparatorFor,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageFor,
  LANGUAGES,
  LOCALE_COOKIE,
  NEW_ITEM_LABEL,
} from './languages';

describe('spec §1/§9 languages', () => {
  it('has 29 languages with unique codes, English the default', () => {
    expect(LANGUAGES).toHaveLength(29);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(29);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES[0]).toEqual({ name: 'English', code: 'en', languageCode: 'en' });
  });

  it('the code differs from languageCode exactly for dk/da, se/sv, vn/vi, ua/uk, jp/ja and kr/ko (and the case of zh tags)', () => {
    const differing = LANGUAGES.filter((l) => l.code !== l.languageCode.toLowerCase()).map((l) => [
      l.code,
      l.languageCode,
    ]);
    expect(differing).toEqual([
      ['dk', 'da'],
      ['jp', 'ja'],
      ['kr', 'ko'],
      ['se', 'sv'],
      ['ua', 'uk'],
      ['vn', 'vi'],
    ]);
  });

  it('every language tag is one Intl knows', () => {
    LANGUAGES.forEach((l) =>
      expect(Intl.NumberFormat.supportedLocalesOf(l.languageCode)).toHaveLength(1),
    );
  });

  it('finds a language by code, English for an unknown one', () => {
    expect(languageFor('jp').languageCode).toBe('ja');
    expect(languageFor('xx').code).toBe('en');
    expect(languageFor(null).code).toBe('en');
    expect(isLanguageCode('kr')).toBe(true);
    expect(isLanguageCode('ko')).toBe(false);
  });

  it('stores the choice in a cookie named locale, and labels new items "New!"', () => {
    expect(LOCALE_COOKIE).toBe('locale');
    expect(NEW_ITEM_LABEL).toBe('New!');
  });
});

describe('spec §9 decimal separator: comma for most European locales, dot for en, th, jp and kr', () => {
  it.each(['en', 'th', 'jp', 'kr'])('%s uses a dot', (code) => {
    expect(decimalSeparatorFor(code)).toBe('.');
  });

  it.each([
    'de',
    'fr',
    'es',
    'it',
    'nl',
    'pl',
    'pt',
    'dk',
    'se',
    'no',
    'fi',
    'cs',
    'el',
    'hu',
    'ro',
    'ru',
    'ua',
  ])('European %s uses a comma', (code) => {
    expect(decimalSeparatorFor(code)).toBe(',');
  });

  it('an unknown locale uses the default language’s dot', () => {
    expect(decimalSeparatorFor('xx')).toBe('.');
    expect(decimalSeparatorFor(undefined)).toBe('.');
  });

  it('agrees with each language’s own convention in Intl', () => {
    for (const language of LANGUAGES) {
      const decimal = new Intl.NumberFormat(language.languageCode, { numberingSystem: 'latn' })
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')?.value;
      expect([language.code, decimal]).toEqual([language.code, DECIMAL_SEPARATORS[language.code]]);
    }
  });
});
