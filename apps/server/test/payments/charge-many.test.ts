import { describe, expect, it } from 'vitest';
import { GatewayUnavailableError } from '../../src/modules/payments/gateway-errors';
import type { ChargeInput, ChargeResult } from '../../src/modules/payments/payment-gateway';
import { SandboxGateway } from '../../src/modules/payments/sandbox/sandbox-gateway';
import { TEST_CARDS } from '../../src/modules/payments/sandbox/test-cards';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardToken, gatewayOf, newKey, sandboxOf } from './sandbox-client';

// Issue 19 item 4: the billing engine hands a batch's renewals to the gateway in one call. The
// rule of that call: each charge is answered exactly as `charge` answers it alone, in order, and
// an idempotency key still makes one charge however often, and wherever, it comes.
const t = useTestServer();

const offSession = (token: string, amount = 1295, idempotencyKey = newKey('many')) =>
  ({
    idempotencyKey,
    amount,
    currency: 'USD',
    source: { type: 'token', token },
  }) satisfies ChargeInput;

const storedUnder = async (key: string) =>
  (await sandboxOf(t).listCharges()).filter((c) => c.idempotencyKey === key);

const numberOf = (outcome: string) =>
  (TEST_CARDS.find((card) => card.outcome === outcome) as { number: string }).number;

describe(`sandbox gateway: many charges in one call (${testDatabaseKind})`, () => {
  it('answers each charge as one charge would, in order: success, declines, 3-D Secure, refusals', async () => {
    const outcomes = ['success', 'insufficient_funds', 'three_d_secure_off_session', 'stolen_card'];
    const tokens = await Promise.all(outcomes.map((o) => cardToken(t, numberOf(o))));
    const inputs = [
      ...tokens.map((token) => offSession(token)),
      offSession('tok_missing'),
      offSession(tokens[0] as string, 0),
    ];
    const results = await gatewayOf(t).chargeMany?.(inputs);
    expect(results?.slice(0, 4)).toEqual([
      {
        status: 'fulfilled',
        value: {
          status: 'succeeded',
          chargeId: expect.stringMatching(/^ch_/),
          amount: 1295,
          currency: 'USD',
        },
      },
      {
        status: 'fulfilled',
        value: {
          status: 'declined',
          declineCode: 'insufficient_funds',
          message: expect.any(String),
        },
      },
      {
        status: 'fulfilled',
        value: { status: 'requires_action', challengeUrl: null, intentId: expect.any(String) },
      },
      {
        status: 'fulfilled',
        value: { status: 'declined', declineCode: 'stolen_card', message: expect.any(String) },
      },
    ]);
    expect(results?.[4]).toMatchObject({ status: 'rejected', reason: { code: 'unknown_token' } });
    expect(results?.[5]).toMatchObject({ status: 'rejected', reason: { code: 'invalid_request' } });
    // One record for each charge the gateway decided, none for a refused request.
    for (const input of inputs.slice(0, 4))
      expect(await storedUnder(input.idempotencyKey)).toHaveLength(1);
    for (const input of inputs.slice(4))
      expect(await storedUnder(input.idempotencyKey)).toEqual([]);

    // The same charges one at a time answer the same (the challenge's intent is new each time).
    const alone = await Promise.all(tokens.map((token) => gatewayOf(t).charge(offSession(token))));
    expect(alone.map((r) => [r.status, 'declineCode' in r ? r.declineCode : null])).toEqual(
      results?.slice(0, 4).map((r) => {
        const value = (r as PromiseFulfilledResult<ChargeResult>).value;
        return [value.status, 'declineCode' in value ? value.declineCode : null];
      }),
    );
  });

  it('a key used before answers its charge again; another body under it is refused', async () => {
    const token = await cardToken(t, '4242424242424242');
    const first = await gatewayOf(t).charge(offSession(token, 4990, 'many-replay-1'));
    const [again, otherBody] = (await gatewayOf(t).chargeMany?.([
      offSession(token, 4990, 'many-replay-1'),
      offSession(token, 5990, 'many-replay-1'),
    ])) as PromiseSettledResult<ChargeResult>[];
    expect(again).toEqual({ status: 'fulfilled', value: first });
    expect(otherBody).toMatchObject({
      status: 'rejected',
      reason: { code: 'idempotency_key_reused' },
    });
    expect(await storedUnder('many-replay-1')).toHaveLength(1);
  });

  it('the same key twice in one call makes one charge, and both are answered with it', async () => {
    const token = await cardToken(t, '4242424242424242');
    const key = newKey('twice');
    const [a, b] = (await gatewayOf(t).chargeMany?.([
      offSession(token, 1295, key),
      offSession(token, 1295, key),
    ])) as PromiseSettledResult<ChargeResult>[];
    expect(a?.status).toBe('fulfilled');
    expect(b).toEqual(a);
    expect(await storedUnder(key)).toHaveLength(1);
  });

  it('two calls at once with the same keys make one charge per key, answered alike', async () => {
    const token = await cardToken(t, '4242424242424242');
    const inputs = [offSession(token, 1295), offSession(token, 2590), offSession(token, 3885)];
    const [first, second] = (await Promise.all([
      gatewayOf(t).chargeMany?.(inputs),
      gatewayOf(t).chargeMany?.(inputs),
    ])) as PromiseSettledResult<ChargeResult>[][];
    expect(second).toEqual(first);
    for (const [i, input] of inputs.entries()) {
      expect(first?.[i]).toMatchObject({
        status: 'fulfilled',
        value: { status: 'succeeded', amount: input.amount },
      });
      expect(await storedUnder(input.idempotencyKey)).toHaveLength(1);
    }
  });

  it('faults roll per charge: a failed one never reaches the gateway, a dropped one is made', async () => {
    const token = await cardToken(t, '4242424242424242');
    const db = t.server.database.db;
    const failing = new SandboxGateway({ db, clock: t.clock, faults: { failureRate: 1 } });
    const failed = [offSession(token), offSession(token)];
    for (const result of await failing.chargeMany(failed))
      expect(result).toMatchObject({ status: 'rejected', reason: { reason: 'server_error' } });
    for (const input of failed) expect(await storedUnder(input.idempotencyKey)).toEqual([]);

    const dropping = new SandboxGateway({
      db,
      clock: t.clock,
      faults: { timeoutRate: 1, hangMs: 10 },
    });
    const dropped = [offSession(token), offSession(token)];
    for (const result of await dropping.chargeMany(dropped)) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(GatewayUnavailableError);
    }
    for (const input of dropped)
      expect((await storedUnder(input.idempotencyKey)).map((c) => c.status)).toEqual(['succeeded']);
  });
});
