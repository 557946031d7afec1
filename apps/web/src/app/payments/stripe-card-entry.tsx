import { useImperativeHandle, useMemo, type Ref } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useLanguage } from '@/i18n/use-language';
import type { CardEntryHandle, CardPurpose } from './card-entry-types';
import { stripeCardHandle, stripeElementsOptions, stripeLocale } from './stripe-card';

// One Stripe.js per publishable key for the page's life (Stripe asks not to load it twice).
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentFields({ handle }: { readonly handle: Ref<CardEntryHandle | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(handle, () => stripeCardHandle(stripe, elements, window.location.origin), [
    stripe,
    elements,
  ]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
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
}: {
  readonly publishableKey: string;
  readonly purpose: CardPurpose;
  readonly handle: Ref<CardEntryHandle | null>;
}) {
  const language = useLanguage();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const options = useMemo(
    () => stripeElementsOptions(purpose, stripeLocale(language.languageCode)),
    [purpose, language.languageCode],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentFields handle={handle} />
    </Elements>
  );
}
