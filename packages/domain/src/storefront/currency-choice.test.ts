import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages/languages';
import { chooseCurrency, currencyForCountry, LANGUAGE_CURRENCY } from './currency-choice';

describe('spec §9 the currency a shopper sees first (USD default, EUR, GBP)', () => {
  it.each([
    [{ requested: 'gbp', language: 'de' }, 'GBP'],
    [{ requested: 'JPY', language: 'de' }, 'EUR'],
    [{ requested: null, country: 'GB', language: 'en' }, 'GBP'],
    [{ country: 'de', language: 'en' }, 'EUR'],
    [{ country: 'US', language: 'de' }, 'USD'],
    [{ country: ' ', language: 'fr' }, 'EUR'],
    [{ language: 'en' }, 'USD'],
    [{ language: 'jp' }, 'USD'],
  ] as const)('%j → %s', (input, currency) => {
    expect(chooseCurrency(input)).toBe(currency);
  });

  it.each([
    ['GB', 'GBP'],
    ['FR', 'EUR'],
    ['CA', 'USD'],
  ])('the residence %s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('every one of the 29 languages has a currency', () => {
    for (const language of LANGUAGES)
      expect(LANGUAGE_CURRENCY[language.code]).toMatch(/^(USD|EUR)$/);
  });
});
