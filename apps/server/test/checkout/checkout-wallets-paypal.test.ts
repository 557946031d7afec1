import { describe, expect, it } from 'vitest';
import { pressButton } from '../payments/sandbox-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { checkoutBody, createIntent, postCheckout, walletIntent } from './checkout-client';

const t = useTestServer();

const methodOf = (email: string) =>
  t.server.database.db
    .selectFrom('payment_methods as pm')
    .innerJoin('users as u', 'u.id', 'pm.user_id')
    .select(['pm.kind', 'pm.brand', 'pm.last4', 'pm.gateway_token'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();

async function paypalIntent() {
  const { res, intent } = await createIntent(t, { method: 'paypal_express_checkout' });
  expect(res.status).toBe(200);
  return intent as { id: string; action_url: string };
}

describe(`checkout with Apple Pay and Google Pay (${testDatabaseKind})`, () => {
  it.each([
    ['apple_pay', 'ApplePay'],
    ['google_pay', 'GooglePay'],
  ] as const)('buys with a %s wallet token and keeps it as %s', async (wallet, kind) => {
    const intent = await walletIntent(t, wallet);
    const body = checkoutBody(intent, { paymentSourceType: wallet });
    const res = await postCheckout(t, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await methodOf(body.customer.email)).toMatchObject({ kind, last4: '4242' });
  });

  it('maps a declined wallet payment to its key', async () => {
    const intent = await walletIntent(t, 'google_pay', 'insufficient_funds');
    const res = await postCheckout(t, checkoutBody(intent, { paymentSourceType: 'google_pay' }));
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('insufficient_funds');
  });
});

describe(`checkout with PayPal: intent, approval, checkout (spec §4) (${testDatabaseKind})`, () => {
  const paypalBody = (id: string) =>
    checkoutBody(id, { paymentSourceType: 'paypal_express_checkout' });

  it('answers 202 with the approval page until the buyer approves, then buys', async () => {
    const intent = await paypalIntent();
    expect(intent.action_url).toBe(
      `/sandbox-gateway/paypal/${intent.id}?return_url=${encodeURIComponent('/checkout/return')}`,
    );
    const early = await postCheckout(t, paypalBody(intent.id));
    expect(early.status).toBe(202);
    expect(early.body.action).toEqual({ type: 'paypal_approval', url: intent.action_url });

    const approved = await pressButton(t, intent.action_url, 'approve');
    expect(approved.location).toContain('paypal=approved');
    const body = paypalBody(intent.id);
    const res = await postCheckout(t, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(new URL(res.body.redirectUrl, t.url).searchParams.get('payment_type')).toBe('paypal');
    expect(await methodOf(body.customer.email)).toMatchObject({
      kind: 'PaypalLegacy',
      brand: 'PayPal',
      last4: null,
      gateway_token: expect.stringMatching(/^tok_/),
    });
  });

  it.each([
    ['cancel', 'payment_cancelled_retry_with_different_method'],
    ['fail', 'payment_failed_retry_with_different_method'],
  ])('refuses a PayPal payment the buyer chose to %s with %s', async (button, key) => {
    const intent = await paypalIntent();
    await pressButton(t, intent.action_url, button);
    const res = await postCheckout(t, paypalBody(intent.id));
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe(key);
  });

  it('needs a state for a US PayPal payment (spec §5 preconditions)', async () => {
    const intent = await paypalIntent();
    const body = paypalBody(intent.id);
    const res = await postCheckout(t, {
      ...body,
      customer: { ...body.customer, residenceState: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('customer.residenceState');
  });
});
