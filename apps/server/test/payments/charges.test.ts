import { describe, expect, it } from 'vitest';
import { GatewayRequestError } from '../../src/modules/payments/gateway-errors';
import {
  createChargesRepository,
  type SandboxCharge,
} from '../../src/modules/payments/sandbox/charges.repository';
import { TEST_CARDS } from '../../src/modules/payments/sandbox/test-cards';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardToken, gatewayOf, newKey, postCard, sandboxOf, walletToken } from './sandbox-client';

const t = useTestServer();

const chargeToken = (token: string, amount = 1295, idempotencyKey = newKey('charge')) =>
  gatewayOf(t).charge({
    idempotencyKey,
    amount,
    currency: 'USD',
    source: { type: 'token', token },
  });

const directCards = TEST_CARDS.filter(
  (card) => card.outcome !== 'three_d_secure' && card.outcome !== 'three_d_secure_off_session',
);

describe(`sandbox gateway: charging cards (${testDatabaseKind})`, () => {
  it.each(directCards)('charging $number gives its documented outcome: $outcome', async (card) => {
    const result = await chargeToken(await cardToken(t, card.number));
    if (card.outcome === 'success') {
      expect(result).toEqual({
        status: 'succeeded',
        chargeId: expect.stringMatching(/^ch_/),
        amount: 1295,
        currency: 'USD',
      });
    } else {
      expect(result).toEqual({
        status: 'declined',
        declineCode: card.outcome,
        message: expect.any(String),
      });
    }
  });

  it('succeeds with any other Luhn-valid number', async () => {
    const result = await chargeToken(await cardToken(t, '6011111111111117'));
    expect(result.status).toBe('succeeded');
  });

  it('declines a stored card as expired_card once the clock passes its expiry month', async () => {
    const res = await postCard(t, { number: '4242424242424242', exp_month: 12, exp_year: 2026 });
    expect((await chargeToken(res.body.id)).status).toBe('succeeded');
    t.clock.advance(40 * 86_400_000); // into January 2027
    try {
      expect(await chargeToken(res.body.id)).toMatchObject({
        status: 'declined',
        declineCode: 'expired_card',
      });
    } finally {
      t.clock.advance(-40 * 86_400_000);
    }
  });

  it('refuses an unknown token, a zero amount and an unknown currency as bad requests', async () => {
    await expect(chargeToken('tok_missing')).rejects.toMatchObject({ code: 'unknown_token' });
    const token = await cardToken(t, '4242424242424242');
    await expect(chargeToken(token, 0)).rejects.toMatchObject({ code: 'invalid_request' });
    const yen = gatewayOf(t).charge({
      idempotencyKey: newKey('yen'),
      amount: 100,
      currency: 'JPY' as 'USD',
      source: { type: 'token', token },
    });
    await expect(yen).rejects.toBeInstanceOf(GatewayRequestError);
  });

  it.each([
    ['apple_pay', 'success', 'succeeded'],
    ['google_pay', 'success', 'succeeded'],
    ['apple_pay', 'insufficient_funds', 'declined'],
  ] as const)(
    'charges a %s wallet token with test outcome %s: %s',
    async (wallet, outcome, status) => {
      const token = await walletToken(t, { wallet, test_outcome: outcome });
      expect((await chargeToken(token)).status).toBe(status);
    },
  );
});

describe(`sandbox gateway: idempotency keys (${testDatabaseKind})`, () => {
  it('charges once for the same key used twice, and answers the same both times', async () => {
    const token = await cardToken(t, '4242424242424242');
    const key = newKey('twice');
    const first = await chargeToken(token, 4995, key);
    const second = await chargeToken(token, 4995, key);
    expect(second).toEqual(first);
    const charges = (await sandboxOf(t).listCharges()).filter((c) => c.idempotencyKey === key);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'succeeded', amount: 4995, currency: 'USD' });
  });

  it('charges once when the same key arrives concurrently', async () => {
    const token = await cardToken(t, '4242424242424242');
    const key = newKey('concurrent');
    const results = await Promise.all([1, 2, 3, 4].map(() => chargeToken(token, 1000, key)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect((await sandboxOf(t).listCharges()).filter((c) => c.idempotencyKey === key)).toHaveLength(
      1,
    );
  });

  it('replays a decline under its key rather than trying the card again', async () => {
    const token = await cardToken(t, '4000000000000002');
    const key = newKey('declined');
    const first = await chargeToken(token, 500, key);
    expect(await chargeToken(token, 500, key)).toEqual(first);
    expect(first).toMatchObject({ status: 'declined', declineCode: 'generic_decline' });
  });

  it('refuses the same key with another amount or another card, charging nothing new', async () => {
    const token = await cardToken(t, '4242424242424242');
    const other = await cardToken(t, '5555555555554444');
    const key = newKey('reused');
    await chargeToken(token, 1000, key);
    await expect(chargeToken(token, 2000, key)).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    await expect(chargeToken(other, 1000, key)).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    const stored = await sandboxOf(t).findChargeByIdempotencyKey(key);
    expect(stored).toMatchObject({ amount: 1000, tokenId: token });
  });
});

describe(`sandbox gateway: listing a period in pages (decision 0234, ${testDatabaseKind})`, () => {
  it('reads each page after the last one in (time, id) order, every charge once, same-instant ones included', async () => {
    const since = t.clock.now();
    const token = await cardToken(t, '4242424242424242');
    // The test clock stands still: five charges made at the same instant, told apart by id.
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const result = await chargeToken(token, 100 + i);
      if (result.status === 'succeeded') made.push(result.chargeId);
    }
    const repository = createChargesRepository(t.server.database.db);
    const pages: string[][] = [];
    for (let after: SandboxCharge | null = null; ;) {
      const page = await repository.page({ createdSince: since }, after, 2);
      pages.push(page.map((c) => c.id));
      if (page.length < 2) break;
      after = page[page.length - 1] ?? null;
    }
    // Every charge of the instant (this file's others too), in the order of a whole listing.
    const all = (await sandboxOf(t).listCharges({ createdSince: since })).map((c) => c.id);
    expect(made).toHaveLength(5);
    for (const id of made) expect(all).toContain(id);
    expect(pages.flat()).toEqual(all);
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    expect(pages.length).toBe(Math.floor(all.length / 2) + 1);
  });
});
