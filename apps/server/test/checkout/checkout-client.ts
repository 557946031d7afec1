import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { cardSource, walletSource, type TokenSource } from '../payments/sandbox-client';
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

/**
 * What an intent pays for (decision 0101): by default the order of `checkoutBody` — Premium 12
 * months in USD for a buyer in California. Override what the checkout will change.
 */
export const DEFAULT_ORDER = {
  offerId: 'regular',
  priceId: PRICES.premium12,
  priceIds: [PRICES.premium12],
  checkoutItems: [],
  customer: US_CA,
};

export interface EstimateOptions {
  readonly priceId?: string;
  readonly promotionCode?: string | undefined;
  /** A signed-in buyer's session; a guest's estimate without it. */
  readonly cookie?: string | null | undefined;
  /** Laid over the order last (e.g. another `offerId`). */
  readonly order?: Record<string, unknown>;
}

/** POST /api/v1/estimate of DEFAULT_ORDER, with another price or a promotion code. */
export const postEstimate = (t: TestServer, o: EstimateOptions = {}) =>
  t.request('POST', '/api/v1/estimate', {
    ...(o.cookie && { cookie: o.cookie }),
    body: {
      ...DEFAULT_ORDER,
      ...(o.priceId && { priceId: o.priceId, priceIds: [o.priceId] }),
      ...(o.promotionCode !== undefined && { promotionCode: o.promotionCode }),
      ...o.order,
    },
  });

const ORDER_KEYS = ['offerId', 'priceId', 'priceIds', 'checkoutItems', 'customer', 'isTaxable'];

/** What checkout-body overrides change of the order, for an intent that fits that checkout. */
export const orderOfBody = (overrides: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(overrides).filter(([key]) => ORDER_KEYS.includes(key)));

export interface IntentOptions {
  readonly method?: 'card' | 'paypal_express_checkout' | 'apple_pay' | 'google_pay';
  readonly source?: TokenSource;
  readonly currency?: 'USD' | 'EUR' | 'GBP';
  readonly amount?: number;
  readonly flow?: string;
  readonly subscriptionId?: string;
  readonly cookie?: string;
  readonly path?: string;
  /** Laid over DEFAULT_ORDER. */
  readonly order?: Record<string, unknown>;
}

/**
 * The client secret of each intent these helpers made, by intent id: the tab's own storage, as
 * the SPA keeps it (decision 0101). `checkoutBody` sends it back.
 */
const intentSecrets = new Map<string, string>();

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
      ...(o.source && { paymentSource: o.source }),
      order: { ...DEFAULT_ORDER, ...o.order },
      returnUrl: '/checkout/return',
      xv: 'exp-a',
    },
  });
  const intent = res.status === 200 ? JSON.parse(res.body.chargebeeBody as string) : null;
  if (intent) intentSecrets.set(intent.id as string, intent.client_secret as string);
  return { res, intent };
}

/** Tokenises a test card and confirms it on a new payment intent; returns the intent id. */
export async function cardIntent(t: TestServer, number: string, o: IntentOptions = {}) {
  const { res, intent } = await createIntent(t, { ...o, source: await cardSource(t, number) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return intent.id as string;
}

export async function walletIntent(
  t: TestServer,
  wallet: 'apple_pay' | 'google_pay',
  outcome?: string,
) {
  const source = await walletSource(t, { wallet, ...(outcome && { test_outcome: outcome }) });
  const { res, intent } = await createIntent(t, { method: wallet, source });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return intent.id as string;
}

/** The client secret the creating client holds for an intent these helpers made. */
export const secretOf = (paymentIntentId: string) =>
  intentSecrets.get(paymentIntentId) ?? `${paymentIntentId}_secret_of-no-intent-we-made`;

/**
 * A checkout body for Premium 12 months in USD by card for a new buyer in California, with the
 * intent's client secret as the client that made it holds it (override it to play another client).
 */
export function checkoutBody(paymentIntentId: string, overrides: Record<string, unknown> = {}) {
  return {
    checkoutAttemptId: attemptId(),
    priceId: PRICES.premium12,
    priceIds: [PRICES.premium12],
    paymentIntentId,
    paymentIntentClientSecret: secretOf(paymentIntentId),
    paymentSourceType: 'card',
    offerId: 'regular',
    customer: { email: newEmail(), emailSubscriptionStatus: 'subscribed', ...US_CA },
    checkoutItems: [],
    xv: { experiment: 'a' },
    userSession: { pageViewId: 'pv-1' },
    ...overrides,
  };
}

export function postCheckout(t: TestServer, body: unknown, cookie?: string): Promise<TestResponse> {
  return t.request('POST', '/api/v1/checkout', { body, ...(cookie && { cookie }) });
}
