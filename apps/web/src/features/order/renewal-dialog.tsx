import { lazy, Suspense, useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { Subscription } from '@halyard/contract';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { callApi } from '@/app/api-client';
import type { CardSource } from '@/app/card-token';
import { storeCardThenPay } from '@/app/payments/store-card-then-pay';
import { catalogueName, useFormatDate, useFormatMoney } from '@/app/storefront/format';
import { errorText } from '@/app/storefront/payment-errors';
import { storedMethodLabel } from '@/app/storefront/stored-method';
import type { StoreSubscription } from '@/app/storefront/visitor';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { Button } from '@/ui/button';
import { DialogContent } from '@/ui/dialog';
import { ErrorSummary } from '@/ui/error-summary';
import { Skeleton } from '@/ui/skeleton';

// The card form loads when the buyer asks for another card: the order page's first load (and
// its preload list for this dialog) does not carry it (decision 0151).
const CardSaveForm = lazy(() =>
  import('@/app/payments/card-save-form').then((m) => ({ default: m.CardSaveForm })),
);

type DialogState =
  | { readonly kind: 'confirm' }
  | { readonly kind: 'new-card' }
  | { readonly kind: 'paying' }
  | { readonly kind: 'paid'; readonly subscription: Subscription }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * spec §2 the renewal payment dialog: pays an owed renewal with the stored method (POST
 * /api/v2/subscriptions/{id}/retry-payment-collection), or with another card entered in the
 * gateway's own fields (decision 0151), which then becomes the method renewals use. It states the
 * amount and the method before the buyer confirms (DESIGN.md: money-moving actions confirm and
 * state the consequence).
 */
export default function RenewalDialog({
  sub,
  open,
  onOpenChange,
}: {
  readonly sub: StoreSubscription;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useFormatMoney();
  const date = useFormatDate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [state, setState] = useState<DialogState>({ kind: 'confirm' });
  const method = storedMethodLabel(t, sub);
  const amount = money(sub.renewal_price);

  const collect = async (paymentMethodId?: string) => {
    const result = await callApi(routes.retryPaymentCollection, {
      params: { id: sub.subscription_id },
      body: paymentMethodId ? { payment_method_id: paymentMethodId } : {},
    });
    setState({ kind: 'paid', subscription: result.subscription });
    void revalidator.revalidate();
  };

  const pay = async () => {
    if (state.kind === 'paying') return;
    setState({ kind: 'paying' });
    try {
      await collect();
    } catch (error) {
      setState({ kind: 'failed', message: errorText(t, error) });
    }
  };

  const payWithNewCard = (source: CardSource) =>
    storeCardThenPay(source, collect, (error) => errorText(t, error));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('order.renewal.title')} closeLabel={t('shop.close')}>
        {state.kind === 'new-card' ? (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <CardSaveForm
              currency={sub.renewal_price.currency}
              submitLabel={t('order.renewal.payNew', { amount })}
              pendingLabel={t('checkout.pay.processing')}
              errorTitle={t('checkout.errorTitle')}
              returnPath={`${location.pathname}${location.search}`}
              onSource={payWithNewCard}
            />
          </Suspense>
        ) : state.kind === 'paid' ? (
          <p role="status">
            {state.subscription.next_payment_date
              ? t('order.renewal.paid', { date: date(state.subscription.next_payment_date) })
              : t('order.renewal.paidNoDate')}
          </p>
        ) : (
          <div className="space-y-4">
            {state.kind === 'failed' ? (
              <ErrorSummary
                title={t('checkout.errorTitle')}
                items={[{ id: 'renewal', text: state.message }]}
              />
            ) : null}
            <p>
              {t('order.renewal.body', {
                amount,
                plan: catalogueName(t, 'tiers', sub.tier, sub.product_name ?? sub.tier),
                method,
              })}
            </p>
            <Button onClick={() => void pay()} pending={state.kind === 'paying'} className="w-full">
              {state.kind === 'paying'
                ? t('checkout.pay.processing')
                : t('order.renewal.confirm', { amount })}
            </Button>
            <Button
              variant="secondary"
              className="w-full"
              disabled={state.kind === 'paying'}
              onClick={() => setState({ kind: 'new-card' })}
            >
              {t('order.renewal.useAnotherCard')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}
