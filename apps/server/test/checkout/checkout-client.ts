import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { cardToken, walletToken } from '../payments/sandbox-client';
import type { TestResponse, TestServer } from '../test-server';

/** Catalogue price ids of the seed (`<offer>-<product>-<variant>-<currency>`). */
export const PRICES = {
  basic1: 'regular-basic-1m-usd',
  basic12: 'regular-basic-12m-usd',
  premium1: 'regular-premium-1m-usd',
  premium12: 'regular-premium-12m-usd',
  premium24: 'regular-premium-24m-usd',
  premium12Eur: 'regular-premium-12m-eur',
  dip12: 'regular-addon-dip-12m-untaxed-usd',
  dip1: 'regular-addon-dip-1m-untaxed-usd',
  alerts12: 'regular-addon-idp_monitoring-12m-usd',
  referralBasic12: 'referral-basic-12m-usd',
  special6: 'special-basic-6m-usd',
} as const;

export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  generic: '4000000000000002',
  insufficient: '4000000000009995',
  cvc: '4000000000000127',
  expired: '4000000000000069',
  processing: '4000000000000119',
  issuer: '4000000000009987',
  fraud: '4100000000000019',
  threeDs: '4000000000003220',
} as const;

export const newEmail = (label = 'buyer') => `${label}-${randomUUID().slice(0, 8)}@example.com`;
export const attemptId = () => `att_${randomUUID()}`;

export const US_CA = { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' };

export interface IntentOptions {
  readonly method?: 'card' | 'paypal_express_checkout' | 'apple_pay' | 'google_pay';
  readonly token?: string;
  readonly currency?: 'USD' | 'EUR' | 'GBP';
  readonly amount?: number;
  readonly flow?: string;
  readonly subscriptionId?: string;
  readonly cookie?: string;
  readonly path?: string;
}

/** POST /api/v1/payment-intent as the SPA sends it; returns the answer and the parsed intent. */
export async function createIntent(t: TestServer, o: IntentOptions = {}) {
  const res = await t.request('POST', o.path ?? '/api/v1/payment-intent', {
    ...(o.cookie && { cookie: o.cookie }),
    body: {
      checkoutAttemptId: attemptId(),
      amount: { unscaledValue: o.amount ?? 0, scale: 2, currency: o.currency ?? 'USD' },
      userSession: { pageViewId: 'pv-1' },
      paymentMethodType: o.method ?? 'card',
      ...(o.flow && { flow: o.flow }),
      ...(o.subscriptionId && {
        editSubscriptionFlowDetails: { subscriptionId: o.subscriptionId },
      }),
      ...(o.token && { paymentSource: { token: o.token } }),
      returnUrl: '/checkout/return',
      xv: 'exp-a',
    },
  });
  const intent = res.status === 200 ? JSON.parse(res.body.chargebeeBody as string) : null;
  return { res, intent };
}

/** Tokenises a test card and confirms it on a new payment intent; returns the intent id. */
export async function cardIntent(t: TestServer, number: string, o: IntentOptions = {}) {
  const { res, intent } = await createIntent(t, { ...o, token: await cardToken(t, number) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return intent.id as string;
}

export async function walletIntent(
  t: TestServer,
  wallet: 'apple_pay' | 'google_pay',
  outcome?: string,
) {
  const token = await walletToken(t, { wallet, ...(outcome && { test_outcome: outcome }) });
  const { res, intent } = await createIntent(t, { method: wallet, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return intent.id as string;
}

/** A checkout body for Premium 12 months in USD by card for a new buyer in California. */
export function checkoutBody(paymentIntentId: string, overrides: Record<string, unknown> = {}) {
  return {
    checkoutAttemptId: attemptId(),
    priceId: PRICES.premium12,
    priceIds: [PRICES.premium12],
    paymentIntentId,
    paymentSourceType: 'card',
    offerId: 'regular',
    customer: { email: newEmail(), emailSubscriptionStatus: 'subscribed', ...US_CA },
    isTaxable: false,
    checkoutItems: [],
    xv: { experiment: 'a' },
    userSession: { pageViewId: 'pv-1' },
    ...overrides,
  };
}

export function postCheckout(t: TestServer, body: unknown, cookie?: string): Promise<TestResponse> {
  return t.request('POST', '/api/v1/checkout', { body, ...(cookie && { cookie }) });
}
