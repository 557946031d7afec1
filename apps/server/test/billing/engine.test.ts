import { describe, expect, it } from 'vitest';
import { createBillingJobs } from '../../src/billing-jobs';
import { GatewayUnavailableError } from '../../src/modules/payments/gateway-errors';
import { demoEmail } from '../../src/seed/demo-accounts';
import { cardSource, sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import {
  BOOKS,
  chargesOf,
  DAY,
  invoicesOf,
  latestMailTo,
  mailKindsTo,
  publicId,
  runDue,
  subscriptionRow,
  withCharge,
} from './helpers';

// Each test has its own server, database and clock (issue 25): a test that moves time months
// ahead never decides what the next one finds due.
const t = useTestServerPerTest();

const at = (iso: string | null) => t.clock.set(new Date(iso as string));

/** An engine over this server's database whose gateway is down for its first `down` charges. */
function engineWithOutage(down: number) {
  const real = t.server.app.paymentGateway;
  let failures = down;
  const gateway = withCharge(real, async (input) => {
    if (failures-- > 0) throw new GatewayUnavailableError('server_error', 'down');
    return real.charge(input);
  });
  return createBillingJobs({
    db: t.server.database.db,
    dialect: t.server.database.kind,
    gateway,
    mailer: t.server.app.mailer,
    clock: t.clock,
    settings: { retryDays: [3, 7, 14], expiringWindowDays: 30, publicUrl: t.config.publicUrl },
    ...BOOKS,
    owner: 'outage-test',
  });
}

describe(`billing engine (${testDatabaseKind})`, () => {
  it('autobill failure → grace → recovered by retry-payment-collection with a new card', async () => {
    const before = await subscriptionRow(t, 'autobill-failed');
    at(before.next_payment_date);
    await runDue(t);
    const grace = await subscriptionRow(t, 'autobill-failed');
    expect(grace).toMatchObject({
      state: 'active',
      auto_bill_payment_failed: 1,
      renewal_attempts: 1,
    });
    expect(grace.next_retry_at).toBe(
      new Date(new Date(before.next_payment_date as string).getTime() + 3 * DAY).toISOString(),
    );
    // Its card expired: a hard decline (issue 21 §2) asks for a new card, linking the retry page.
    const mail = await latestMailTo(t, demoEmail('autobill-failed'), 'payment_method_required');
    expect(mail.text_body).toContain('/retry_manual_payment');

    t.clock.advance(DAY); // in grace: active, date past
    const cookie = await signInAs(t, 'autobill-failed');
    // A second card, added beside the expired default (not made the default): the retry pays
    // with it, and the booking keeps it for the renewals that follow.
    const added = await t.request('POST', '/api/v2/payment-methods', {
      cookie,
      body: await cardSource(t, '4242424242424242'),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const card = added.body.payment_method as { id: string; is_default: boolean };
    expect(card.is_default).toBe(false);
    const res = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('autobill-failed')}/retry-payment-collection`,
      { cookie, body: { payment_method_id: card.id } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await subscriptionRow(t, 'autobill-failed');
    expect(after).toMatchObject({
      auto_bill_payment_failed: 0,
      auto_bill_failed_on: null,
      next_retry_at: null,
      renewal_attempts: 0,
      // The card that paid is the one the next renewals charge.
      payment_method_id: card.id,
    });
    // …and the customer's default, by the time the retry answers: the page no longer asks for it
    // in a second request, which leaving the page right after "Paid" could cut short.
    const listed = await t.request('GET', '/api/v2/payment-methods', { cookie });
    const methods = listed.body.payment_methods as { id: string; is_default: boolean }[];
    expect(methods.filter((m) => m.is_default).map((m) => m.id)).toEqual([card.id]);
    expect(new Date(after.next_payment_date as string).getUTCMonth()).toBe(
      (new Date(before.next_payment_date as string).getUTCMonth() + 1) % 12,
    );
    // The engine's scheduled retry finds nothing left to do.
    const charges = (await chargesOf(t, after.id)).length;
    t.clock.advance(3 * DAY);
    await runDue(t);
    expect(await chargesOf(t, after.id)).toHaveLength(charges);
  });

  it('autobill off → expiring within 30 days of the end → expired at the end, never charged', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const off = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('basic-us')}/autobill-off`,
      {
        cookie,
      },
    );
    expect(off.body.expires_soon).toBe(false);
    const end = new Date(off.body.next_payment_date).getTime();
    t.clock.set(new Date(end - 31 * DAY));
    await runDue(t);
    expect((await subscriptionRow(t, 'basic-us')).expires_soon).toBe(0);
    t.clock.set(new Date(end - 30 * DAY));
    expect((await runDue(t))['flag-expiring']).toBeGreaterThanOrEqual(1);
    const expiring = await t.request('GET', `/api/v2/subscriptions/${publicId('basic-us')}`, {
      cookie: await signInAs(t, 'basic-us'), // months later: the first session idled out
    });
    expect(expiring.body).toMatchObject({
      expires_soon: true,
      auto_billing_enabled: false,
      state: 'active',
    });
    const invoices = (await invoicesOf(t, 'basic-us')).length;
    t.clock.set(new Date(end));
    await runDue(t);
    expect(await subscriptionRow(t, 'basic-us')).toMatchObject({
      state: 'expired',
      expires_soon: 0,
    });
    expect(await invoicesOf(t, 'basic-us')).toHaveLength(invoices);
    expect(await mailKindsTo(t, demoEmail('basic-us'))).toContain('subscription_expired');
  });

  it('a gateway outage leaves the renewal for the next run, charged under the same key', async () => {
    const row = await subscriptionRow(t, 'referred');
    at(row.next_payment_date);
    const engine = engineWithOutage(1_000);
    const first = await engine.runDue(t.clock.now());
    expect(first.unavailable).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(t, 'referred')).toMatchObject({
      next_payment_date: row.next_payment_date,
      auto_bill_payment_failed: 0,
      lease_owner: null,
    });
    t.clock.advance(60_000);
    const second = await engineWithOutage(0).runDue(t.clock.now());
    expect(second.paid).toBeGreaterThanOrEqual(1);
    const key = `renewal:${row.id}:${row.next_payment_date}:0`;
    expect((await sandboxOf(t).findChargeByIdempotencyKey(key))?.status).toBe('succeeded');
    const paid = (await chargesOf(t, row.id)).filter((c) => c.idempotency_key === key);
    expect(paid).toHaveLength(1);
  });

  it('running the engine twice for the same instant creates nothing new', async () => {
    const row = await subscriptionRow(t, 'id-defender');
    at(row.next_payment_date);
    const first = await runDue(t);
    expect(first.paid).toBeGreaterThanOrEqual(1);
    const invoices = (await invoicesOf(t, 'id-defender')).length;
    const second = await runDue(t);
    expect(second).toMatchObject({
      charge: 0,
      paid: 0,
      declined: 0,
      expired: 0,
      'flag-expiring': 0,
    });
    expect(await invoicesOf(t, 'id-defender')).toHaveLength(invoices);
  });
});
