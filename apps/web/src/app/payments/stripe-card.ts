import {
  declineFromStripe,
  paymentErrorKeyForDecline,
  type LANGUAGES,
  type PaymentErrorKey,
} from '@halyard/domain';
import type {
  Appearance,
  Stripe,
  StripeElementLocale,
  StripeElements,
  StripeElementsOptionsMode,
  StripeError,
} from '@stripe/stripe-js';
import {
  absoluteUrl,
  type CardEntryHandle,
  type CardPurpose,
  type CardRefusal,
} from './card-entry-types';

type LanguageTag = (typeof LANGUAGES)[number]['languageCode'];

/**
 * Our 29 languages as Stripe's Elements locales (docs.stripe.com/js/appendix/supported_locales).
 * Stripe has no Ukrainian: the buyer's browser decides ('auto'), as Stripe does by default.
 */
const STRIPE_LOCALES: Record<LanguageTag, StripeElementLocale> = {
  en: 'en',
  ar: 'ar',
  cs: 'cs',
  da: 'da',
  de: 'de',
  el: 'el',
  es: 'es',
  fi: 'fi',
  fr: 'fr',
  he: 'he',
  hu: 'hu',
  id: 'id',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  ms: 'ms',
  nl: 'nl',
  no: 'nb',
  pl: 'pl',
  pt: 'pt',
  ro: 'ro',
  ru: 'ru',
  sv: 'sv',
  th: 'th',
  tr: 'tr',
  uk: 'auto',
  vi: 'vi',
  'zh-CN': 'zh',
  'zh-TW': 'zh-TW',
};

export const stripeLocale = (languageTag: string): StripeElementLocale =>
  STRIPE_LOCALES[languageTag as LanguageTag] ?? 'auto';

/** The Payment Element in the app's look (DESIGN.md tokens). */
export const STRIPE_APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#1d4ed8',
    colorText: '#111827',
    colorDanger: '#b91c1c',
    borderRadius: '8px',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * Elements created before the intent exists (deferred intent): for a payment, the amount and
 * currency (shown in Apple Pay and Google Pay sheets) and exactly the options our server's
 * PaymentIntent has — manual capture, saved for off-session renewals (decision 0150) — or
 * Stripe refuses the confirmation; for saving a method, a SetupIntent's.
 */
export function stripeElementsOptions(
  purpose: CardPurpose,
  locale: StripeElementLocale,
): StripeElementsOptionsMode {
  const common = { locale, appearance: STRIPE_APPEARANCE };
  if (purpose.kind === 'setup')
    return { ...common, mode: 'setup', currency: purpose.currency.toLowerCase() };
  return {
    ...common,
    mode: 'payment',
    // Elements need a positive amount; a zero order never reaches a card intent anyway.
    amount: Math.max(1, purpose.amount),
    currency: purpose.currency.toLowerCase(),
    captureMethod: 'manual',
    setupFutureUsage: 'off_session',
  };
}

/**
 * A Stripe.js error as the spec §8 payment error the buyer reads: a card error by its decline
 * code (the domain's Stripe table, the server's too), Stripe unreachable as the gateway error,
 * anything else general. A validation error is shown by the Payment Element itself.
 */
export function stripeErrorKey(error: Pick<StripeError, 'type' | 'code' | 'decline_code'>) {
  const byType: Record<StripeError['type'], PaymentErrorKey> = {
    card_error: paymentErrorKeyForDecline(declineFromStripe(error)),
    validation_error: 'incorrect_card_details',
    api_connection_error: 'credit_card_payment_gateway_error',
    api_error: 'credit_card_payment_gateway_error',
    rate_limit_error: 'credit_card_payment_gateway_error',
    authentication_error: 'general_error',
    idempotency_error: 'general_error',
    invalid_request_error: 'general_error',
  };
  return byType[error.type];
}

const refusal = (error: StripeError): CardRefusal =>
  error.type === 'validation_error'
    ? { ok: false, problems: {} }
    : { ok: false, key: stripeErrorKey(error) };

const unavailable: CardRefusal = { ok: false, key: 'credit_card_payment_gateway_error' };

/** An intent Stripe authorised (we capture it) or, for some methods, still settling. */
const AUTHORISED = new Set(['requires_capture', 'succeeded', 'processing']);

/**
 * The card entry's work with Stripe.js (decision 0151): the Payment Element checks its fields
 * (`elements.submit`), our server makes the intent, then Stripe confirms it with the client
 * secret only this browser was given — 3-D Secure in Stripe's own dialog; a redirect-based
 * method (PayPal) leaves for the provider and comes back to `returnPath`. Nothing here sees a
 * card number: Stripe's frames hold it.
 */
export function stripeCardHandle(
  stripe: Stripe | null,
  elements: StripeElements | null,
  origin: string,
): CardEntryHandle {
  const submit = async (): Promise<CardRefusal | null> => {
    if (!stripe || !elements) return unavailable;
    const { error } = await elements.submit();
    return error ? refusal(error) : null;
  };
  return {
    async collect() {
      const problem = await submit();
      return problem ?? { ok: true, source: null };
    },

    async confirmPayment(providerClientSecret, returnPath) {
      if (!stripe || !elements) return unavailable;
      if (!providerClientSecret) return { ok: false, key: 'general_error' };
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: providerClientSecret,
        confirmParams: { return_url: absoluteUrl(returnPath, origin) },
        redirect: 'if_required',
      });
      if (result.error) return refusal(result.error);
      return AUTHORISED.has(result.paymentIntent.status)
        ? { ok: true }
        : { ok: false, key: 'payment_failed_retry_with_different_method' };
    },

    async save(_postalCode, startSetup, returnPath) {
      const problem = await submit();
      if (problem) return problem;
      if (!stripe || !elements) return unavailable;
      const setup = await startSetup();
      if (setup.kind !== 'provider_fields') return { ok: false, key: 'general_error' };
      const result = await stripe.confirmSetup({
        elements,
        clientSecret: setup.client_secret,
        confirmParams: { return_url: absoluteUrl(returnPath, origin) },
        redirect: 'if_required',
      });
      if (result.error) return refusal(result.error);
      return { ok: true, token: setup.setup_intent_id, clientSecret: setup.client_secret };
    },

    focus() {
      elements?.getElement('payment')?.focus();
    },
  };
}
