import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { TrialRenewal } from '@halyard/contract';
import { formatMoney, isInApp } from '@halyard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { useEarlyInputReplay } from '@/app/ssr/early-input';
import { errorText } from '@/app/storefront/payment-errors';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { paymentMethodsQuery } from './billing-api';
import { CardForm } from './card-form';
import { StoredMethodsList } from './stored-methods-list';
import type { CardSource } from '@/app/card-token';
import { TitledSection } from '@/ui/titled-section';
import { TitledPageHeader } from '@/app/titled-page-header';

/**
 * spec §2 /credit_cards/edit: the stored methods (issue 22 item 1, decision 0191) and the card
 * form — replacing the default card (PUT /api/v2/payment-method with a gateway token; decision
 * 0030) or adding another one (POST /api/v2/payment-methods).
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
  const methods = useQuery(paymentMethodsQuery);
  const held = methods.data?.payment_methods.length ?? 0;
  const [mode, setMode] = useState<'replace' | 'add'>('replace');
  const choices = useEarlyInputReplay<HTMLDivElement>();

  // Saving a method for later needs no currency; Stripe's fields show what the account pays in.
  const currency =
    subscriptions.data?.find((sub) => !isInApp(sub))?.renewal_price.currency ?? 'USD';

  const save = async (source: CardSource) => {
    try {
      if (mode === 'add' && held > 0) {
        const added = await callApi(routes.addPaymentMethod, { body: source });
        queryClient.setQueryData(paymentMethodsQuery.queryKey, {
          payment_methods: added.payment_methods,
        });
        setSaved(
          added.payment_method.is_default
            ? t('paymentMethod.saved', { method: added.payment_method.summary })
            : t('paymentMethod.added', { method: added.payment_method.summary }),
        );
        setTrials(added.trial_renewals);
      } else {
        const { payment_method, trial_renewals } = await callApi(routes.updatePaymentMethod, {
          body: source,
        });
        setSaved(t('paymentMethod.saved', { method: payment_method.summary }));
        setTrials(trial_renewals);
        await queryClient.invalidateQueries({ queryKey: paymentMethodsQuery.queryKey });
      }
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
      return null;
    } catch (error) {
      return errorText(tc, error);
    }
  };

  return (
    <div className="max-w-xl space-y-6">
      <TitledPageHeader title={t('paymentMethod.title')} intro={t('paymentMethod.intro')} />
      <TitledSection
        title={t('paymentMethod.listTitle')}
        className="rounded-card bg-surface p-5 shadow-card"
        headingClassName="mb-2 font-semibold"
      >
        <StoredMethodsList />
      </TitledSection>
      <TitledSection
        title={held > 0 && mode === 'replace' ? t('paymentMethod.replace') : t('paymentMethod.add')}
        className="rounded-card bg-surface p-5 shadow-card"
        headingClassName="mb-4 font-semibold"
      >
        {saved ? (
          <div role="status" className="space-y-3">
            <p className="font-semibold text-success-800">{saved}</p>
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
          <div ref={choices} className="space-y-4">
            {held > 0 ? (
              <fieldset className="space-y-2">
                <legend className="font-medium">{t('paymentMethod.modeLegend')}</legend>
                {(['replace', 'add'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="card-mode"
                      value={value}
                      checked={mode === value}
                      onChange={() => setMode(value)}
                    />
                    {value === 'replace'
                      ? t('paymentMethod.modeReplace')
                      : t('paymentMethod.modeAdd')}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <CardForm submitLabel={t('paymentMethod.submit')} currency={currency} onToken={save} />
          </div>
        )}
      </TitledSection>
    </div>
  );
}
