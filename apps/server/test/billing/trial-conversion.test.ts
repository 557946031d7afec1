import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { cardSource } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import { invoicesOf, mailKindsTo, publicId, runDue, storeCard, subscriptionRow } from './helpers';

// Issue 24 item 2 (decision 0161): a payment method added during a trial turns renewal on, and
// the engine charges at the trial's end — for every trial type of the demo data.

const t = useTestServerPerTest();

const subscription = async (cookie: string, key: string) =>
  (await t.request('GET', `/api/v2/subscriptions/${publicId(key)}`, { cookie })).body;

/** First-period amount of the trial's price plus tax at the rate of its residence (0021). */
async function expectedFirstCharge(key: string, ratePercent: number) {
  const row = await subscriptionRow(t, key);
  const price = await t.server.database.db
    .selectFrom('prices')
    .select('amount')
    .where('id', '=', row.price_id as string)
    .executeTakeFirstOrThrow();
  return price.amount + Math.round((price.amount * ratePercent) / 100);
}

describe(`trials that convert (${testDatabaseKind})`, () => {
  it.each([
    ['trial-multi', 7.25], // Premium 1 month, California
    ['trial-single', 4], // Basic 1 month, New York
  ])(
    '%s: adding a card turns renewal on, says when and how much, and the trial end charges it',
    async (key, rate) => {
      const cookie = await signInAs(t, key);
      const before = await subscription(cookie, key);
      expect(before).toMatchObject({ state: 'intrial', auto_billing_enabled: false });
      const firstCharge = await expectedFirstCharge(key, rate);

      const stored = await t.request('PUT', '/api/v2/payment-method', {
        cookie,
        body: await cardSource(t, '4242424242424242'),
      });
      expect(stored.status, JSON.stringify(stored.body)).toBe(200);
      expect(stored.body.trial_renewals).toEqual([
        {
          subscription_id: publicId(key),
          first_charge_date: before.next_payment_date,
          amount: { unscaledValue: firstCharge, scale: 2, currency: 'USD' },
        },
      ]);
      const after = await subscription(cookie, key);
      expect(after.auto_billing_enabled).toBe(true);
      expect(after.renewal_price.unscaledValue).toBe(firstCharge);

      t.clock.set(new Date(before.next_payment_date));
      await runDue(t);
      const row = await subscriptionRow(t, key);
      expect(row.state).toBe('active');
      expect(row.type).toBe('standard');
      expect(Date.parse(row.next_payment_date as string)).toBeGreaterThan(
        Date.parse(before.next_payment_date),
      );
      const [invoice] = await invoicesOf(t, key);
      expect(invoice).toMatchObject({ kind: 'invoice', total: firstCharge, currency: 'USD' });
      expect(await mailKindsTo(t, demoEmail(key))).toContain('renewal_receipt');
    },
  );

  it('trial-chargebee (card on file, auto-renew on) pays its first period at the trial end', async () => {
    const cookie = await signInAs(t, 'trial-chargebee');
    const before = await subscription(cookie, 'trial-chargebee');
    expect(before.auto_billing_enabled).toBe(true);
    const firstCharge = await expectedFirstCharge('trial-chargebee', 6.25); // Texas
    expect(before.renewal_price.unscaledValue).toBe(firstCharge);
    t.clock.set(new Date(before.next_payment_date));
    await runDue(t);
    expect((await subscriptionRow(t, 'trial-chargebee')).state).toBe('active');
    const [invoice] = await invoicesOf(t, 'trial-chargebee');
    expect(invoice?.total).toBe(firstCharge);
  });

  it('a trial with a card can still be told not to renew: it then ends without a charge', async () => {
    const cookie = await signInAs(t, 'trial-multi');
    await storeCard(t, cookie, '4242424242424242');
    const off = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('trial-multi')}/autobill-off`,
      { cookie },
    );
    expect(off.status).toBe(200);
    const on = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('trial-multi')}/autobill-on`,
      { cookie },
    );
    expect(on.status).toBe(200);
    await t.request('POST', `/api/v2/subscriptions/${publicId('trial-multi')}/autobill-off`, {
      cookie,
    });
    t.clock.set(new Date((await subscriptionRow(t, 'trial-multi')).next_payment_date as string));
    await runDue(t);
    expect((await subscriptionRow(t, 'trial-multi')).state).toBe('expired');
    expect(await invoicesOf(t, 'trial-multi')).toEqual([]);
  });

  it('a trial without a payment method cannot turn renewal on, and ends at its date', async () => {
    const cookie = await signInAs(t, 'trial-single');
    const on = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('trial-single')}/autobill-on`,
      { cookie },
    );
    expect(on.status).toBe(409);
    expect(on.body.error.code).toBe('payment_method_required');
    t.clock.set(new Date((await subscriptionRow(t, 'trial-single')).next_payment_date as string));
    await runDue(t);
    expect((await subscriptionRow(t, 'trial-single')).state).toBe('expired');
  });
});
