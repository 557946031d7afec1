import { useState } from 'react';
import type { Subscription } from '@halyard/contract';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { callApi } from '@/app/api-client';
import { catalogueName, useFormatDate, useFormatMoney } from '@/app/storefront/format';
import { errorText } from '@/app/storefront/payment-errors';
import { storedMethodLabel } from '@/app/storefront/stored-method';
import { api } from '@/app/storefront/routes';
import type { StoreSubscription } from '@/app/storefront/visitor';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { Button } from '@/ui/button';
import { DialogContent } from '@/ui/dialog';
import { ErrorSummary } from '@/ui/error-summary';

type DialogState =
  | { readonly kind: 'confirm' }
  | { readonly kind: 'paying' }
  | { readonly kind: 'paid'; readonly subscription: Subscription }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * spec §2 the renewal payment dialog: pays an owed renewal with the stored method (POST
 * /api/v2/subscriptions/{id}/retry-payment-collection). It states the amount and the method before
 * the buyer confirms (DESIGN.md: money-moving actions confirm and state the consequence).
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
  const [state, setState] = useState<DialogState>({ kind: 'confirm' });
  const method = storedMethodLabel(t, sub);

  const pay = async () => {
    if (state.kind === 'paying') return;
    setState({ kind: 'paying' });
    try {
      const result = await callApi(api.retryPaymentCollection, {
        params: { id: sub.subscription_id },
        body: {},
      });
      setState({ kind: 'paid', subscription: result.subscription });
      void revalidator.revalidate();
    } catch (error) {
      setState({ kind: 'failed', message: errorText(t, error) });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('order.renewal.title')} closeLabel={t('shop.close')}>
        {state.kind === 'paid' ? (
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
                amount: money(sub.renewal_price),
                plan: catalogueName(t, 'tiers', sub.tier, sub.product_name ?? sub.tier),
                method,
              })}
            </p>
            <Button onClick={() => void pay()} pending={state.kind === 'paying'} className="w-full">
              {state.kind === 'paying'
                ? t('checkout.pay.processing')
                : t('order.renewal.confirm', { amount: money(sub.renewal_price) })}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}
