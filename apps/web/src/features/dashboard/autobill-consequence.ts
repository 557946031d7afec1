import { formatMoney } from '@halyard/domain';
import type { TFunction } from 'i18next';
import { formatDate } from '@/app/format';
import { includedTaxNote } from '@/app/included-tax-note';
import { paymentMethodLabel } from '@/app/payment-method-label';
import type { PortalSubscription } from '@/app/subscriptions-query';
import type { Language } from '@/i18n/locales';

/**
 * What the auto-renew dialog says the switch does (DESIGN.md: state the consequence). Turning it
 * on names the next charge — amount, method, date — and, when that amount is gross, the VAT it
 * contains (decision 0196 addendum: "incl. 19 % VAT (Germany): €15.96", from the server's
 * `included_tax`). Turning it off names the charge that will not happen, nothing more.
 */
export function autobillConsequence(
  t: TFunction,
  sub: PortalSubscription,
  language: Language,
): { readonly text: string; readonly includedTax: string | null } {
  const date = sub.next_payment_date ? formatDate(sub.next_payment_date, language) : null;
  const amount = formatMoney(sub.renewal_price, language.code);
  if (sub.auto_billing_enabled)
    return {
      text: date
        ? t('autoRenew.offConsequence', { date, amount })
        : t('autoRenew.offConsequenceNoDate'),
      includedTax: null,
    };
  const method = paymentMethodLabel(t, sub);
  return {
    text: date
      ? t('autoRenew.onConsequence', { date, amount, method })
      : t('autoRenew.onConsequenceNoDate', { amount, method }),
    includedTax: includedTaxNote(t, sub.included_tax, language),
  };
}
