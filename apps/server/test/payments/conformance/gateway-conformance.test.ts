import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailableError } from '../../../src/modules/payments/gateway-errors';
import type {
  ChargeInput,
  ChargeResult,
  GatewayChargeRecord,
  PaymentGateway,
} from '../../../src/modules/payments/payment-gateway';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test-server';
import {
  sandboxHarness,
  stripeHarness,
  type ConformanceCard,
  type GatewayHarness,
} from './harness';

/**
 * The payments port's behaviour (ARCHITECTURE decision 5, decision 0152), one suite run against
 * every adapter: the in-process sandbox, and the Stripe adapter talking to a Stripe mock this
 * test starts (stripe-stateful-mock, extended: test/stripe-mock). Charge, decline, 3-D Secure,
 * idempotent replay, refund and timeout mean the same with either.
 */

let t: TestServer;
const harnesses: Record<string, GatewayHarness> = {};
beforeAll(async () => {
  t = await startTestServer();
  harnesses.sandbox = sandboxHarness(t);
  harnesses.stripe = await stripeHarness(t);
});
afterAll(async () => {
  for (const h of Object.values(harnesses)) await h.close();
  await t.close();
});

const key = (label: string) => `${label}-${randomUUID()}`;

/** Every page of the port's listing since `createdSince`, as one list. */
async function listed(gateway: PaymentGateway, createdSince: Date) {
  const all: GatewayChargeRecord[] = [];
  for await (const page of gateway.chargePages({ createdSince })) all.push(...page);
  return all;
}

describe.each(['sandbox', 'stripe'])(`the payments port on %s (${testDatabaseKind})`, (name) => {
  const h = () => harnesses[name] as GatewayHarness;
  const charge = (input: Partial<ChargeInput> & { source: ChargeInput['source'] }) =>
    h().gateway.charge({
      idempotencyKey: key('charge'),
      amount: 1295,
      currency: 'USD',
      ...input,
    });
  const chargeCard = async (card: ConformanceCard, input: Partial<ChargeInput> = {}) =>
    charge({ source: { type: 'token', token: await h().savedSource(card) }, ...input });

  it('charges a saved card, and the gateway keeps the charge with its metadata', async () => {
    const metadata = { purpose: 'checkout', tenantId: 'halyard', attemptId: key('attempt') };
    const result = await chargeCard('visa', { metadata, amount: 5604, currency: 'EUR' });
    expect(result).toEqual({
      status: 'succeeded',
      chargeId: expect.any(String),
      amount: 5604,
      currency: 'EUR',
    });
    if (result.status !== 'succeeded') return;
    const record = await h().gateway.retrieveCharge(result.chargeId);
    expect(record).toMatchObject({
      id: result.chargeId,
      amount: 5604,
      currency: 'EUR',
      status: 'succeeded',
      refundedAmount: 0,
      metadata: expect.objectContaining(metadata),
    });
    const since = await listed(h().gateway, t.clock.now());
    expect(since.map((c) => c.id)).toContain(result.chargeId);
    expect(await h().gateway.retrieveCharge('ch_unknown')).toBeNull();
  });

  it.each([
    'generic_decline',
    'insufficient_funds',
    'incorrect_cvc',
    'expired_card',
    'processing_error',
    'fraud_suspected',
  ] as const)('declines a %s card with that decline code, as an answer', async (card) => {
    expect(await chargeCard(card)).toEqual({
      status: 'declined',
      declineCode: card,
      message: expect.any(String),
    });
  });

  it('3-D Secure: asks for the challenge until it is passed, then charges once', async () => {
    const input: ChargeInput = {
      idempotencyKey: key('3ds'),
      amount: 9995,
      currency: 'GBP',
      source: { type: 'token', token: await h().savedSource('three_d_secure') },
      returnUrl: '/checkout/confirm?attempt=a1',
    };
    const first = await h().gateway.charge(input);
    expect(first).toEqual({
      status: 'requires_action',
      challengeUrl: expect.any(String),
      intentId: expect.any(String),
    });
    expect(await h().gateway.charge(input)).toEqual(first);
    if (first.status !== 'requires_action') return;
    await h().answerChallenge(first, true);
    const settled = await h().gateway.charge(input);
    expect(settled).toEqual({
      status: 'succeeded',
      chargeId: expect.any(String),
      amount: 9995,
      currency: 'GBP',
    });
    expect(await h().gateway.charge(input)).toEqual(settled);
  });

  it('3-D Secure: a failed challenge declines the same charge with authentication_failed', async () => {
    const input: ChargeInput = {
      idempotencyKey: key('3ds-fail'),
      amount: 1295,
      currency: 'USD',
      source: { type: 'token', token: await h().savedSource('three_d_secure') },
      returnUrl: '/checkout',
    };
    const first = await h().gateway.charge(input);
    if (first.status !== 'requires_action') throw new Error(first.status);
    await h().answerChallenge(first, false);
    expect(await h().gateway.charge(input)).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_failed',
    });
  });

  it('3-D Secure off-session (a renewal): the charge waits for the customer, naming the intent', async () => {
    const result = await chargeCard('three_d_secure');
    expect(result).toMatchObject({ status: 'requires_action', intentId: expect.any(String) });
  });

  it('replays the first answer for the same key and body, and refuses another body', async () => {
    const token = await h().savedSource('visa');
    const input: ChargeInput = {
      idempotencyKey: key('replay'),
      amount: 1295,
      currency: 'USD',
      source: { type: 'token', token },
    };
    const first = await h().gateway.charge(input);
    const again = await Promise.all([h().gateway.charge(input), h().gateway.charge(input)]);
    expect(again).toEqual([first, first]);
    await expect(h().gateway.charge({ ...input, amount: 1296 })).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    const charges = await listed(h().gateway, t.clock.now());
    expect(charges.filter((c) => c.idempotencyKey === input.idempotencyKey)).toHaveLength(1);
  });

  it('refunds in part and in full, replays a refund key, never beyond the charge', async () => {
    const paid = (await chargeCard('mastercard', { amount: 10_000 })) as Extract<
      ChargeResult,
      { status: 'succeeded' }
    >;
    const part = { idempotencyKey: key('refund'), chargeId: paid.chargeId, amount: 2_500 };
    const first = await h().gateway.refund(part);
    expect(first).toEqual({
      status: 'succeeded',
      refundId: expect.any(String),
      chargeId: paid.chargeId,
      amount: 2_500,
      currency: 'USD',
    });
    expect(await h().gateway.refund(part)).toEqual(first);
    await expect(
      h().gateway.refund({
        idempotencyKey: key('too-much'),
        chargeId: paid.chargeId,
        amount: 9_000,
      }),
    ).rejects.toMatchObject({ code: 'refund_exceeds_charge' });
    const rest = await h().gateway.refund({ idempotencyKey: key('rest'), chargeId: paid.chargeId });
    expect(rest.amount).toBe(7_500);
    await expect(
      h().gateway.refund({ idempotencyKey: key('again'), chargeId: paid.chargeId }),
    ).rejects.toMatchObject({ code: 'refund_exceeds_charge' });
    expect(await h().gateway.retrieveCharge(paid.chargeId)).toMatchObject({
      refundedAmount: 10_000,
    });
    await expect(
      h().gateway.refund({ idempotencyKey: key('nothing'), chargeId: 'ch_missing' }),
    ).rejects.toMatchObject({ code: 'unknown_charge' });
  });

  it('finds charges by id as they are now, refunds included, leaving unknown ids out (decision 0232)', async () => {
    const first = await chargeCard('visa', { amount: 2_000 });
    const second = await chargeCard('visa', { amount: 3_000 });
    if (first.status !== 'succeeded' || second.status !== 'succeeded') throw new Error('declined');
    await h().gateway.refund({
      idempotencyKey: key('part'),
      chargeId: second.chargeId,
      amount: 500,
    });
    const found = await h().gateway.findCharges([second.chargeId, 'ch_unknown', first.chargeId]);
    expect(found.map((c) => [c.id, c.amount, c.refundedAmount]).sort()).toEqual(
      [
        [first.chargeId, 2_000, 0],
        [second.chargeId, 3_000, 500],
      ].sort(),
    );
    expect(await h().gateway.findCharges([])).toEqual([]);
  });

  it('lists every charge of a period once, a page at a time, however many pages (decision 0234)', async () => {
    const since = t.clock.now();
    const count = Math.min(h().gateway.chargesPerRequest.listed, 100) + 1;
    const made: string[] = [];
    for (let i = 0; i < count; i += 10) {
      const group = Array.from({ length: Math.min(10, count - i) }, () => chargeCard('visa'));
      for (const result of await Promise.all(group))
        if (result.status === 'succeeded') made.push(result.chargeId);
    }
    expect(made).toHaveLength(count);
    const pages: string[][] = [];
    for await (const page of h().gateway.chargePages({ createdSince: since }))
      pages.push(page.map((c) => c.id));
    const ids = pages.flat();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of made) expect(ids).toContain(id);
    for (const page of pages)
      expect(page.length).toBeLessThanOrEqual(h().gateway.chargesPerRequest.listed);
    if (h().gateway.chargesPerRequest.listed < count) expect(pages.length).toBeGreaterThan(1);
  });

  it('lists adjacent periods without missing or repeating a charge at their boundary (decision 0236)', async () => {
    const since = t.clock.now();
    const before = await chargeCard('visa');
    t.clock.advance(5_000);
    const boundary = t.clock.now();
    t.clock.advance(1_000);
    const after = await chargeCard('visa');
    if (before.status !== 'succeeded' || after.status !== 'succeeded') throw new Error('declined');
    const ids = async (period: { createdSince: Date; createdBefore?: Date }) => {
      const all: string[] = [];
      for await (const page of h().gateway.chargePages(period)) all.push(...page.map((c) => c.id));
      return all;
    };
    const first = await ids({ createdSince: since, createdBefore: boundary });
    const rest = await ids({ createdSince: boundary });
    expect(first).toContain(before.chargeId);
    expect(first).not.toContain(after.chargeId);
    expect(rest).toContain(after.chargeId);
    expect(rest).not.toContain(before.chargeId);
  });

  it('times out a charge that took effect, and the retry under its key finds that charge', async () => {
    const token = await h().savedSource('visa');
    const input: ChargeInput = {
      idempotencyKey: key('timeout'),
      amount: 1295,
      currency: 'USD',
      source: { type: 'token', token },
    };
    const hanging = h().hangingGateway(300);
    const error = await hanging.charge(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(error).toMatchObject({ reason: 'timeout' });
    const retried = await h().gateway.charge(input);
    expect(retried).toEqual({
      status: 'succeeded',
      chargeId: expect.any(String),
      amount: 1295,
      currency: 'USD',
    });
    const charges = await listed(h().gateway, t.clock.now());
    expect(charges.filter((c) => c.idempotencyKey === input.idempotencyKey)).toHaveLength(1);
  });

  it('binds a browser source to its client secret, then authorises and charges an intent once', async () => {
    const source = await h().browserSource('visa');
    expect(
      await h().gateway.verifyPaymentSource(source.token, `${source.token}_secret_wrong00`),
    ).toBeNull();
    const method = await h().gateway.verifyPaymentSource(source.token, source.clientSecret);
    expect(method).toMatchObject({ kind: 'card', last4: expect.stringMatching(/^\d{4}$/) });
    const intent = await h().gateway.createPaymentIntent({
      methodType: 'card',
      amount: 5604,
      currency: 'USD',
      token: method?.token ?? '',
      returnUrl: '/checkout',
    });
    expect(intent).toMatchObject({ status: 'authorized', amount: 5604, currency: 'USD' });
    const source2 = { type: 'payment_intent' as const, intentId: intent.id };
    await expect(charge({ amount: 5605, source: source2 })).rejects.toMatchObject({
      code: 'amount_mismatch',
    });
    const paid = await charge({ amount: 5604, source: source2 });
    expect(paid).toEqual({
      status: 'succeeded',
      chargeId: expect.any(String),
      amount: 5604,
      currency: 'USD',
    });
    await expect(charge({ amount: 5604, source: source2 })).rejects.toMatchObject({
      code: 'payment_intent_consumed',
    });
    expect(await h().gateway.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      paymentSource: method?.token,
    });
  });

  it('refuses what the gateway cannot charge as a bad request', async () => {
    await expect(charge({ source: { type: 'token', token: 'pm_missing' } })).rejects.toMatchObject({
      code: 'unknown_token',
    });
    const token = await h().savedSource('visa');
    await expect(charge({ amount: 0, source: { type: 'token', token } })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await expect(
      charge({ source: { type: 'payment_intent', intentId: 'pi_missing' } }),
    ).rejects.toMatchObject({ code: 'unknown_payment_intent' });
  });
});
