import { useEffect, useState } from 'react';
import type { GatewayPaymentIntent, PaymentIntentBody, Xv } from '@halyard/contract';
import {
  PAYPAL_BUTTON_STYLE,
  paypalLocaleForLanguage,
  type CheckoutFlow,
  type Currency,
} from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/storefront/payment-errors';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { currentPageViewId } from '@/app/page-view-id';
import { createIntent } from './gateway';
import { PaypalButton } from './wallet-buttons';

/** Typing an address makes no intent per keystroke: it waits this long for a pause. */
const SETTLE_MS = 250;

type IntentState =
  | { readonly kind: 'creating' }
  | { readonly kind: 'ready'; readonly intent: GatewayPaymentIntent }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * spec §4 the PayPal flow, in its order: the payment intent is created first, then the button
 * is mounted; pressing it sends the buyer to PayPal's approval page (in PayPal's language, with
 * spec §8's uk_UA → en_US fallback, domain `paypalLocaleForLanguage`); the checkout follows
 * their return. The intent pays exactly the server's price of the order for the address
 * (decision 0101), so it is made once the address is complete, and made again if it changes.
 */
export function PaypalPanel({
  currency,
  flow,
  subscriptionId,
  order,
  returnUrl,
  pending,
  onApprove,
  xv,
}: {
  readonly currency: Currency;
  readonly flow: CheckoutFlow;
  readonly subscriptionId: string | null;
  /** What the intent pays for; null until the address is complete. */
  readonly order: PaymentIntentBody['order'] | null;
  readonly returnUrl: string;
  readonly pending: boolean;
  readonly onApprove: (intent: GatewayPaymentIntent, approvalUrl: string) => void;
  /** spec §7 xv tracking data, as the checkout call sends it. */
  readonly xv: Xv;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const [state, setState] = useState<IntentState>({ kind: 'creating' });
  const [round, setRound] = useState(0);

  const orderKey = order ? JSON.stringify(order) : null;
  const xvKey = JSON.stringify(xv);
  useEffect(() => {
    if (orderKey === null) return;
    let live = true;
    setState({ kind: 'creating' });
    const input = {
      context: {
        xv: JSON.parse(xvKey) as Xv,
        userSession: { pageViewId: currentPageViewId() },
      },
      methodType: 'paypal_express_checkout',
      currency,
      flow,
      subscriptionId,
      source: null,
      order: JSON.parse(orderKey) as PaymentIntentBody['order'],
      returnUrl,
    } as const;
    const timer = setTimeout(() => {
      createIntent(input).then(
        (intent) => live && setState({ kind: 'ready', intent }),
        (error: unknown) => live && setState({ kind: 'failed', message: errorText(t, error) }),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [currency, flow, subscriptionId, orderKey, xvKey, returnUrl, round, t]);

  const retry = () => {
    setState({ kind: 'creating' });
    setRound((n) => n + 1);
  };
  const locale = paypalLocaleForLanguage(language.code);
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">{t('checkout.paypal.explain')}</p>
      {orderKey === null ? (
        <p className="text-sm text-ink">{t('checkout.paypal.needsAddress')}</p>
      ) : state.kind === 'ready' ? (
        <PaypalButton
          pending={pending}
          onClick={() =>
            onApprove(
              state.intent,
              `${state.intent.action_url ?? ''}&locale=${encodeURIComponent(locale)}`,
            )
          }
        />
      ) : state.kind === 'creating' ? (
        <div role="status">
          <span className="sr-only">{t('checkout.paypal.preparing')}</span>
          <div
            aria-hidden="true"
            style={{ height: PAYPAL_BUTTON_STYLE.height }}
            className="w-full rounded-full bg-skeleton motion-safe:animate-pulse"
          />
        </div>
      ) : (
        <div role="alert" className="space-y-3">
          <p className="text-danger-700">{state.message}</p>
          <Button variant="secondary" onClick={retry}>
            {t('checkout.paypal.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
