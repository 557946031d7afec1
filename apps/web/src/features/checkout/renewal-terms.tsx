import { footerRules } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { everyText, useFormatDate, useFormatMoney } from '@/app/storefront/format';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useNow } from '@/app/use-now';
import { useLanguage } from '@/i18n/use-language';
import { ShieldIcon } from '@/ui/icons';
import { amountToPay, type CheckoutTotals } from './checkout-totals';

/**
 * Honest renewal terms (DESIGN.md, auto-renewal laws): what is charged today, what it renews at,
 * how often, from when, and how to cancel — e.g. "Renews at $116.95 every 12 months from
 * Nov 22, 2027. Cancel anytime in your account."
 */
export function RenewalTerms({
  totals,
  className,
}: {
  readonly totals: CheckoutTotals;
  readonly className?: string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useFormatMoney();
  const date = useFormatDate();
  const { renewal } = totals;
  const values = { amount: money(renewal.amount), every: everyText(t, renewal.period) };
  return (
    <p className={className}>
      {t(totals.tax ? 'terms.today' : 'terms.todayBeforeTax', {
        amount: money(amountToPay(totals)),
      })}{' '}
      {renewal.date
        ? t(totals.tax ? 'terms.renewsFrom' : 'terms.renewsFromBeforeTax', {
            ...values,
            date: date(renewal.date),
          })
        : t(totals.tax ? 'terms.renews' : 'terms.renewsBeforeTax', values)}{' '}
      {t('terms.cancel')}
    </p>
  );
}

/** spec §9 "Money-back guarantee: 30 days" (the product's moneyBackGuaranteeDays, from the offer). */
export function Guarantee({ days }: { readonly days: number }) {
  const { t } = useTranslation(CHECKOUT_NS);
  if (days <= 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-success-800">
      <ShieldIcon className="size-4" />
      {t('order.guarantee', { count: days })}
    </p>
  );
}

const LINK_MARK = '\u0000';
type AgreementLink = 'terms' | 'refunds' | 'privacy';

/**
 * Issue 17 item 2: "By paying you agree to…" with the legal pages linked, in the page's language
 * (spec §2 locale prefix, domain `footerRules`). The sentence is one translation with the link
 * texts as placeholders, so each language orders them its own way.
 */
export function PaymentAgreement() {
  const { t } = useTranslation(CHECKOUT_NS);
  const rules = footerRules(useLanguage().code, useNow());
  const hrefs: Record<AgreementLink, string> = {
    terms: rules.termsUrl,
    refunds: rules.refundPolicyUrl,
    privacy: rules.privacyPolicyUrl,
  };
  const marked = (name: AgreementLink) => `${LINK_MARK}${name}${LINK_MARK}`;
  const sentence = t('terms.agreement', {
    terms: marked('terms'),
    refunds: marked('refunds'),
    privacy: marked('privacy'),
    interpolation: { escapeValue: false },
  });
  return (
    <p className="text-sm text-ink-muted">
      {sentence.split(LINK_MARK).map((part, index) =>
        index % 2 === 1 && part in hrefs ? (
          <Link
            key={part}
            to={hrefs[part as AgreementLink]}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {t(`terms.links.${part as AgreementLink}`)}
          </Link>
        ) : (
          part
        ),
      )}
    </p>
  );
}
