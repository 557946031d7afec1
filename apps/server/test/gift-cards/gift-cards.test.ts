import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@halyard/domain';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const check = (code: string) => t.request('POST', '/api/v1/gift-cards/check', { body: { code } });
const redeem = (code: string, cookie?: string) =>
  t.request('POST', '/api/v1/gift-cards/redeem', { body: { code }, ...(cookie && { cookie }) });
async function newAccount(): Promise<string> {
  const res = await t.request('POST', '/api/v1/auth/sign-up', {
    body: {
      email: `gift-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'a long enough password',
    },
  });
  return res.cookie ?? '';
}

describe(`gift cards: check a code (${testDatabaseKind})`, () => {
  it.each([
    ['HALYARD-GIFT-12M-0001', 'TIER_PREMIUM', 12, 'valid'],
    [' halyard-gift-12m-0002 ', 'TIER_PREMIUM', 12, 'used'],
    ['HALYARD-GIFT-01M-0003', 'TIER_BASIC', 1, 'expired'],
  ])('%s is a %s card of %d months, %s', async (code, tier, months, status) => {
    const res = await check(code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: code.trim().toUpperCase(), tier, months, status });
  });

  it('answers an unknown code with 404', async () => {
    const res = await check('HALYARD-GIFT-99M-9999');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('gift_card_unknown');
  });
});

describe(`gift cards: redeem once (${testDatabaseKind})`, () => {
  it('needs a signed-in account', async () => {
    expect((await redeem('HALYARD-GIFT-12M-0001')).status).toBe(401);
  });

  it('starts a subscription of the card’s tier and length for a new account, paid by gift card', async () => {
    const cookie = await newAccount();
    const res = await redeem('HALYARD-GIFT-12M-0001', cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ extended: false, tier: 'TIER_PREMIUM', months: 12 });
    expect(res.body.nextPaymentDate).toBe(addCalendarMonths(t.clock.now(), 12).toISOString());
    const subs = await t.request('GET', '/api/v2/subscriptions/', { cookie });
    expect(subs.body.subscriptions).toMatchObject([
      {
        subscription_id: res.body.subscriptionId,
        tier: 'TIER_PREMIUM',
        next_payment_method: 'gift_card',
        auto_billing_enabled: false,
      },
    ]);
    expect(subs.body.subscriptions[0].entitlements.map((e: { id: string }) => e.id)).toContain(
      'password_manager',
    );
    const again = await redeem('HALYARD-GIFT-12M-0001', await newAccount());
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'gift_card_used',
      message: 'This gift card has already been redeemed.',
    });
  });

  it('extends the running subscription of the same tier from its paid-through date', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const before = await t.request('GET', '/api/v2/subscriptions/sub_premium_us_1', { cookie });
    const res = await redeem('HALYARD-GIFT-24M-0004', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ extended: true, subscriptionId: 'sub_premium_us_1' });
    const paidThrough = addCalendarMonths(
      new Date(before.body.next_payment_date),
      24,
    ).toISOString();
    expect(res.body.nextPaymentDate).toBe(paidThrough);
  });

  it.each([
    ['an expired card', 'HALYARD-GIFT-01M-0003', 410, 'gift_card_expired'],
    ['a used card', 'HALYARD-GIFT-12M-0002', 409, 'gift_card_used'],
    ['an unknown code', 'NOPE-0000', 404, 'gift_card_unknown'],
  ])('refuses %s with %d', async (_, code, status, key) => {
    const res = await redeem(code, await newAccount());
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(key);
  });

  it('lets exactly one of several concurrent redemptions of a card through', async () => {
    const cookies = await Promise.all(Array.from({ length: 5 }, () => newAccount()));
    const answers = await Promise.all(cookies.map((c) => redeem('HALYARD-GIFT-06M-0005', c)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('gift cards: code guessing is rate-limited', () => {
  it('answers 429 after 20 attempts from one address', async () => {
    const limited = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push(
          (
            await limited.request('POST', '/api/v1/gift-cards/check', {
              body: { code: `GUESS-${i}` },
            })
          ).status,
        );
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
