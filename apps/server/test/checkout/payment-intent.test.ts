import { describe, expect, it } from 'vitest';
import { cardSource, walletSource } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { CARDS, createIntent, PRICES } from './checkout-client';

const t = useTestServer();

describe(`POST /api/v1/payment-intent (${testDatabaseKind})`, () => {
  it.each(['/api/v1/payment-intent', '/order/api/payment-intent'])(
    '%s creates a PayPal intent and answers it as a JSON string in chargebeeBody',
    async (path) => {
      const { res, intent } = await createIntent(t, { method: 'paypal_express_checkout', path });
      expect(res.status).toBe(200);
      expect(typeof res.body.chargebeeBody).toBe('string');
      expect(intent).toEqual({
        object: 'payment_intent',
        id: expect.stringMatching(/^pi_/),
        status: 'requires_action',
        amount: 8584, // the server's price of the order: Premium 12 months in California, tax in
        currency_code: 'USD',
        payment_method_type: 'paypal_express_checkout',
        gateway: 'sandbox',
        action_url: expect.stringMatching(/^\/sandbox-gateway\/paypal\/pi_.+\?return_url=/),
        decline_code: null,
        client_secret: expect.stringMatching(/^pi_\w+_secret_[\w-]{32}$/),
        expires_at: '2026-11-23T13:00:00.000Z',
        provider_client_secret: null, // the sandbox's PayPal page needs none (Stripe: 0150)
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const stored = await t.server.database.db
        .selectFrom('payment_intents')
        .selectAll()
        .where('gateway_intent_id', '=', intent.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ tenant_id: 'halyard', flow: 'order', consumed_at: null });
      // Only the secret's hash is kept (decision 0101).
      expect(stored.client_secret_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(intent.client_secret);
    },
  );

  it.each([
    ['a good card', CARDS.visa, 'authorized', null],
    ['a 3-D Secure card', CARDS.threeDs, 'requires_action', null],
    ['a declining card', CARDS.insufficient, 'failed', 'insufficient_funds'],
  ])('confirms %s on the intent (%s)', async (_, number, status, decline) => {
    const { intent } = await createIntent(t, {
      source: await cardSource(t, number),
      currency: 'EUR',
      order: {
        priceId: PRICES.premium12Eur,
        priceIds: [],
        customer: { residenceCountry: 'DE', residenceZipcode: '10115' },
      },
    });
    expect(intent).toMatchObject({
      status,
      decline_code: decline,
      currency_code: 'EUR',
      amount: 9525, // 80.04 EUR + 19 % VAT
    });
    if (status === 'requires_action')
      expect(intent.action_url).toMatch(/^\/sandbox-gateway\/3ds\//);
  });

  it('refuses a missing, unknown or mismatched token with field errors', async () => {
    const cases = [
      { method: 'card' as const },
      {
        method: 'card' as const,
        source: { token: 'tok_nothing', clientSecret: 'tok_nothing_secret_guessed' },
      },
      { method: 'card' as const, source: await walletSource(t, { wallet: 'apple_pay' }) },
      { method: 'paypal_express_checkout' as const, source: await cardSource(t, CARDS.visa) },
    ];
    for (const options of cases) {
      const { res } = await createIntent(t, options);
      expect(res.status, JSON.stringify(options)).toBe(400);
      expect(res.body.error.fields).toHaveProperty(['paymentSource.token']);
    }
  });

  it('lets only the signed-in owner set up an edit of a subscription we bill', async () => {
    const edit = { method: 'paypal_express_checkout' as const, flow: 'edit_subscription' };
    const anonymous = await createIntent(t, { ...edit, subscriptionId: 'sub_basic_us_1' });
    expect(anonymous.res.status).toBe(401);
    const owner = await signInAs(t, 'basic-us');
    const own = await createIntent(t, { ...edit, subscriptionId: 'sub_basic_us_1', cookie: owner });
    expect(own.res.status).toBe(200);
    const foreign = await createIntent(t, {
      ...edit,
      subscriptionId: 'sub_premium_us_1',
      cookie: owner,
    });
    expect(foreign.res.status).toBe(404);
    const inApp = await createIntent(t, {
      ...edit,
      flow: 'add_addon',
      subscriptionId: 'sub_appstore_1',
      cookie: await signInAs(t, 'appstore'),
    });
    expect(inApp.res.status).toBe(403);
  });

  it('refuses an amount that is not a scaled amount', async () => {
    const res = await t.request('POST', '/api/v1/payment-intent', {
      body: { amount: { unscaledValue: -1, scale: 2, currency: 'USD' }, paymentMethodType: 'card' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(['amount.unscaledValue']);
  });
});
