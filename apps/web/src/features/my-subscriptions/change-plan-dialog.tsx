import { useId, useState } from 'react';
import type { V2Checkout } from '@halyard/contract';
import { DEFAULT_OFFER_IDS, formatMoney, isPaymentErrorKey, type Currency } from '@halyard/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { loadOffer, planProducts } from '@/app/storefront/offer';
import { catalogueName, periodText } from '@/app/storefront/format';
import { errorText, paymentErrorText } from '@/app/storefront/payment-errors';
import { subscriptionsQuery, type PortalSubscription } from '@/app/subscriptions-query';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { DialogContent } from '@/ui/dialog';
import { ErrorSummary } from '@/ui/error-summary';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { mySubscriptionsApi } from './my-subscriptions-api';

const radio =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-border-strong px-3 py-2 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50';

/**
 * spec §4 "edit subscription": choose another tier or length, see what changes and what is
 * charged now (PUT /api/v2/checkout/estimate, with the account's residence and stored method),
 * then pay it once (POST /api/v2/checkout/ with one attempt id per dialog).
 */
export function ChangePlanDialog({ sub }: { readonly sub: PortalSubscription }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const tierLabel = useId();
  const lengthLabel = useId();
  const previewLabel = useId();
  const [open, setOpen] = useState(false);
  const [tier, setTier] = useState<string>(sub.tier);
  const [priceId, setPriceId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const currency = sub.renewal_price.currency as Currency;
  const offerId = DEFAULT_OFFER_IDS.regular;
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, language.code);

  const offer = useQuery({
    queryKey: ['offer', offerId, currency],
    queryFn: ({ signal }) => loadOffer(offerId, currency, signal),
    enabled: open,
    staleTime: 300_000,
  });
  const products = offer.data ? planProducts(offer.data) : [];
  const product = products.find((p) => p.tier === tier) ?? null;
  const price = product?.prices.find((p) => p.id === priceId) ?? null;
  const order = {
    flow: 'edit_subscription' as const,
    subscriptionId: sub.subscription_id,
    offerId,
    priceId: priceId ?? '',
    priceIds: [],
  };
  const preview = useQuery({
    queryKey: ['v2-estimate', sub.subscription_id, priceId],
    queryFn: ({ signal }) => callApi(mySubscriptionsApi.checkoutEstimate, { body: order, signal }),
    enabled: open && priceId !== null,
  });
  const pay = useMutation({
    mutationFn: () =>
      callApi(mySubscriptionsApi.checkout, {
        // spec §7 isTaxable: the server's decision the preview showed (decision 0100).
        body: {
          ...order,
          ...(preview.data && { isTaxable: preview.data.isTaxable }),
          attempt,
          returnUrl: window.location.pathname,
        },
      }),
    onSuccess: async (result: V2Checkout) => {
      if (result.status === 'requires_action' && result.action) {
        window.location.assign(result.action.url);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
    },
  });
  const result = pay.data;
  const failure = pay.isError
    ? errorText(tc, pay.error)
    : result && result.status !== 'succeeded' && result.status !== 'requires_action'
      ? paymentErrorText(
          tc,
          result.error && isPaymentErrorKey(result.error.code)
            ? result.error.code
            : 'general_error',
        )
      : null;

  const reset = () => {
    setTier(sub.tier);
    setPriceId(null);
    setAttempt(crypto.randomUUID());
    pay.reset();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pay.isPending) return;
        if (next) reset();
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">{t('mySubscriptions.change.open')}</Button>
      </Dialog.Trigger>
      <DialogContent title={t('mySubscriptions.change.title')} closeLabel={t('common.close')}>
        {result?.status === 'succeeded' ? (
          <p role="status" className="font-semibold text-success-800">
            {t('mySubscriptions.change.done', {
              amount: result.charge ? money(result.charge.amount) : '',
              date: result.subscription?.next_payment_date
                ? formatDate(result.subscription.next_payment_date, language)
                : '',
            })}
          </p>
        ) : offer.isPending ? (
          <LoadingRegion label={t('app.loading')} className="space-y-3">
            <Skeleton className="h-24 w-full" />
          </LoadingRegion>
        ) : offer.isError ? (
          <p role="alert">{t('mySubscriptions.change.loadFailed')}</p>
        ) : (
          <div className="space-y-4">
            <p id={tierLabel} className="font-semibold">
              {t('mySubscriptions.change.tier')}
            </p>
            <RadioGroup.Root
              aria-labelledby={tierLabel}
              value={tier}
              onValueChange={(value) => {
                setTier(value);
                setPriceId(null);
              }}
              className="grid gap-2 sm:grid-cols-2"
            >
              {products.map((p) => (
                <RadioGroup.Item key={p.id} value={p.tier} className={radio}>
                  <span className="flex size-4 shrink-0 items-center justify-center rounded-full border-2 border-border-strong">
                    <RadioGroup.Indicator className="size-2 rounded-full bg-brand-700" />
                  </span>
                  {catalogueName(tc, 'tiers', p.tier, p.displayName)}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
            <p id={lengthLabel} className="font-semibold">
              {t('mySubscriptions.change.length')}
            </p>
            <RadioGroup.Root
              aria-labelledby={lengthLabel}
              value={priceId ?? ''}
              onValueChange={setPriceId}
              className="grid gap-2"
            >
              {(product?.prices ?? []).map((p) => (
                <RadioGroup.Item key={p.id} value={p.id} className={radio}>
                  <span className="flex-1 text-start">{periodText(tc, p.totalPeriod)}</span>
                  <span className="font-semibold">{money(p.amount)}</span>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
            {price ? (
              <section
                aria-labelledby={previewLabel}
                aria-live="polite"
                className="rounded-control bg-surface-muted p-3"
              >
                <h3 id={previewLabel} className="font-semibold">
                  {t('mySubscriptions.change.preview')}
                </h3>
                {preview.isPending ? (
                  <Skeleton className="mt-2 h-16 w-full" />
                ) : preview.isError ? (
                  <p role="alert">{errorText(tc, preview.error)}</p>
                ) : (
                  <dl className="mt-2 space-y-1">
                    <div className="flex justify-between gap-3">
                      <dt>{t('mySubscriptions.change.newPlan')}</dt>
                      <dd className="text-end">
                        {catalogueName(tc, 'tiers', tier, tier)},{' '}
                        {periodText(tc, price.totalPeriod)}
                      </dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt>{t('mySubscriptions.change.tax')}</dt>
                      <dd>{money(preview.data.tax)}</dd>
                    </div>
                    <div className="flex justify-between gap-3 font-semibold">
                      <dt>{t('mySubscriptions.change.chargedNow')}</dt>
                      <dd>{money(preview.data.total)}</dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt>{t('mySubscriptions.change.paidThrough')}</dt>
                      <dd>{formatDate(preview.data.paidThrough, language)}</dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt>{t('mySubscriptions.change.thenRenews')}</dt>
                      <dd>{money(preview.data.renewal.total)}</dd>
                    </div>
                    {preview.data.paymentMethod ? (
                      <div className="flex justify-between gap-3">
                        <dt>{t('mySubscriptions.change.method')}</dt>
                        <dd>{preview.data.paymentMethod.summary}</dd>
                      </div>
                    ) : null}
                  </dl>
                )}
              </section>
            ) : null}
            {failure ? (
              <ErrorSummary
                title={t('mySubscriptions.change.failed')}
                items={[{ id: 'pay', text: failure }]}
              />
            ) : null}
            <Button
              className="w-full"
              disabled={!preview.isSuccess}
              pending={pay.isPending}
              onClick={() => pay.mutate()}
            >
              {preview.isSuccess
                ? t('mySubscriptions.change.confirm', { amount: money(preview.data.total) })
                : t('mySubscriptions.change.choose')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}
