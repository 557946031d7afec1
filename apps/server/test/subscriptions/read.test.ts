import { describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

describe(`GET /api/v2/subscriptions (${testDatabaseKind})`, () => {
  it('returns every spec §3 field of the signed-in user’s subscription', async () => {
    const cookie = await signInAs(t, 'esim');
    const res = await t.request('GET', '/api/v2/subscriptions/', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.subscriptions).toHaveLength(1);
    const sub = res.body.subscriptions[0];
    expect(sub).toMatchObject({
      state: 'active',
      active: true,
      tier: 'TIER_PREMIUM',
      next_billing_cycle: 24,
      next_payment_method: 'CreditCard',
      auto_billing_enabled: true,
      supports_autobill: true,
      auto_bill_payment_failed: false,
      cc_info: { brand: 'Visa', last4: '4242' },
      renewal_price: { scale: 2, currency: 'USD' },
    });
    expect(sub.krn).toMatch(/^krn:halyard:subscription:/);
    // spec §3 "holiday_esims (a list; the first has expires)": newest first, the first unexpired.
    expect(sub.holiday_esims.length).toBeGreaterThanOrEqual(1);
    expect(new Date(sub.holiday_esims[0].expires).getTime()).toBeGreaterThan(
      t.clock.now().getTime(),
    );
    const expiries = sub.holiday_esims.map((e: { expires: string }) => e.expires);
    expect(expiries).toEqual([...expiries].sort().reverse());
    expect(sub.aircoveCoupon.code).toMatch(/^ROUTER-/);
    expect(sub.setup_link_token).toBeTruthy();
    for (const field of [
      'subscription_id',
      'type',
      'next_payment_date',
      'auto_bill_failed_on',
      'expires_soon',
      'manual_renew_allowed',
      'handled_by_chargebee',
      'purchase_date',
      'addons',
      'entitlements',
      'price_krns',
    ]) {
      expect(sub).toHaveProperty(field);
    }
  });

  it('lists add-ons with their type, krn and id', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const [sub] = (await t.request('GET', '/api/v2/subscriptions/', { cookie })).body.subscriptions;
    expect(sub.addons).toEqual([
      expect.objectContaining({
        addon_type: 'dip',
        billing_cycle: 12,
        region: 'Frankfurt, Germany',
        ip_address: '185.230.124.17',
      }),
    ]);
  });

  it('shows the failed automatic renewal of a subscription in grace period', async () => {
    const cookie = await signInAs(t, 'grace');
    const [sub] = (await t.request('GET', '/api/v2/subscriptions/', { cookie })).body.subscriptions;
    expect(sub).toMatchObject({ state: 'active', auto_bill_payment_failed: true });
    expect(new Date(sub.next_payment_date).getTime()).toBeLessThan(t.clock.now().getTime());
    expect(sub.auto_bill_failed_on).not.toBeNull();
  });

  it('returns one subscription by id, and 404 for another user’s id', async () => {
    const mine = await signInAs(t, 'basic-us');
    const [sub] = (await t.request('GET', '/api/v2/subscriptions/', { cookie: mine })).body
      .subscriptions;
    const one = await t.request('GET', `/api/v2/subscriptions/${sub.subscription_id}`, {
      cookie: mine,
    });
    expect(one.status).toBe(200);
    expect(one.body.krn).toBe(sub.krn);

    const other = await signInAs(t, 'premium-us');
    const foreign = await t.request('GET', `/api/v2/subscriptions/${sub.subscription_id}`, {
      cookie: other,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
  });

  it('requires a session', async () => {
    const res = await t.request('GET', '/api/v2/subscriptions/');
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'unauthorized', message: 'Sign in to continue.' });
  });

  it('returns an empty list for a customer without subscriptions', async () => {
    const cookie = await signInAs(t, 'business');
    expect((await t.request('GET', '/api/v2/subscriptions/', { cookie })).body).toEqual({
      subscriptions: [],
    });
  });
});
