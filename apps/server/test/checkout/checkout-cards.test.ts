import { describe, expect, it } from 'vitest';
import { pressButton, sandboxOf } from '../payments/sandbox-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardIntent, CARDS, checkoutBody, postCheckout } from './checkout-client';

const t = useTestServer();

const chargesOf = async (intentId: string) =>
  (await sandboxOf(t).listCharges()).filter((c) => c.intentId === intentId);

describe(`checkout by card: each test card's outcome (${testDatabaseKind})`, () => {
  it('buys with 4242… and answers the redirect and the subscription', async () => {
    const intent = await cardIntent(t, CARDS.visa);
    const res = await postCheckout(t, checkoutBody(intent));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.redirectUrl).toMatch(/^\/checkout\/confirmation\?utm_source=one_checkout&/);
    expect(res.body.subscription.subscriptionItems).toEqual([
      { itemPriceId: 'regular-premium-12m-usd', itemType: 'plan' },
    ]);
    // 80.04 and California's 7.25 % sales tax, which the server decides (decision 0100).
    expect(await chargesOf(intent)).toMatchObject([{ status: 'succeeded', amount: 8584 }]);
  });

  it.each([
    ['generic decline', CARDS.generic, 402, 'payment_failed_retry_with_different_method'],
    ['insufficient funds', CARDS.insufficient, 402, 'insufficient_funds'],
    ['incorrect CVC', CARDS.cvc, 402, 'invalid_cvc'],
    ['expired card', CARDS.expired, 402, 'card_details_outdated'],
    ['processing error', CARDS.processing, 402, 'payment_failed_during_processing'],
    ['issuer error', CARDS.issuer, 402, 'card_issuer_error'],
    ['suspected fraud (never says why)', CARDS.fraud, 402, 'general_error'],
  ])('refuses %s with %d and the key %s, and buys nothing', async (_, card, status, key) => {
    const intent = await cardIntent(t, card);
    const body = checkoutBody(intent);
    const res = await postCheckout(t, body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(key);
    expect(res.body.error.message.length).toBeGreaterThan(10);
    const db = t.server.database.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.customer.email)
      .executeTakeFirst();
    expect(user).toBeUndefined();
    // The same attempt repeated answers the same decline without a new charge.
    expect((await postCheckout(t, body)).body.error.code).toBe(key);
    expect(await chargesOf(intent)).toHaveLength(1);
  });

  it('answers 202 with the 3-D Secure challenge, then buys once after it passes', async () => {
    const intent = await cardIntent(t, CARDS.threeDs);
    const first = await postCheckout(t, checkoutBody(intent));
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      status: 'requires_action',
      action: { type: 'three_d_secure', url: expect.stringMatching(/^\/sandbox-gateway\/3ds\//) },
      paymentIntentId: intent,
    });
    const pressed = await pressButton(t, first.body.action.url, 'pass');
    expect(pressed.location).toContain('three_d_secure=passed');
    // The client comes back and checks out again (a new attempt id, as spec §8 retries do).
    const again = await postCheckout(t, checkoutBody(intent));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await chargesOf(intent)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('refuses a failed 3-D Secure challenge with authentication_error', async () => {
    const intent = await cardIntent(t, CARDS.threeDs);
    const first = await postCheckout(t, checkoutBody(intent));
    await pressButton(t, first.body.action.url, 'fail');
    const again = await postCheckout(t, checkoutBody(intent));
    expect(again.status).toBe(402);
    expect(again.body.error.code).toBe('authentication_error');
  });

  it('keeps brand, last four and expiry of the card, and its gateway token', async () => {
    const intent = await cardIntent(t, CARDS.mastercard);
    const body = checkoutBody(intent);
    expect((await postCheckout(t, body)).status).toBe(200);
    const method = await t.server.database.db
      .selectFrom('payment_methods as pm')
      .innerJoin('users as u', 'u.id', 'pm.user_id')
      .select([
        'pm.kind',
        'pm.brand',
        'pm.last4',
        'pm.exp_month',
        'pm.exp_year',
        'pm.gateway_token',
      ])
      .where('u.email', '=', body.customer.email)
      .executeTakeFirstOrThrow();
    expect(method).toEqual({
      kind: 'CreditCard',
      brand: 'Mastercard',
      last4: '4444',
      exp_month: 12,
      exp_year: 2030,
      gateway_token: expect.stringMatching(/^tok_/),
    });
  });
});
