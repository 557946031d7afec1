import type { LanguageCode } from '../languages/languages';
import { isCurrency, type Currency } from '../money/currency';
import { EU_VAT } from '../tax/tax-rates';

/**
 * The currency a language's shoppers see first (spec §9 sells in USD, EUR and GBP; USD is the
 * default). Languages of the EU and EEA get EUR; every other language USD. Exhaustive: a new
 * language must say (decision 0051).
 */
export const LANGUAGE_CURRENCY: Record<LanguageCode, Currency> = {
  en: 'USD',
  ar: 'USD',
  cs: 'EUR',
  dk: 'EUR',
  de: 'EUR',
  el: 'EUR',
  es: 'EUR',
  fi: 'EUR',
  fr: 'EUR',
  he: 'USD',
  hu: 'EUR',
  id: 'USD',
  it: 'EUR',
  jp: 'USD',
  kr: 'USD',
  ms: 'USD',
  nl: 'EUR',
  no: 'EUR',
  pl: 'EUR',
  pt: 'EUR',
  ro: 'EUR',
  ru: 'USD',
  se: 'EUR',
  th: 'USD',
  tr: 'USD',
  ua: 'USD',
  vn: 'USD',
  'zh-cn': 'USD',
  'zh-tw': 'USD',
};

/** The currency of a residence country: GBP in the UK, EUR in the EU, otherwise USD. */
export function currencyForCountry(country: string): Currency {
  const code = country.trim().toUpperCase();
  if (code === 'GB') return 'GBP';
  return code in EU_VAT ? 'EUR' : 'USD';
}

/**
 * spec §9 currency choice on the order page: an explicit `?currency=` wins, then the visitor's
 * country when known, then the page language.
 */
export function chooseCurrency(input: {
  readonly requested?: string | null;
  readonly country?: string | null;
  readonly language: LanguageCode;
}): Currency {
  const requested = (input.requested ?? '').toUpperCase();
  if (isCurrency(requested)) return requested;
  if (input.country?.trim()) return currencyForCountry(input.country);
  return LANGUAGE_CURRENCY[input.language];
}
