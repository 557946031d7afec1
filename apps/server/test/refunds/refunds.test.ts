import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import {
  DAY,
  invoicesOf,
  latestMailTo,
  publicId,
  runDue,
  subscriptionRow,
} from '../billing/helpers';
import { sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const estimate = (cookie: string, body: unknown) =>
  t.request('PUT', '/api/v2/refund/estimate', { cookie, body });
const revoke = (method: 'POST' | 'DELETE', key: string, cookie: string, body?: unknown) =>
  t.request(method, `/api/v2/subscriptions/${publicId(key)}/refund-revoke`, {
    cookie,
    ...(body !== undefined && { body }),
  });

const usd = (unscaledValue: number) => ({ unscaledValue, scale: 2, currency: 'USD' });

describe(`refund estimate (${testDatabaseKind})`, () => {
  it('inside the 30-day guarantee: what was paid, tax included, line by line; the subscription is revoked', async () => {
    // premium-us (Washington, 6.5 %) bought Premium 24 months 10 days ago: 119.76 + 7.78 tax.
    const cookie = await signInAs(t, 'premium-us');
    const [payment] = await invoicesOf(t, 'premium-us');
    const res = await estimate(cookie, { subscription_id: publicId('premium-us') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      subscription_id: publicId('premium-us'),
      eligible: true,
      amount: usd(12754),
      tax: usd(778),
      // Paid by card alone (decision 0221): all of it goes back to the card.
      returned_to: { card: usd(12754), balance: usd(0) },
      lines: [
        {
          invoice_number: payment?.number,
          issued_at: payment?.issued_at,
          lines: [{ description: 'Premium, 24 months', quantity: 1, amount: usd(11976) }],
          subtotal: usd(11976),
          discount: usd(0),
          tax: usd(778),
          total: usd(12754),
        },
      ],
      reason: null,
      message: null,
      guarantee_ends: new Date(t.clock.now().getTime() + 20 * DAY).toISOString(),
      revokes_subscription: true,
    });
  });

  it.each([
    ['basic-us', 'outside_guarantee', /30-day money-back guarantee/],
    ['appstore', 'managed_by_store', /app store/],
    ['trial-chargebee', 'no_payment', /no payment/],
    ['expired', 'subscription_ended', /ended/],
  ])('%s is not eligible: %s', async (key, reason, message) => {
    const cookie = await signInAs(t, key);
    const res = await estimate(cookie, { subscription_id: publicId(key) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      eligible: false,
      amount: null,
      tax: null,
      returned_to: null,
      lines: [],
      reason,
    });
    expect(res.body.message).toMatch(message);
  });

  it('spec §8: a bad or incomplete request is 400 "Bad request or missing data."', async () => {
    const cookie = await signInAs(t, 'premium-us');
    for (const body of [{}, { subscription_id: '' }, { subscription_id: 42 }]) {
      const res = await estimate(cookie, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Bad request or missing data.');
    }
    const malformed = await t.request('PUT', '/api/v2/refund/estimate', {
      cookie,
      rawBody: '{not json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Bad request or missing data.');
  });

  it('another user’s subscription is a 404', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await estimate(cookie, { subscription_id: publicId('premium-us') });
    expect(res.status).toBe(404);
  });
});

describe(`refund-revoke (${testDatabaseKind})`, () => {
  it('outside the guarantee the request is refused with the reason', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await revoke('POST', 'basic-us', cookie, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('outside_guarantee');
  });

  it('a request stays pending for the review window and can be cancelled meanwhile', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const first = await revoke('POST', 'premium-us', cookie, { reason: 'Too slow for me' });
    expect(first.status).toBe(202);
    expect(first.body.refund).toMatchObject({
      status: 'pending',
      reason: 'Too slow for me',
      process_after: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    const twice = await revoke('POST', 'premium-us', cookie, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('refund_pending');
    const cancelled = await revoke('DELETE', 'premium-us', cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund).toMatchObject({ status: 'cancelled' });
    expect((await revoke('DELETE', 'premium-us', cookie)).status).toBe(404);
    t.clock.advance(2 * DAY);
    await runDue(t);
    expect((await subscriptionRow(t, 'premium-us')).state).toBe('active');
  });

  it('when processed: gateway refund, credit note, revoked, autobilling off, refund email', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const requested = await revoke('POST', 'premium-us', cookie, {});
    expect(requested.status).toBe(202);
    t.clock.advance(DAY - 1);
    await runDue(t);
    expect((await subscriptionRow(t, 'premium-us')).state).toBe('active');
    t.clock.advance(1);
    expect((await runDue(t)).refunds).toBe(1);

    const row = await subscriptionRow(t, 'premium-us');
    expect(row).toMatchObject({ state: 'revoked', auto_billing_enabled: 0, expires_soon: 0 });
    const invoices = await invoicesOf(t, 'premium-us');
    const [payment] = invoices;
    const note = invoices.find((i) => i.kind === 'credit_note');
    expect(note?.total).toBe(12754);
    expect(payment?.total).toBe(12754);
    const list = await t.request('GET', '/api/v2/invoices/', { cookie });
    expect(list.body.invoices[0]).toMatchObject({
      kind: 'credit_note',
      related_invoice_number: payment?.number,
    });
    const sandboxCharge = (await sandboxOf(t).listCharges()).find(
      (c) => c.idempotencyKey === `seed:${row.id}:0`,
    );
    expect(sandboxCharge?.refundedAmount).toBe(payment?.total);
    const mail = await latestMailTo(t, demoEmail('premium-us'), 'refund');
    expect(mail.text_body).toContain(note?.number as string);
    // Asking again: the subscription was refunded, there is nothing more to return.
    const again = await revoke('POST', 'premium-us', cookie, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_refunded');
    const estimateAfter = await estimate(cookie, { subscription_id: publicId('premium-us') });
    expect(estimateAfter.body).toMatchObject({ eligible: false, reason: 'already_refunded' });
    expect((await revoke('DELETE', 'premium-us', cookie)).status).toBe(404);
  });
});

describe(`refund estimate failure (${testDatabaseKind})`, () => {
  it('spec §8: an unexpected failure is 500 "Internal server error."', async () => {
    const broken = await startTestServer();
    try {
      const cookie = await signInAs(broken, 'premium-us');
      await broken.server.database.db.schema.dropTable('refund_items').execute();
      const res = await broken.request('PUT', '/api/v2/refund/estimate', {
        cookie,
        body: { subscription_id: publicId('premium-us') },
      });
      expect(res.status).toBe(500);
      expect(res.body.error).toEqual({ code: 'internal_error', message: 'Internal server error.' });
    } finally {
      await broken.close();
    }
  });
});
