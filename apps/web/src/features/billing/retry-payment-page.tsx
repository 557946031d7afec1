import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { ResultOf, retryPaymentCollection, Subscription } from '@halyard/contract';
import { buyAgainPath, checkPaymentCollection, formatMoney } from '@halyard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { errorText } from '@/app/storefront/payment-errors';
import { subscriptionsQuery, type PortalSubscription } from '@/app/subscriptions-query';
import { useNow } from '@/app/use-now';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { FailureSummary } from '@/ui/error-summary';
import { SectionCard } from '@/ui/section-card';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import {
  AuthenticatePayment,
  pendingAuthentication,
  type AuthenticatedPayment,
} from './authenticate-payment';
import { paymentMethodsQuery } from './billing-api';
import { CardForm } from './card-form';
import { methodLabel } from './method-label';
import { renewalCharge } from './renewal-charge';
import type { CardSource } from '@/app/card-token';
import { storeCardThenPay } from '@/app/payments/store-card-then-pay';
import { TitledPageHeader } from '@/app/titled-page-header';

type Paid = ResultOf<typeof retryPaymentCollection> | AuthenticatedPayment;

/** What the retry answered, as the page shows it. */
function PaidNote({ paid }: { readonly paid: Paid }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizePath();
  const next = paid.subscription.next_payment_date;
  return (
    <div role="status" className="rounded-card bg-success-50 p-5 text-success-800">
      <p className="font-semibold">
        {t('retryPayment.paid', {
          amount: formatMoney(paid.invoice.total, language.code),
          invoice: paid.invoice.number,
        })}
      </p>
      {next ? <p>{t('retryPayment.nextDate', { date: formatDate(next, language) })}</p> : null}
      <div className="mt-3 flex flex-wrap gap-4">
        <Link className="font-medium underline" to={localize('/subscriptions')}>
          {t('paymentMethod.backToDashboard')}
        </Link>
        <Link className="font-medium underline" to={localize('/invoices')}>
          {t('retryPayment.invoices')}
        </Link>
      </div>
    </div>
  );
}

function RetryForm({
  sub,
  onPaid,
  stored = true,
}: {
  readonly sub: PortalSubscription;
  readonly onPaid: (paid: Paid) => void;
  /** Offer the stored card (not while the bank waits to confirm a charge on it, 0182). */
  readonly stored?: boolean;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [newCard, setNewCard] = useState(false);
  const { amount, includedTax } = renewalCharge(t, sub, language);
  const card = stored ? (sub.cc_info as Subscription['cc_info']) : null; // brand, last4 (0041)
  // Issue 22 item 1: the customer's other stored methods, each a way to pay now (0191).
  const methods = useQuery(paymentMethodsQuery);
  const others = (methods.data?.payment_methods ?? []).filter((m) => !m.is_default);

  /** Charges the overdue renewal; with a new card, it is stored first and becomes the method. */
  const collect = async (paymentMethodId?: string) => {
    const result = await callApi(routes.retryPaymentCollection, {
      params: { id: sub.subscription_id },
      body: paymentMethodId ? { payment_method_id: paymentMethodId } : {},
    });
    onPaid(result);
    await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
  };

  const payWithStored = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await collect();
    } catch (error) {
      setFailure(errorText(tc, error));
    } finally {
      setPending(false);
    }
  };

  /** Pays with another stored method; the server makes it the default for the renewals. */
  const payWithOther = async (id: string) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await collect(id);
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQuery.queryKey });
    } catch (error) {
      setFailure(errorText(tc, error));
    } finally {
      setPending(false);
    }
  };

  const payWithNewCard = (source: CardSource) =>
    storeCardThenPay(source, collect, (error) => errorText(tc, error));

  return (
    <div className="space-y-5">
      <SectionCard title={t('retryPayment.owed', { amount })}>
        {includedTax ? <p className="mt-1 text-sm text-ink-muted">{includedTax}</p> : null}
        {sub.auto_bill_failed_on ? (
          <p className="mt-1 text-ink-muted">
            {t('retryPayment.failedOn', { date: formatDate(sub.auto_bill_failed_on, language) })}
          </p>
        ) : null}
        <FailureSummary id="retry" title={t('retryPayment.failed')} failure={failure} />
        {card && !newCard ? (
          <Button className="mt-4" pending={pending} onClick={() => void payWithStored()}>
            {t('retryPayment.payStored', { amount, brand: card.brand, last4: card.last4 })}
          </Button>
        ) : null}
      </SectionCard>
      {others.length > 0 && !newCard ? (
        <SectionCard
          title={t('retryPayment.otherMethods')}
          intro={t('retryPayment.otherMethodsNote')}
        >
          <div className="mt-3 flex flex-col items-start gap-2">
            {others.map((m) => (
              <Button
                key={m.id}
                variant="secondary"
                pending={pending}
                onClick={() => void payWithOther(m.id)}
              >
                {t('retryPayment.payWith', { amount, method: methodLabel(t, m) })}
              </Button>
            ))}
          </div>
        </SectionCard>
      ) : null}
      <SectionCard title={t('retryPayment.newCardTitle')}>
        {card && !newCard ? (
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              setFailure(null);
              setNewCard(true);
            }}
          >
            {t('retryPayment.useNewCard')}
          </Button>
        ) : (
          <div className="mt-4">
            <CardForm
              submitLabel={t('retryPayment.payNew', { amount })}
              currency={sub.renewal_price.currency}
              onToken={payWithNewCard}
            />
          </div>
        )}
      </SectionCard>
    </div>
  );
}

/** spec §2 /subscriptions/{krn}/retry_manual_payment: pay a failed renewal, optionally by a new card. */
export function RetryPaymentPage() {
  const { t } = useTranslation();
  const { krn } = useParams();
  const now = useNow();
  const localize = useLocalizePath();
  const subscriptions = useQuery(subscriptionsQuery);
  // Once paid, the note stays: the refreshed subscription no longer owes anything.
  const [paid, setPaid] = useState<Paid | null>(null);
  const sub = subscriptions.data?.find((s) => s.krn === krn);
  const check = sub ? checkPaymentCollection({ ...sub, has_payment_method: true }, now) : null;

  return (
    <div className="max-w-xl space-y-6">
      <TitledPageHeader title={t('retryPayment.title')} intro={t('retryPayment.intro')} />
      {paid ? (
        <PaidNote paid={paid} />
      ) : sub && pendingAuthentication(sub) ? (
        <div className="space-y-5">
          <AuthenticatePayment sub={sub} onPaid={setPaid} />
          {check?.ok ? <RetryForm sub={sub} onPaid={setPaid} stored={false} /> : null}
        </div>
      ) : subscriptions.isPending ? (
        <LoadingRegion label={t('app.loading')}>
          <Skeleton className="h-40 w-full" />
        </LoadingRegion>
      ) : !sub ? (
        <p role="alert" className="rounded-card bg-surface p-5 shadow-card">
          {t('retryPayment.unknown')}
        </p>
      ) : check && !check.ok ? (
        <div className="rounded-card bg-surface p-5 shadow-card">
          <p>
            {check.reason === 'subscription-ended'
              ? t('retryPayment.ended')
              : check.reason === 'managed-by-store'
                ? t('retryPayment.store')
                : t('retryPayment.nothingOwed')}
          </p>
          <Link
            className="mt-3 inline-block font-medium text-brand-700 underline"
            to={localize(
              check.reason === 'subscription-ended'
                ? buyAgainPath({ tier: sub.tier, months: sub.next_billing_cycle })
                : '/subscriptions',
            )}
          >
            {check.reason === 'subscription-ended'
              ? t('retryPayment.buyNew')
              : t('paymentMethod.backToDashboard')}
          </Link>
        </div>
      ) : (
        <RetryForm sub={sub} onPaid={setPaid} />
      )}
    </div>
  );
}
