import { describe, expect, it } from 'vitest';
import type { PaymentIntent } from '../../src/modules/payments/payment-gateway';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { gatewayOf, newKey, pressButton, sandboxOf } from './sandbox-client';

const t = useTestServer();

const createIntent = (amount = 1295, idempotencyKey = newKey('intent')) =>
  gatewayOf(t).createPaymentIntent({
    methodType: 'paypal_express_checkout',
    amount,
    currency: 'USD',
    returnUrl: '/order/payment',
    idempotencyKey,
  });

const chargeIntent = (
  intent: PaymentIntent,
  idempotencyKey = newKey('charge'),
  amount = intent.amount,
) =>
  gatewayOf(t).charge({
    idempotencyKey,
    amount,
    currency: intent.currency,
    source: { type: 'payment_intent', intentId: intent.id },
  });

describe(`sandbox gateway: PayPal (${testDatabaseKind})`, () => {
  it('creates an intent waiting for the buyer on the PayPal approval page', async () => {
    const intent = await createIntent();
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      methodType: 'paypal_express_checkout',
      amount: 1295,
      currency: 'USD',
      status: 'requires_action',
      actionUrl: `/sandbox-gateway/paypal/${intent.id}?return_url=%2Forder%2Fpayment`,
      declineCode: null,
      paymentSource: null,
      providerClientSecret: null,
    });
    const page = await (await fetch(t.url + intent.actionUrl)).text();
    for (const label of ['Approve', 'Cancel', 'Simulate failure', '$12.95'])
      expect(page).toContain(label);
    expect(page).not.toMatch(/<script/i);
  });

  it('charges an approved intent once and returns the buyer with paypal=approved', async () => {
    const intent = await createIntent();
    const answer = await pressButton(t, intent.actionUrl ?? '', 'approve');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/order/payment?paypal=approved&payment_intent=${intent.id}`);
    const key = newKey('paypal-charge');
    const result = await chargeIntent(intent, key);
    expect(result).toEqual({
      status: 'succeeded',
      chargeId: expect.stringMatching(/^ch_/),
      amount: 1295,
      currency: 'USD',
    });
    expect(await chargeIntent(intent, key)).toEqual(result);
    await expect(chargeIntent(intent)).rejects.toMatchObject({ code: 'payment_intent_consumed' });
    expect((await gatewayOf(t).retrievePaymentIntent(intent.id))?.status).toBe('succeeded');
  });

  it('declines a cancelled intent with payment_cancelled', async () => {
    const intent = await createIntent();
    const answer = await pressButton(t, intent.actionUrl ?? '', 'cancel');
    expect(answer.location).toContain('paypal=cancelled');
    expect(await chargeIntent(intent)).toMatchObject({
      status: 'declined',
      declineCode: 'payment_cancelled',
    });
  });

  it('declines an intent whose authorisation failed with generic_decline', async () => {
    const intent = await createIntent();
    expect((await pressButton(t, intent.actionUrl ?? '', 'fail')).location).toContain(
      'paypal=failed',
    );
    expect(await chargeIntent(intent)).toMatchObject({
      status: 'declined',
      declineCode: 'generic_decline',
    });
  });

  it('answers a charge before approval with the approval page, then succeeds once approved', async () => {
    const intent = await createIntent();
    const key = newKey('early');
    expect(await chargeIntent(intent, key)).toEqual({
      status: 'requires_action',
      challengeUrl: intent.actionUrl,
      intentId: intent.id,
    });
    await pressButton(t, intent.actionUrl ?? '', 'approve');
    expect((await chargeIntent(intent, key)).status).toBe('succeeded');
  });

  it('lets the browser poll the intent without the tenant header', async () => {
    const intent = await createIntent();
    const poll = () =>
      t.request('GET', `/sandbox-gateway/v1/payment-intents/${intent.id}`, { tenant: null });
    expect((await poll()).body).toMatchObject({
      id: intent.id,
      status: 'requires_action',
      method_type: 'paypal_express_checkout',
    });
    await pressButton(t, intent.actionUrl ?? '', 'approve');
    expect((await poll()).body).toMatchObject({
      status: 'authorized',
      action_url: null,
      decline_code: null,
    });
    const missing = await t.request('GET', '/sandbox-gateway/v1/payment-intents/pi_missing', {
      tenant: null,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a zero-amount intent: no intent authorises "any amount" (decision 0101)', async () => {
    await expect(createIntent(0)).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('charges an approved intent its own amount and vaults a reusable token', async () => {
    const intent = await createIntent(9995);
    await pressButton(t, intent.actionUrl ?? '', 'approve');
    const approved = await gatewayOf(t).retrievePaymentIntent(intent.id);
    expect(approved?.paymentSource).toMatch(/^tok_/);
    expect((await chargeIntent(intent, newKey('first'), 9995)).status).toBe('succeeded');
    const renewal = await gatewayOf(t).charge({
      idempotencyKey: newKey('renewal'),
      amount: 11695,
      currency: 'USD',
      source: { type: 'token', token: approved?.paymentSource ?? '' },
    });
    expect(renewal.status).toBe('succeeded');
    expect(await gatewayOf(t).describePaymentSource(approved?.paymentSource ?? '')).toMatchObject({
      kind: 'paypal',
      last4: null,
    });
    // The vaulted agreement is the merchant's: no browser secret can claim it.
    const token = approved?.paymentSource ?? '';
    expect(await gatewayOf(t).verifyPaymentSource(token, `${token}_secret_guess`)).toBeNull();
  });

  it('refuses a charge that does not match the intent amount or currency', async () => {
    const intent = await createIntent(1295);
    await pressButton(t, intent.actionUrl ?? '', 'approve');
    await expect(chargeIntent(intent, newKey('more'), 1296)).rejects.toMatchObject({
      code: 'amount_mismatch',
    });
  });

  it('returns the same intent for the same idempotency key', async () => {
    const key = newKey('same-intent');
    const first = await createIntent(1295, key);
    expect(await createIntent(1295, key)).toEqual(first);
    await expect(createIntent(999, key)).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    expect(await sandboxOf(t).viewPaymentIntent(first.id)).toEqual(first);
  });
});
