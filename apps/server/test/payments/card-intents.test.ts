import { describe, expect, it } from 'vitest';
import type { PaymentMethodType } from '../../src/modules/payments/payment-gateway';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  cardToken,
  gatewayOf,
  newKey,
  pressButton,
  sandboxOf,
  walletToken,
} from './sandbox-client';

const t = useTestServer();

const intentFor = (token: string, methodType: PaymentMethodType = 'card') =>
  gatewayOf(t).createPaymentIntent({
    methodType,
    amount: 5995,
    currency: 'EUR',
    token,
    returnUrl: '/order',
  });

const chargeIntent = (intentId: string, idempotencyKey = newKey('intent-charge')) =>
  gatewayOf(t).charge({
    idempotencyKey,
    amount: 5995,
    currency: 'EUR',
    source: { type: 'payment_intent', intentId },
  });

describe(`sandbox gateway: card and wallet payment intents (${testDatabaseKind})`, () => {
  it('authorises a good card up front and charges the intent once', async () => {
    const intent = await intentFor(await cardToken(t, '4242424242424242'));
    expect(intent).toMatchObject({
      status: 'authorized',
      actionUrl: null,
      paymentSource: expect.stringMatching(/^tok_/),
    });
    expect((await chargeIntent(intent.id)).status).toBe('succeeded');
    await expect(chargeIntent(intent.id)).rejects.toMatchObject({
      code: 'payment_intent_consumed',
    });
  });

  it('fails the intent of a declining card with the card decline code', async () => {
    const intent = await intentFor(await cardToken(t, '4000000000009995'));
    expect(intent).toMatchObject({ status: 'failed', declineCode: 'insufficient_funds' });
    expect(await chargeIntent(intent.id)).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
  });

  it('holds a 3-D Secure card intent until the challenge is passed', async () => {
    const intent = await intentFor(await cardToken(t, '4000000000003220'));
    expect(intent.status).toBe('requires_action');
    expect(intent.actionUrl).toMatch(/^\/sandbox-gateway\/3ds\/chl_/);
    expect((await chargeIntent(intent.id)).status).toBe('requires_action');
    await pressButton(t, intent.actionUrl ?? '', 'pass');
    expect((await gatewayOf(t).retrievePaymentIntent(intent.id))?.status).toBe('authorized');
    expect((await chargeIntent(intent.id)).status).toBe('succeeded');
  });

  it('takes a wallet token only for its own wallet method', async () => {
    const token = await walletToken(t, { wallet: 'google_pay' });
    expect((await intentFor(token, 'google_pay')).status).toBe('authorized');
    await expect(intentFor(token, 'apple_pay')).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(intentFor('tok_missing')).rejects.toMatchObject({ code: 'unknown_token' });
  });
});

// Decision 0244: an authorised intent is claimed and charged in one transaction, without reading
// the key first; what a retry, a twin and a reused key get must not change with it.
describe(`sandbox gateway: an authorised intent's charge and its key (${testDatabaseKind})`, () => {
  it('a retry under the same key gets the same charge, not a second one', async () => {
    const intent = await intentFor(await cardToken(t, '4242424242424242'));
    const key = newKey('intent-retry');
    const first = await chargeIntent(intent.id, key);
    expect(first.status).toBe('succeeded');
    expect(await chargeIntent(intent.id, key)).toEqual(first);
    const stored = await sandboxOf(t).listCharges();
    expect(stored.filter((c) => c.idempotencyKey === key)).toHaveLength(1);
  });

  it('twins under one key at the same time charge once and get the same answer', async () => {
    const intent = await intentFor(await cardToken(t, '4242424242424242'));
    const key = newKey('intent-twins');
    const results = await Promise.all([1, 2, 3, 4].map(() => chargeIntent(intent.id, key)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]?.status).toBe('succeeded');
    const stored = await sandboxOf(t).listCharges();
    expect(stored.filter((c) => c.intentId === intent.id)).toHaveLength(1);
  });

  it('a key used for one intent is refused for another, which stays authorised and chargeable', async () => {
    const first = await intentFor(await cardToken(t, '4242424242424242'));
    const second = await intentFor(await cardToken(t, '5555555555554444'));
    const key = newKey('intent-reused');
    expect((await chargeIntent(first.id, key)).status).toBe('succeeded');
    await expect(chargeIntent(second.id, key)).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    expect(await gatewayOf(t).retrievePaymentIntent(second.id)).toMatchObject({
      status: 'authorized',
    });
    expect((await chargeIntent(second.id)).status).toBe('succeeded');
  });
});
