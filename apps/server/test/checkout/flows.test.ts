import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@halyard/domain';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  cardIntent,
  CARDS,
  checkoutBody,
  createIntent,
  postCheckout,
  PRICES,
} from './checkout-client';

const t = useTestServer();

const subscription = (id: string) =>
  t.server.database.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('subscription_id', '=', id)
    .executeTakeFirstOrThrow();
/** What the customer's subscription list says the subscription entitles to (decision 0250). */
const entitlementsOf = async (id: string, cookie: string) => {
  const res = await t.request('GET', '/api/v2/subscriptions/', { cookie });
  const subs = res.body.subscriptions as {
    subscription_id: string;
    entitlements: { id: string }[];
  }[];
  return subs.find((s) => s.subscription_id === id)?.entitlements.map((e) => e.id) ?? [];
};
const customer = (state: string, zip: string) => ({
  residenceCountry: 'US',
  residenceState: state,
  residenceZipcode: zip,
});

describe(`spec §4 checkout flows (${testDatabaseKind})`, () => {
  it('edits a subscription: the new tier and length, paid from the end of the paid time', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const before = await subscription('sub_basic_us_1');
    const intent = await cardIntent(t, CARDS.visa, {
      flow: 'edit_subscription',
      subscriptionId: 'sub_basic_us_1',
      cookie,
    });
    const body = checkoutBody(intent, { customer: customer('CA', '94105') });
    const res = await postCheckout(t, body, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subscription.id).toBe('sub_basic_us_1');
    expect(new URL(res.body.redirectUrl, t.url).searchParams.get('user_flow')).toBe(
      'edit_subscription',
    );
    const after = await subscription('sub_basic_us_1');
    expect(after).toMatchObject({
      tier: 'TIER_PREMIUM',
      price_id: PRICES.premium12,
      renewal_amount: 8004,
      next_billing_cycle: 12,
      auto_billing_enabled: 1,
    });
    const paidThrough = addCalendarMonths(new Date(before.next_payment_date ?? ''), 12);
    expect(after.next_payment_date).toBe(paidThrough.toISOString());
    expect(await entitlementsOf('sub_basic_us_1', cookie)).toContain('password_manager');
  });

  it('adds a dedicated IP to a subscription with its own billing cycle', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const order = {
      priceId: undefined,
      priceIds: ['regular-addon-dip-24m-untaxed-usd'],
      customer: customer('WA', '98101'),
    };
    const setUp = { flow: 'add_addon', subscriptionId: 'sub_premium_us_1', cookie, order };
    const body = checkoutBody(await cardIntent(t, CARDS.visa, setUp), order);
    const res = await postCheckout(t, body, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subscription).toEqual({
      id: 'sub_premium_us_1',
      subscriptionItems: [{ itemPriceId: 'regular-addon-dip-24m-untaxed-usd', itemType: 'addon' }],
    });
    const params = new URL(res.body.redirectUrl, t.url).searchParams;
    expect(params.get('product_dip_months')).toBe('24');
    // 119.76 and Washington's 6.5 % sales tax (7.78), decided by the server (decision 0100).
    expect(params.get('amount')).toBe('127.54');
    const addon = await t.server.database.db
      .selectFrom('subscription_addons as a')
      .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
      .select(['a.addon_type', 'a.billing_cycle', 'a.expires_at', 'a.addon_id'])
      .where('s.subscription_id', '=', 'sub_premium_us_1')
      .executeTakeFirstOrThrow();
    expect(addon).toEqual({
      addon_type: 'dip',
      billing_cycle: 24,
      addon_id: 'addon-dip',
      expires_at: addCalendarMonths(t.clock.now(), 24).toISOString(),
    });
    const twice = checkoutBody(await cardIntent(t, CARDS.visa, setUp), order);
    const again = await postCheckout(t, twice, cookie);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('addon_already_active');
  });

  it('buys one subscription per checkout item in an additional purchase', async () => {
    const cookie = await signInAs(t, 'referred');
    const order = {
      priceIds: [PRICES.premium12, PRICES.alerts12],
      checkoutItems: [{ priceIds: [PRICES.basic1] }],
      customer: customer('CO', '80202'),
    };
    const intent = await cardIntent(t, CARDS.visa, { flow: 'additional_purchase', cookie, order });
    const body = checkoutBody(intent, { ...order, confirmSecondSubscription: true });
    const res = await postCheckout(t, body, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.checkoutItemSubscriptions).toEqual([
      {
        id: expect.stringMatching(/^sub_/),
        subscriptionItems: [{ itemPriceId: PRICES.basic1, itemType: 'plan' }],
      },
    ]);
    const [item] = res.body.checkoutItemSubscriptions;
    expect((await subscription(item.id)).tier).toBe('TIER_BASIC');
    const invoice = await t.server.database.db
      .selectFrom('invoices')
      .select(['total', 'lines'])
      .orderBy('number', 'desc')
      .executeTakeFirstOrThrow();
    expect(invoice.total).toBe(8004 + 299 * 12 + 1295); // Premium 12M, ID alerts 12M, Basic 1M
  });

  it('needs a signed-in buyer for an edit and refuses a subscription of another user', async () => {
    const edit = { flow: 'edit_subscription', subscriptionId: 'sub_expiring_1' };
    expect((await createIntent(t, edit)).res.status).toBe(401);
    const owner = await signInAs(t, 'expiring');
    const order = { customer: { residenceCountry: 'CA', residenceZipcode: 'M5V 3L9' } };
    const intent = await cardIntent(t, CARDS.visa, { ...edit, cookie: owner, order });
    const body = checkoutBody(intent, order);
    // The intent is the owner's (decision 0101): without the owner's session it is unknown.
    const signedOut = await postCheckout(t, body);
    expect(signedOut.status).toBe(400);
    expect(signedOut.body.error.fields).toHaveProperty('paymentIntentId');
    const stranger = await signInAs(t, 'cancelled');
    const foreign = await postCheckout(t, { ...body, checkoutAttemptId: 'x-1' }, stranger);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toHaveProperty('paymentIntentId');
    expect((await postCheckout(t, body, owner)).status).toBe(200);
  });
});
