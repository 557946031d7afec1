import { useState } from 'react';
import type { Subscription, TrialRenewal } from '@halyard/contract';
import { formatMoney, isInApp } from '@halyard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { errorText } from '@/app/storefront/payment-errors';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { usePageTitle } from '@/app/use-page-title';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Skeleton } from '@/ui/skeleton';
import { billingApi } from './billing-api';
import { CardForm } from './card-form';
import type { CardSource } from '@/app/card-token';

/**
 * spec §2 /credit_cards/edit: add or update the card every subscription we bill renews with
 * (PUT /api/v2/payment-method with a gateway token; decision 0030).
 */
export function PaymentMethodPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(CHECKOUT_NS);
  const localize = useLocalizePath();
  const queryClient = useQueryClient();
  const subscriptions = useQuery(subscriptionsQuery);
  const language = useLanguage();
  const [saved, setSaved] = useState<string | null>(null);
  // Issue 24 item 2: the trials the new card now pays for, with their first charge.
  const [trials, setTrials] = useState<readonly TrialRenewal[]>([]);
  usePageTitle(t('paymentMethod.title'));

  // The v2 cc_info carries brand, last4 and expiry (decision 0041).
  const current = (subscriptions.data?.find((sub) => sub.cc_info && !isInApp(sub))?.cc_info ??
    null) as Subscription['cc_info'];

  // Saving a method for later needs no currency; Stripe's fields show what the account pays in.
  const currency =
    subscriptions.data?.find((sub) => !isInApp(sub))?.renewal_price.currency ?? 'USD';

  const save = async (source: CardSource) => {
    try {
      const { payment_method, trial_renewals } = await callApi(billingApi.updatePaymentMethod, {
        body: source,
      });
      setSaved(payment_method.summary);
      setTrials(trial_renewals);
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
      return null;
    } catch (error) {
      return errorText(tc, error);
    }
  };

  return (
    <div className="max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('paymentMethod.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('paymentMethod.intro')}</p>
      </div>
      <section aria-labelledby="current-method" className="rounded-card bg-surface p-5 shadow-card">
        <h2 id="current-method" className="font-semibold">
          {t('paymentMethod.current')}
        </h2>
        <p className="mt-1 min-h-6">
          {subscriptions.isPending ? (
            <Skeleton className="h-6 w-48" />
          ) : current ? (
            t('paymentMethod.card', {
              brand: current.brand,
              last4: current.last4,
              month: String(current.exp_month).padStart(2, '0'),
              year: current.exp_year,
            })
          ) : (
            t('paymentMethod.none')
          )}
        </p>
      </section>
      <section aria-labelledby="new-card" className="rounded-card bg-surface p-5 shadow-card">
        <h2 id="new-card" className="mb-4 font-semibold">
          {current ? t('paymentMethod.replace') : t('paymentMethod.add')}
        </h2>
        {saved ? (
          <div role="status" className="space-y-3">
            <p className="font-semibold text-success-800">
              {t('paymentMethod.saved', { method: saved })}
            </p>
            {trials.map((trial) => (
              <p key={trial.subscription_id}>
                {t('paymentMethod.trialConverts', {
                  amount: formatMoney(trial.amount, language.code),
                  date: formatDate(trial.first_charge_date, language),
                })}
              </p>
            ))}
            <Link className="font-medium text-brand-700 underline" to={localize('/subscriptions')}>
              {t('paymentMethod.backToDashboard')}
            </Link>
          </div>
        ) : (
          <CardForm submitLabel={t('paymentMethod.submit')} currency={currency} onToken={save} />
        )}
      </section>
    </div>
  );
}
