import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import { checkAutobillOn } from '@halyard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { paymentMethodLabel } from '@/app/payment-method-label';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { useNow } from '@/app/use-now';
import { usePageTitle } from '@/app/use-page-title';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { FailureSummary } from '@/ui/error-summary';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { renewalCharge } from './renewal-charge';
import { isApiError } from '@/app/api-error';

/**
 * Issue 21 §1: the one-click way back, linked from the auto-renew-off confirmation email. The
 * page says what turning it back on does (date, amount, method: the server's numbers) and one
 * button does it.
 */
export function AutoRenewPage() {
  const { t } = useTranslation();
  const { krn } = useParams();
  const now = useNow();
  const language = useLanguage();
  const localize = useLocalizePath();
  const queryClient = useQueryClient();
  const subscriptions = useQuery(subscriptionsQuery);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('lifecycle.autoRenewPage.title'));
  const sub = subscriptions.data?.find((s) => s.krn === krn);

  const turnOn = async () => {
    if (!sub || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await callApi(routes.autobillOn, { params: { id: sub.subscription_id } });
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('dashboardActions.errors.general'));
    } finally {
      setPending(false);
    }
  };

  const date = sub?.next_payment_date ? formatDate(sub.next_payment_date, language) : '';
  const charge = sub ? renewalCharge(t, sub, language) : null;
  const back = (
    <Link
      className="mt-3 inline-block font-medium text-brand-700 underline"
      to={localize('/subscriptions')}
    >
      {t('lifecycle.autoRenewPage.back')}
    </Link>
  );
  return (
    <div className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold">{t('lifecycle.autoRenewPage.title')}</h1>
      {subscriptions.isPending ? (
        <LoadingRegion label={t('app.loading')}>
          <Skeleton className="h-32 w-full" />
        </LoadingRegion>
      ) : !sub ? (
        <p role="alert" className="rounded-card bg-surface p-5 shadow-card">
          {t('lifecycle.autoRenewPage.unknown')}
        </p>
      ) : sub.auto_billing_enabled ? (
        <div role="status" className="rounded-card bg-success-50 p-5 text-success-800">
          <p className="font-semibold">{t('lifecycle.autoRenewPage.on', { date })}</p>
          {back}
        </div>
      ) : !checkAutobillOn({ ...sub, has_payment_method: true }, now).ok ? (
        <div className="rounded-card bg-surface p-5 shadow-card">
          <p>{t('lifecycle.autoRenewPage.ended')}</p>
          {back}
        </div>
      ) : (
        <section className="rounded-card bg-surface p-5 shadow-card">
          <p>
            {t('lifecycle.autoRenewPage.off', {
              product: sub.product_name ?? sub.tier,
              date,
            })}
          </p>
          <p className="mt-2">
            {t('lifecycle.autoRenewPage.consequence', {
              amount: charge?.amount ?? '',
              method: paymentMethodLabel(t, sub),
              date,
            })}
          </p>
          {charge?.includedTax ? (
            <p className="mt-1 text-sm text-ink-muted">{charge.includedTax}</p>
          ) : null}
          <FailureSummary
            id="autorenew"
            title={t('dashboardActions.errors.general')}
            failure={failure}
          />
          <Button className="mt-4" pending={pending} onClick={() => void turnOn()}>
            {t('lifecycle.autoRenewPage.turnOn')}
          </Button>
        </section>
      )}
    </div>
  );
}
