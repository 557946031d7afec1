import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import {
  chargesOf,
  DAY,
  invoicesOf,
  mailKindsTo,
  publicId,
  storeCard,
  subscriptionRow,
} from '../billing/helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const post = (path: string, cookie: string, body?: unknown) =>
  t.request('POST', path, { cookie, ...(body !== undefined && { body }) });
const sub = (key: string, action: string) => `/api/v2/subscriptions/${publicId(key)}/${action}`;

describe(`autobill on and off (${testDatabaseKind})`, () => {
  it('turning it off far from the end keeps the subscription active and not yet expiring', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await post(sub('basic-us', 'autobill-off'), cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subscription_id: publicId('basic-us'),
      state: 'active',
      auto_billing_enabled: false,
      expires_soon: false,
    });
  });

  it('turning it off within 30 days of the end marks it expiring; on clears that', async () => {
    const cookie = await signInAs(t, 'basic-de');
    const off = await post(sub('basic-de', 'autobill-off'), cookie);
    expect(off.body).toMatchObject({ auto_billing_enabled: false, expires_soon: true });
    const on = await post(sub('basic-de', 'autobill-on'), cookie);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ auto_billing_enabled: true, expires_soon: false });
  });

  it.each([
    ['appstore', 'autobill-off', 'managed_by_store', /App Store or Google Play/],
    ['playstore', 'autobill-on', 'managed_by_store', /App Store or Google Play/],
    // Issue 24 item 2: a trial renews once it has a payment method; without one it cannot.
    ['trial-multi', 'autobill-on', 'payment_method_required', /payment method/],
    ['expired', 'autobill-on', 'subscription_ended', /has ended/],
  ])('%s: %s is refused with 409 %s', async (key, action, code, message) => {
    const cookie = await signInAs(t, key);
    const res = await post(sub(key, action), cookie);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toMatch(message);
  });

  it('turning it on resumes a cancelled subscription that is still running', async () => {
    const cookie = await signInAs(t, 'cancelled');
    const res = await post(sub('cancelled', 'autobill-on'), cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'active', auto_billing_enabled: true });
  });

  it('needs a session and answers 404 for an unknown id', async () => {
    expect((await post(sub('basic-us', 'autobill-on'), '')).status).toBe(401);
    const cookie = await signInAs(t, 'basic-us');
    const res = await post('/api/v2/subscriptions/sub_nope/autobill-on', cookie);
    expect(res.status).toBe(404);
  });
});

describe(`retry of payment collection (${testDatabaseKind})`, () => {
  it('has nothing to collect on a paid-up subscription', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const res = await post(sub('premium-us', 'retry-payment-collection'), cookie, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('nothing_to_collect');
  });

  it('a decline answers 402 with the spec payment error key and keeps the failure flags', async () => {
    const cookie = await signInAs(t, 'grace'); // its stored Visa expired in October 2026
    const before = await subscriptionRow(t, 'grace');
    const res = await post(sub('grace', 'retry-payment-collection'), cookie, {});
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({
      code: 'card_details_outdated',
      message: 'Your card details are out of date. Please update them or use another card.',
    });
    const after = await subscriptionRow(t, 'grace');
    expect(after).toMatchObject({
      state: 'active',
      auto_bill_payment_failed: 1,
      next_payment_date: before.next_payment_date,
      renewal_attempts: before.renewal_attempts + 1,
    });
    const failed = (await chargesOf(t, after.id)).filter((c) => c.status === 'failed');
    expect(failed.map((c) => c.failure_code)).toEqual(['card_details_outdated']);
  });

  it('with a new card: charged now, invoiced, period advanced, flags cleared, receipt sent', async () => {
    const cookie = await signInAs(t, 'grace');
    const before = await subscriptionRow(t, 'grace');
    const card = await storeCard(t, cookie, '5555 5555 5555 4444');
    expect(card.summary).toBe('Mastercard •••• 4444');
    const res = await post(sub('grace', 'retry-payment-collection'), cookie, {
      payment_method_id: card.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoice.number).toMatch(/^INV-\d{6}$/);
    expect(res.body.invoice.total).toEqual({ unscaledValue: 1949, scale: 2, currency: 'USD' });
    expect(res.body.subscription).toMatchObject({
      state: 'active',
      auto_bill_payment_failed: false,
      auto_bill_failed_on: null,
      cc_info: { brand: 'Mastercard', last4: '4444' },
    });
    const due = new Date(before.next_payment_date as string);
    const next = new Date(res.body.subscription.next_payment_date);
    expect(next.getTime() - due.getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(next.getUTCDate()).toBe(due.getUTCDate());
    const invoices = await invoicesOf(t, 'grace');
    expect(invoices.at(-1)?.number).toBe(res.body.invoice.number);
    expect(await mailKindsTo(t, demoEmail('grace'))).toContain('renewal_receipt');

    const again = await post(sub('grace', 'retry-payment-collection'), cookie, {});
    expect(again.status).toBe(409);
  });

  it('another user’s payment method is a 404', async () => {
    const owner = await signInAs(t, 'referred');
    const card = await storeCard(t, owner, '4242 4242 4242 4242');
    const cookie = await signInAs(t, 'autobill-failed');
    const res = await post(sub('autobill-failed', 'retry-payment-collection'), cookie, {
      payment_method_id: card.id,
    });
    expect(res.status).toBe(404);
  });

  it('an unknown token cannot be stored', async () => {
    const cookie = await signInAs(t, 'referred');
    const res = await t.request('PUT', '/api/v2/payment-method', {
      cookie,
      body: { token: 'tok_does_not_exist', clientSecret: 'tok_does_not_exist_secret_guessed' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('unknown_token');
  });
});
