import type { IncludedTax } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n/locales';
import { useLanguage } from '@/i18n/use-language';
import { countryName } from './countries';
import { formatRate } from './format';

/** The rate ("19") and the country's name ("Deutschland") as a page in `language` writes them. */
export const includedTaxValues = (
  tax: { readonly rate: string; readonly country: string },
  language: Language,
) => ({
  rate: formatRate(tax.rate, language),
  country: countryName(tax.country, language.languageCode),
});

/**
 * The portal's "incl. 19 % VAT (Germany): €24.26" under an amount that is gross (decision 0196
 * addendum): rate, country and amount as the server sent them in `included_tax`; nothing for a
 * net price (an exclusive tenant, the US, a business under reverse charge).
 */
export const includedTaxNote = (
  t: TFunction,
  tax: IncludedTax | undefined,
  language: Language,
): string | null =>
  tax
    ? t('dashboard.facts.taxIncluded', {
        ...includedTaxValues(tax, language),
        amount: formatMoney(tax.amount, language.code),
      })
    : null;

/** `includedTaxNote` in the page's language. */
export function useIncludedTaxNote(): (tax: IncludedTax | undefined) => string | null {
  const { t } = useTranslation();
  const language = useLanguage();
  return (tax) => includedTaxNote(t, tax, language);
}
