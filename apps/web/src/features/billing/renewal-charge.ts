import { formatMoney } from '@halyard/domain';
import type { TFunction } from 'i18next';
import { includedTaxNote } from '@/app/included-tax-note';
import type { PortalSubscription } from '@/app/subscriptions-query';
import type { Language } from '@/i18n/locales';

/**
 * The renewal a page asks the customer to pay or to turn back on — the retry page's amount due,
 * the auto-renew page's next charge: the server's renewal price and, when it is gross, the VAT it
 * contains (decision 0196 addendum), both as the server sent them.
 */
export function renewalCharge(
  t: TFunction,
  sub: Pick<PortalSubscription, 'renewal_price' | 'included_tax'>,
  language: Language,
): { readonly amount: string; readonly includedTax: string | null } {
  return {
    amount: formatMoney(sub.renewal_price, language.code),
    includedTax: includedTaxNote(t, sub.included_tax, language),
  };
}
