import { describe, expect, it } from 'vitest';
import { publicId } from '../billing/helpers';
import { sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind, type TestResponse } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  attemptId,
  cardIntent,
  CARDS,
  checkoutBody,
  createIntent,
  newEmail,
  postCheckout,
  PRICES,
} from './checkout-client';

/**
 * Security review, issue 14 finding 1 (decision 0100): tax was chosen by the client. A German
 * buyer who sent `isTaxable: false` paid 80.04 EUR instead of 95.25; an unknown US state ("ZZ",
 * "Texas") was taxed at 0 %. Each attack below is replayed over HTTP on every path that charges
 * and must now be refused with a field error, charging nothing.
 */
const t = useTestServer();

const GERMANY = { residenceCountry: 'DE', residenceZipcode: '10115' };
const GERMAN_ORDER = { priceId: PRICES.premium12Eur, priceIds: [], customer: GERMANY };
const chargeCount = async () => (await sandboxOf(t).listCharges()).length;
const estimate = (body: Record<string, unknown>, cookie?: string) =>
  t.request('POST', '/api/v1/estimate', {
    ...(cookie && { cookie }),
    body: { offerId: 'regular', ...GERMAN_ORDER, ...body },
  });
const v2 = (method: 'PUT' | 'POST', path: string, cookie: string, body: unknown) =>
  t.request(method, path, { cookie, body });

function expectFieldError(res: TestResponse, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.fields).toHaveProperty([field]);
}

describe(`finding 1: the server decides tax from the residence alone (${testDatabaseKind})`, () => {
  it('estimate: a German buyer saying isTaxable false is refused; without it, 19 % VAT', async () => {
    expectFieldError(await estimate({ isTaxable: false }), 'isTaxable');
    const decided = await estimate({});
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      isTaxable: true,
      taxRate: '19.00',
      tax: { unscaledValue: 1521, currency: 'EUR' },
      total: { unscaledValue: 9525, currency: 'EUR' },
    });
    // The expectation that agrees with the decision is fine.
    expect((await estimate({ isTaxable: true })).status).toBe(200);
    // And a buyer where no tax is due may not claim it is.
    const florida = { residenceCountry: 'US', residenceState: 'FL', residenceZipcode: '33101' };
    const untaxed = await estimate({ priceId: PRICES.premium12, customer: florida });
    expect(untaxed.body).toMatchObject({ isTaxable: false, taxRate: '0.00' });
    expectFieldError(
      await estimate({ priceId: PRICES.premium12, customer: florida, isTaxable: true }),
      'isTaxable',
    );
  });

  it.each(['ZZ', 'Texas', 'XX'])(
    'estimate: the unknown US state %j is a field error, not 0 %%',
    async (state) => {
      const customer = { residenceCountry: 'US', residenceState: state, residenceZipcode: '73301' };
      expectFieldError(
        await estimate({ priceId: PRICES.premium12, customer }),
        'customer.residenceState',
      );
    },
  );

  it('estimate: a country we do not know is a field error, not 0 %', async () => {
    const customer = { residenceCountry: 'ZZ', residenceZipcode: '12345' };
    expectFieldError(await estimate({ customer }), 'customer.residenceCountry');
  });

  it('v1 checkout: isTaxable false from a German buyer is refused and charges nothing', async () => {
    // The intent is priced by the server (95.25 EUR); the attacker's checkout says "no tax".
    const intent = await cardIntent(t, CARDS.visa, { currency: 'EUR', order: GERMAN_ORDER });
    const before = await chargeCount();
    const honest = checkoutBody(intent, {
      ...GERMAN_ORDER,
      customer: { ...GERMANY, email: newEmail('vat-dodger') },
    });
    expectFieldError(await postCheckout(t, { ...honest, isTaxable: false }), 'isTaxable');
    expect(await chargeCount()).toBe(before);
    // The same purchase without the claim pays the VAT.
    const paid = await postCheckout(t, { ...honest, checkoutAttemptId: attemptId() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(new URL(paid.body.redirectUrl, t.url).searchParams.get('amount')).toBe('95.25');
  });

  it('v1 payment intent: a German order with isTaxable false or an unknown state is refused', async () => {
    const untaxed = await createIntent(t, {
      method: 'paypal_express_checkout',
      currency: 'EUR',
      order: { ...GERMAN_ORDER, isTaxable: false },
    });
    expectFieldError(untaxed.res, 'order.isTaxable');
    const texas = { residenceCountry: 'US', residenceState: 'Texas', residenceZipcode: '73301' };
    const unknown = await createIntent(t, {
      method: 'paypal_express_checkout',
      order: { customer: texas },
    });
    expectFieldError(unknown.res, 'order.customer.residenceState');
  });

  it('v1 checkout: an unknown US state is refused, not taxed at 0 %', async () => {
    const intent = await cardIntent(t, CARDS.visa);
    const before = await chargeCount();
    for (const state of ['ZZ', 'Texas']) {
      const customer = {
        email: newEmail('zz'),
        residenceCountry: 'US',
        residenceState: state,
        residenceZipcode: '73301',
      };
      expectFieldError(
        await postCheckout(t, checkoutBody(intent, { customer })),
        'customer.residenceState',
      );
    }
    expect(await chargeCount()).toBe(before);
  });

  it('checkout for customer (an add-on, another plan): isTaxable false from Germany is refused', async () => {
    const cookie = await signInAs(t, 'dedicated-ip'); // lives in Germany, card stored
    const before = await chargeCount();
    const res = await t.request('POST', '/api/v1/checkout-for-customer', {
      cookie,
      body: {
        checkoutAttemptId: attemptId(),
        offerId: 'regular',
        priceId: 'regular-premium-1m-eur',
        isTaxable: false,
      },
    });
    expectFieldError(res, 'isTaxable');
    const texas = { residenceCountry: 'US', residenceState: 'ZZ', residenceZipcode: '73301' };
    const unknown = await t.request('POST', '/api/v1/checkout-for-customer', {
      cookie,
      body: {
        checkoutAttemptId: attemptId(),
        offerId: 'regular',
        priceId: PRICES.premium1,
        customer: texas,
      },
    });
    expectFieldError(unknown, 'customer.residenceState');
    expect(await chargeCount()).toBe(before);
  });

  it('v2 plan change and add-on: isTaxable false from Germany is refused; the estimate says true', async () => {
    const cookie = await signInAs(t, 'basic-de');
    const change = {
      flow: 'edit_subscription',
      subscriptionId: publicId('basic-de'),
      priceId: PRICES.premium12Eur,
    };
    const quote = await v2('PUT', '/api/v2/checkout/estimate', cookie, change);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ isTaxable: true, taxRate: '19.00' });
    expectFieldError(
      await v2('PUT', '/api/v2/checkout/estimate', cookie, { ...change, isTaxable: false }),
      'isTaxable',
    );
    const before = await chargeCount();
    const attack = { ...change, attempt: attemptId(), isTaxable: false };
    expectFieldError(await v2('POST', '/api/v2/checkout/', cookie, attack), 'isTaxable');
    const addon = {
      flow: 'add_addon',
      subscriptionId: publicId('basic-de'),
      priceIds: ['regular-addon-dip-1m-untaxed-eur'],
      attempt: attemptId(),
      isTaxable: false,
    };
    expectFieldError(await v2('POST', '/api/v2/checkout/', cookie, addon), 'isTaxable');
    expect(await chargeCount()).toBe(before);
    // The honest change pays the VAT the estimate showed.
    const paid = await v2('POST', '/api/v2/checkout/', cookie, {
      ...change,
      attempt: attemptId(),
      isTaxable: quote.body.isTaxable,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.charge.amount).toEqual(quote.body.total);
  });
});
