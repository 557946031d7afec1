import type { PaymentMethodSetup } from '@halyard/contract';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { cardEntryChoice } from './card-entry-types';
import {
  stripeCardHandle,
  stripeElementsOptions,
  stripeErrorKey,
  stripeLocale,
} from './stripe-card';

/**
 * Decision 0151, the Stripe side of the browser's card entry. Stripe.js itself comes from
 * js.stripe.com, which no test here can reach (docs/payments-stripe.md): these tests drive our
 * half with a stand-in for Stripe.js and check what we ask of it.
 */

const ORIGIN = 'https://shop.example';

function fakeStripe(answers: {
  submit?: { error?: Partial<StripeError> };
  confirmPayment?: unknown;
  confirmSetup?: unknown;
}) {
  const elements = {
    submit: vi.fn(async () => answers.submit ?? {}),
    getElement: vi.fn(() => ({ focus: vi.fn() })),
  };
  const stripe = {
    confirmPayment: vi.fn(async () => answers.confirmPayment),
    confirmSetup: vi.fn(async () => answers.confirmSetup),
  };
  return {
    stripe,
    elements,
    handle: stripeCardHandle(
      stripe as unknown as Stripe,
      elements as unknown as StripeElements,
      ORIGIN,
    ),
  };
}

const declined = (decline_code: string): Partial<StripeError> => ({
  type: 'card_error',
  code: 'card_declined',
  decline_code,
});

describe('the card entry the server names (GET /api/v1/payment-gateway)', () => {
  it('the sandbox: its frame; Stripe: the Payment Element with the publishable key', () => {
    expect(
      cardEntryChoice({ kind: 'gateway_frame', frame_url: '/sandbox-gateway/card-frame' }),
    ).toEqual({
      kind: 'sandbox_frame',
      frameUrl: '/sandbox-gateway/card-frame',
    });
    expect(
      cardEntryChoice({
        kind: 'provider_fields',
        provider: 'stripe',
        publishable_key: 'pk_test_1',
      }),
    ).toEqual({ kind: 'stripe_payment_element', publishableKey: 'pk_test_1' });
  });
});

describe('Elements made before the intent (deferred intent, decision 0150)', () => {
  it('a payment: the order’s amount, manual capture and off-session saving, as our PaymentIntent', () => {
    expect(
      stripeElementsOptions({ kind: 'payment', amount: 8004, currency: 'USD' }, 'de'),
    ).toMatchObject({
      mode: 'payment',
      amount: 8004,
      currency: 'usd',
      captureMethod: 'manual',
      setupFutureUsage: 'off_session',
      locale: 'de',
    });
  });

  it('saving a method: a SetupIntent in the account’s currency', () => {
    expect(stripeElementsOptions({ kind: 'setup', currency: 'EUR' }, 'auto')).toMatchObject({
      mode: 'setup',
      currency: 'eur',
    });
  });

  it('speaks the page’s language where Stripe does (Norwegian is nb; no Ukrainian: the browser’s)', () => {
    expect(stripeLocale('no')).toBe('nb');
    expect(stripeLocale('zh-CN')).toBe('zh');
    expect(stripeLocale('uk')).toBe('auto');
    expect(stripeLocale('ja')).toBe('ja');
  });
});

describe('paying with the Payment Element', () => {
  it('checks the fields first, then confirms our intent with the client secret Stripe gave this browser', async () => {
    const { stripe, elements, handle } = fakeStripe({
      confirmPayment: { paymentIntent: { status: 'requires_capture' } },
    });
    expect(await handle.collect('97201')).toEqual({ ok: true, source: null });
    expect(elements.submit).toHaveBeenCalledOnce();
    expect(await handle.confirmPayment('pi_1_secret_2', '/checkout?offer=regular')).toEqual({
      ok: true,
    });
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      clientSecret: 'pi_1_secret_2',
      confirmParams: { return_url: 'https://shop.example/checkout?offer=regular' },
      redirect: 'if_required',
    });
  });

  it('fields Stripe finds incomplete stay on the page: no intent is made', async () => {
    const { handle } = fakeStripe({ submit: { error: { type: 'validation_error' } } });
    expect(await handle.collect('')).toEqual({ ok: false, problems: {} });
  });

  it('a decline at confirmation reads as the spec §8 key the server would give', async () => {
    const { handle } = fakeStripe({ confirmPayment: { error: declined('insufficient_funds') } });
    expect(await handle.confirmPayment('pi_1_secret_2', '/checkout')).toEqual({
      ok: false,
      key: 'insufficient_funds',
    });
    expect(stripeErrorKey(declined('do_not_honor') as StripeError)).toBe(
      'payment_failed_retry_with_different_method',
    );
    // A card reported stolen reads as suspected fraud: the buyer is told no more than that.
    expect(stripeErrorKey(declined('stolen_card') as StripeError)).toBe('general_error');
    expect(stripeErrorKey({ type: 'api_connection_error' } as StripeError)).toBe(
      'credit_card_payment_gateway_error',
    );
  });

  it('an intent without Stripe’s secret, or Stripe.js not loaded, is refused without a call', async () => {
    const { stripe, handle } = fakeStripe({});
    expect(await handle.confirmPayment(null, '/checkout')).toEqual({
      ok: false,
      key: 'general_error',
    });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(await stripeCardHandle(null, null, ORIGIN).collect('')).toEqual({
      ok: false,
      key: 'credit_card_payment_gateway_error',
    });
  });
});

describe('saving a method with the Payment Element', () => {
  const setup: PaymentMethodSetup = {
    kind: 'provider_fields',
    provider: 'stripe',
    publishable_key: 'pk_test_1',
    setup_intent_id: 'seti_1',
    client_secret: 'seti_1_secret_2',
  };

  it('starts a SetupIntent on our server, confirms it, and hands its id and secret on', async () => {
    const { stripe, elements, handle } = fakeStripe({
      confirmSetup: { setupIntent: { status: 'succeeded' } },
    });
    const startSetup = vi.fn(async () => setup);
    expect(await handle.save('', startSetup, '/credit_cards/edit')).toEqual({
      ok: true,
      token: 'seti_1',
      clientSecret: 'seti_1_secret_2',
    });
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      elements,
      clientSecret: 'seti_1_secret_2',
      confirmParams: { return_url: 'https://shop.example/credit_cards/edit' },
      redirect: 'if_required',
    });
  });

  it('incomplete fields start no SetupIntent; a refusal reads as its payment error', async () => {
    const incomplete = fakeStripe({ submit: { error: { type: 'validation_error' } } });
    const startSetup = vi.fn(async () => setup);
    expect(await incomplete.handle.save('', startSetup, '/x')).toEqual({ ok: false, problems: {} });
    expect(startSetup).not.toHaveBeenCalled();
    const refused = fakeStripe({ confirmSetup: { error: declined('expired_card') } });
    expect(await refused.handle.save('', startSetup, '/x')).toEqual({
      ok: false,
      key: 'card_details_outdated',
    });
  });
});
