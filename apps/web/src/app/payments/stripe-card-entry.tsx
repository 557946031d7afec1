import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { paymentErrorText } from '../storefront/payment-errors';
import type { CardEntryHandle, CardPurpose } from './card-entry-types';
import { stripeCardHandle, stripeElementsOptions, stripeLocale } from './stripe-card';

// One Stripe.js per publishable key for the page's life (Stripe asks not to load it twice).
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    // js.stripe.com unreachable: no Stripe (the entry says so); the next card form tries again.
    stripe = loadStripe(publishableKey).catch(() => {
      loaded.delete(publishableKey);
      return null;
    });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentFields({
  handle,
  onReady,
}: {
  readonly handle: Ref<CardEntryHandle | null>;
  readonly onReady?: (() => void) | undefined;
}) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(handle, () => stripeCardHandle(stripe, elements, window.location.origin), [
    stripe,
    elements,
  ]);
  return <PaymentElement options={{ layout: 'tabs' }} onReady={() => onReady?.()} />;
}

/**
 * Stripe's Payment Element (decision 0151): cards, Apple Pay, Google Pay and, where Stripe offers
 * it, PayPal, in Stripe's own frames from js.stripe.com. This module and Stripe.js load only
 * when a card form shows with PAYMENT_GATEWAY=stripe.
 */
export default function StripeCardEntry({
  publishableKey,
  purpose,
  handle,
  onReady,
}: {
  readonly publishableKey: string;
  readonly purpose: CardPurpose;
  readonly handle: Ref<CardEntryHandle | null>;
  readonly onReady?: (() => void) | undefined;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loadedStripe) => live && setUnreachable(loadedStripe === null));
    return () => {
      live = false;
    };
  }, [stripe]);
  const options = useMemo(
    () => stripeElementsOptions(purpose, stripeLocale(language.languageCode)),
    [purpose, language.languageCode],
  );
  if (unreachable)
    return <p role="alert">{paymentErrorText(t, 'credit_card_payment_gateway_error')}</p>;
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentFields handle={handle} onReady={onReady} />
    </Elements>
  );
}
