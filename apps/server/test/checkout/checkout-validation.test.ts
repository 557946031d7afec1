import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_CONFIRMATION_PARAMS } from '@halyard/domain';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { cardIntent, CARDS, checkoutBody, postCheckout, PRICES } from './checkout-client';

let t: TestServer;
let intent: string;
beforeAll(async () => {
  t = await startTestServer();
  intent = await cardIntent(t, CARDS.visa);
});
afterAll(() => t.close());

const fieldsOf = async (overrides: Record<string, unknown>, paymentIntentId = intent) => {
  const res = await postCheckout(t, checkoutBody(paymentIntentId, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res.body.error.fields as Record<string, string>;
};

describe(`checkout refuses client mistakes with 400 and field errors (${testDatabaseKind})`, () => {
  it.each([
    ['an unknown price id', { priceIds: [PRICES.premium12, 'nope'] }, 'priceIds.1'],
    ['a price of another offer', { priceId: PRICES.special6, priceIds: [] }, 'priceId'],
    ['an unknown offer', { offerId: 'winter' }, 'offerId'],
    ['no plan', { priceId: undefined, priceIds: [PRICES.dip12] }, 'priceId'],
    ['two plans', { priceIds: [PRICES.premium12, PRICES.basic12] }, 'priceIds.1'],
    ['an add-on of another length', { priceIds: [PRICES.premium12, PRICES.dip1] }, 'priceIds.1'],
    [
      'prices in two currencies',
      { priceIds: [PRICES.premium12, 'regular-addon-dip-12m-untaxed-eur'] },
      'priceIds.1',
    ],
    [
      'a plan-less checkout item',
      { checkoutItems: [{ priceIds: [PRICES.dip12] }] },
      'checkoutItems.0.priceIds',
    ],
    [
      'a US ZIP code that is not one',
      {
        customer: {
          email: 'a@b.co',
          residenceCountry: 'US',
          residenceState: 'CA',
          residenceZipcode: '9410',
        },
      },
      'customer.residenceZipcode',
    ],
    [
      'a US address without a state',
      { customer: { email: 'a@b.co', residenceCountry: 'US', residenceZipcode: '94105' } },
      'customer.residenceState',
    ],
    [
      'a Canadian postal code that is not one',
      { customer: { email: 'a@b.co', residenceCountry: 'CA', residenceZipcode: '12345' } },
      'customer.residenceZipcode',
    ],
    [
      'a country that is not a code',
      { customer: { email: 'a@b.co', residenceCountry: 'Germany', residenceZipcode: '1' } },
      'customer.residenceCountry',
    ],
    [
      'a malformed email',
      { customer: { email: 'not-an-email', residenceCountry: 'DE', residenceZipcode: '1' } },
      'customer.email',
    ],
    [
      'a payment source other than the intent’s',
      { paymentSourceType: 'apple_pay' },
      'paymentSourceType',
    ],
  ])('%s', async (_, overrides, field) => {
    expect(await fieldsOf(overrides)).toHaveProperty([field]);
  });

  it('refuses an unknown payment intent and one set up in another currency', async () => {
    expect(await fieldsOf({}, 'pi_unknown')).toHaveProperty(['paymentIntentId']);
    const euro = await cardIntent(t, CARDS.visa, {
      currency: 'EUR',
      order: { priceId: PRICES.premium12Eur, priceIds: [] },
    });
    expect(await fieldsOf({}, euro)).toHaveProperty(['paymentIntentId']);
  });

  it('refuses an intent set up for another total (409)', async () => {
    const basic = { priceId: PRICES.basic1, priceIds: [] };
    const fixed = await cardIntent(t, CARDS.visa, { order: basic });
    const res = await postCheckout(t, checkoutBody(fixed));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('payment_amount_mismatch');
  });

  it('refuses a body that is not JSON or misses fields, never with a 5xx', async () => {
    const raw = await t.request('POST', '/api/v1/checkout', {
      rawBody: '{"oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    const empty = await postCheckout(t, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('checkoutAttemptId');
  });

  it('refuses a payment intent of another tenant as unknown', async () => {
    const res = await t.request('POST', '/api/v1/checkout', {
      body: checkoutBody(intent),
      tenant: 'northwind',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('paymentIntentId');
  });
});

describe('spec §2 the payment-confirmation redirect', () => {
  it('carries the parameters for Premium 12 months by card, in the spec’s order', async () => {
    const card = await cardIntent(t, CARDS.visa);
    const res = await postCheckout(t, checkoutBody(card, { isTaxable: true }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = new URL(res.body.redirectUrl, t.url);
    expect(url.pathname).toBe('/checkout/confirmation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'one_checkout',
      total_period: '12',
      amount: '85.84', // 80.04 + 7.25 % California sales tax (5.80)
      sub_id: res.body.subscription.id,
      product_id: 'premium',
      product_dip_months: '0',
      payment_type: 'card',
      order_page_type: 'regular',
      user_flow: 'order',
    });
    // All nine, in the spec's order; payment_type is `paypal` for PayPal (decision 0017).
    const order = [...url.searchParams.keys()];
    expect(order).toEqual([...PAYMENT_CONFIRMATION_PARAMS]);
    expect(res.body.subscription.id).toMatch(/^sub_[0-9a-f]{16}$/);
  });

  it('counts the dedicated IP months bought with the plan', async () => {
    const order = { priceIds: [PRICES.premium12, PRICES.dip12] };
    const card = await cardIntent(t, CARDS.visa, { order });
    const res = await postCheckout(t, checkoutBody(card, order));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(new URL(res.body.redirectUrl, t.url).searchParams.get('product_dip_months')).toBe('12');
    expect(res.body.subscription.subscriptionItems).toEqual([
      { itemPriceId: PRICES.premium12, itemType: 'plan' },
      { itemPriceId: PRICES.dip12, itemType: 'addon' },
    ]);
  });
});
