import { useTranslation } from 'react-i18next';
import { everyText, useFormatDate, useFormatMoney } from '@/app/storefront/format';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { ShieldIcon } from '@/ui/icons-storefront';
import type { CheckoutTotals } from './checkout-totals';

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
      {t(totals.tax ? 'terms.today' : 'terms.todayBeforeTax', { amount: money(totals.total) })}{' '}
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
