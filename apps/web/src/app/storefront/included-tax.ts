import { useTranslation } from 'react-i18next';
import { includedTaxValues } from '@/app/included-tax-note';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';

/** The VAT a gross price contains (decision 0196): its rate ("19.00") and country ("DE"). */
export interface IncludedTax {
  readonly rate: string;
  readonly country: string;
}

/** "incl. 19 % VAT (Germany)" in the page's language: rate and country named (issue 22 item 3). */
export function useIncludedTaxLabel(): (tax: IncludedTax) => string {
  const { t } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  return (tax) => t('summary.taxIncluded', includedTaxValues(tax, language));
}

/**
 * The country a storefront page prices for before the buyer names one (decision 0196): the region
 * the page's language implies (de → DE, fr → FR, sv → SE); the checkout form's country takes over.
 */
export function impliedCountry(languageCode: string): string | undefined {
  try {
    return new Intl.Locale(languageCode).maximize().region;
  } catch {
    return undefined;
  }
}
