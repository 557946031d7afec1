import { describe, expect, it } from 'vitest';
import type { PaymentMethodType } from '../../src/modules/payments/payment-gateway';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardToken, gatewayOf, newKey, pressButton, walletToken } from './sandbox-client';

const t = useTestServer();

const intentFor = (token: string, methodType: PaymentMethodType = 'card') =>
  gatewayOf(t).createPaymentIntent({
    methodType,
    amount: 5995,
    currency: 'EUR',
    token,
    returnUrl: '/order',
  });

const chargeIntent = (intentId: string) =>
  gatewayOf(t).charge({
    idempotencyKey: newKey('intent-charge'),
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
