import { DIP_ERROR_COOKIE, parseMoney, DEFAULT_CURRENCY } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readCookie } from '@/app/cookies';
import { useFormatMoney } from '@/app/storefront/format';
import { ShopLayout } from '@/app/storefront/shop-layout';
import { usePageTitle } from '@/app/use-page-title';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { CheckIcon } from '@/ui/icons';
import { readConfirmation } from './paid';

/**
 * spec §2 the payment confirmation the checkout's redirect lands on, with its query parameters
 * (amount, total_period, sub_id, …). A failed add-on (spec §8 `dip_error` cookie) is said here.
 */
export function ConfirmationPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useFormatMoney();
  const localize = useLocalizePath();
  const [search] = useSearchParams();
  usePageTitle(t('confirmation.title'));
  const saved = readConfirmation();
  const amount = search.get('amount');
  // The redirect's amount (spec §2) in the currency the order was in.
  const parsed = amount ? parseMoney(amount, saved?.currency ?? DEFAULT_CURRENCY) : null;
  const charged = parsed?.ok ? parsed.value : null;
  const months = Number(search.get('total_period')) || null;
  const dipFailed = readCookie(DIP_ERROR_COOKIE) !== undefined || saved?.addonFailed === true;
  return (
    <ShopLayout secure={false}>
      <div className="mx-auto max-w-xl rounded-card bg-surface p-6 shadow-card sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-success-50 text-success-800">
          <CheckIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">{t('confirmation.title')}</h1>
        <p className="mt-2 text-ink">
          {months ? t('confirmation.plan', { count: months }) : t('confirmation.planUnknown')}
        </p>
        {charged ? (
          <p className="mt-1 text-ink">{t('confirmation.charged', { amount: money(charged) })}</p>
        ) : null}
        {search.get('sub_id') ? (
          <p className="mt-1 text-sm text-ink-muted">
            {t('confirmation.reference', { id: search.get('sub_id') })}
          </p>
        ) : null}
        {dipFailed ? (
          <p
            role="alert"
            className="mt-4 rounded-control border border-danger-700 bg-danger-50 p-3 text-danger-700"
          >
            {t('confirmation.addonFailed')}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={localize('/setup')}>{t('confirmation.setup')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={localize('/subscriptions')}>{t('confirmation.account')}</Link>
          </Button>
        </div>
      </div>
    </ShopLayout>
  );
}
