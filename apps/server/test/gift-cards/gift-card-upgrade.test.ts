import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@halyard/domain';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';

// Issue 24 item 5 (decision 0164): redeeming a Premium gift card while on Basic started a second
// subscription while Basic kept renewing, and the gift showed "Renewal price $0.00".

const t = useTestServerPerTest();

const check = (code: string, cookie?: string) =>
  t.request('POST', '/api/v1/gift-cards/check', { body: { code }, ...(cookie && { cookie }) });
const redeem = (code: string, cookie: string) =>
  t.request('POST', '/api/v1/gift-cards/redeem', { body: { code }, cookie });
const subscriptions = async (cookie: string) =>
  (await t.request('GET', '/api/v2/subscriptions/', { cookie })).body.subscriptions;
const nextAmount = async (priceId: string) =>
  (
    await t.server.database.db
      .selectFrom('prices')
      .select('next_amount')
      .where('id', '=', priceId)
      .executeTakeFirstOrThrow()
  ).next_amount;

describe(`gift cards never start a second subscription by mistake (${testDatabaseKind})`, () => {
  it('should preview, then upgrade the running Basic plan to Premium with the card’s months', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const [before] = await subscriptions(cookie);
    const until = addCalendarMonths(new Date(before.next_payment_date), 12).toISOString();
    // Signed out, a code check says nothing about an account.
    expect((await check('HALYARD-GIFT-12M-0001')).body.preview).toBeNull();
    const preview = await check('HALYARD-GIFT-12M-0001', cookie);
    expect(preview.body.preview).toEqual({
      kind: 'upgrade',
      subscriptionId: 'sub_basic_us_1',
      fromTier: 'TIER_BASIC',
      nextPaymentDate: until,
    });

    const res = await redeem('HALYARD-GIFT-12M-0001', cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'upgrade',
      subscriptionId: 'sub_basic_us_1',
      nextPaymentDate: until,
    });
    const after = await subscriptions(cookie);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      subscription_id: 'sub_basic_us_1',
      tier: 'TIER_PREMIUM',
      next_payment_date: until,
      auto_billing_enabled: true,
      price_krns: ['krn:halyard:price:regular-premium-12m-usd'],
    });
    // It renews at Premium's 12-month price, taxed in California (7.25 %).
    const premium = await nextAmount('regular-premium-12m-usd');
    expect(after[0].renewal_price.unscaledValue).toBe(premium + Math.round(premium * 0.0725));
    expect(after[0].entitlements.map((e: { id: string }) => e.id)).toContain('password_manager');
  });

  it('should extend a Premium plan as it is with a Basic card', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const preview = await check('HALYARD-GIFT-06M-0005', cookie);
    expect(preview.body.preview).toMatchObject({ kind: 'extend', fromTier: 'TIER_PREMIUM' });
    const res = await redeem('HALYARD-GIFT-06M-0005', cookie);
    expect(res.body.kind).toBe('extend');
    expect((await subscriptions(cookie)).map((s: { tier: string }) => s.tier)).toEqual([
      'TIER_PREMIUM',
    ]);
  });

  it('should give a subscription started by a card the renewal price of its plan, not $0.00', async () => {
    const signUp = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: 'gift-new@example.com', password: 'a long enough password' },
    });
    const cookie = signUp.cookie ?? '';
    expect((await check('HALYARD-GIFT-12M-0001', cookie)).body.preview.kind).toBe('create');
    await redeem('HALYARD-GIFT-12M-0001', cookie);
    const [created] = await subscriptions(cookie);
    expect(created.renewal_price).toEqual({
      unscaledValue: await nextAmount('regular-premium-12m-usd'),
      scale: 2,
      currency: 'USD',
    });
  });
});
