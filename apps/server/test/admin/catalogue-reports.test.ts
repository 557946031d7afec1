import { beforeAll, describe, expect, it } from 'vitest';
import { publicId, subscriptionRow } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  seededAdmin,
  signInNewStaff,
  signInStaff,
  type StaffJar,
  startAdminTestServer,
} from './staff-client';

/**
 * Issue 16 items 4 and 6 (decisions 0175, 0176): a price change is a version new checkouts use
 * and existing subscriptions do not; offers, gift-card batches; failed renewals and revenue.
 */
const t = useTestServer(startAdminTestServer);
let admin: StaffJar;
let finance: StaffJar;
beforeAll(async () => {
  admin = await signInStaff(t, seededAdmin());
  finance = await signInNewStaff(t, 'finance');
});

const US_CA = { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' };
const estimate = async (priceId: string) =>
  (
    await t.request('POST', '/api/v1/estimate', {
      body: { offerId: 'regular', priceId, customer: US_CA },
    })
  ).body;

describe(`versioned prices (${testDatabaseKind})`, () => {
  it('a changed price is what new checkouts pay; subscriptions keep theirs; both versions are kept', async () => {
    const id = 'regular-basic-1m-usd';
    const before = await estimate(id);
    expect(before.subtotal.unscaledValue).toBe(1295);
    const customer = await signInAs(t, 'basic-us');
    const portalBefore = await t.request('GET', `/api/v2/subscriptions/${publicId('basic-us')}`, {
      cookie: customer,
    });
    const rowBefore = await subscriptionRow(t, 'basic-us');

    const res = await admin.send('PUT', `/api/admin/prices/${id}`, {
      body: {
        amount: 1395,
        next_amount: 1395,
        discount_percentage: 0,
        free_period: { length: 0, unit: 'month' },
        reason: 'Price rise from January',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.price).toMatchObject({ version: 2, amount: { unscaledValue: 1395 } });

    const after = await estimate(id);
    expect(after.lines[0].amount.unscaledValue).toBe(1395);
    const offer = await t.request('GET', '/api/v1/offers/regular');
    const basic = offer.body.products.find((p: { id: string }) => p.id === 'basic');
    expect(basic.prices.find((p: { id: string }) => p.id === id).amount.unscaledValue).toBe(1395);

    const portalAfter = await t.request('GET', `/api/v2/subscriptions/${publicId('basic-us')}`, {
      cookie: customer,
    });
    expect(portalAfter.body).toEqual(portalBefore.body);
    expect((await subscriptionRow(t, 'basic-us')).renewal_amount).toBe(rowBefore.renewal_amount);

    const versions = await admin.send('GET', `/api/admin/prices/${id}/versions`);
    expect(
      versions.body.versions.map((v: { version: number; amount: { unscaledValue: number } }) => [
        v.version,
        v.amount.unscaledValue,
      ]),
    ).toEqual([
      [2, 1395],
      [1, 1295],
    ]);
    const entry = (await admin.send('GET', '/api/admin/audit?action=price.changed&limit=1')).body
      .entries[0];
    expect(entry).toMatchObject({
      target_id: id,
      reason: 'Price rise from January',
      before: { amount: 1295 },
      after: { amount: 1395, version: 2 },
    });
  });

  it('a new offer starts with a copy of another offer’s prices and is sold at once', async () => {
    const res = await admin.send('POST', '/api/admin/offers', {
      body: {
        id: 'spring-sale',
        name: 'Spring sale',
        kind: 'special',
        copy_prices_from: 'regular',
        reason: 'Spring campaign',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.offer.prices).toBeGreaterThan(0);
    const offer = await t.request('GET', '/api/v1/offers/spring-sale');
    expect(offer.status).toBe(200);
    expect(offer.body.products.length).toBeGreaterThan(0);
    const dup = await admin.send('POST', '/api/admin/offers', {
      body: {
        id: 'spring-sale',
        name: 'Again',
        kind: 'special',
        copy_prices_from: 'regular',
        reason: 'Twice',
      },
    });
    expect(dup.status).toBe(409);
  });
});

describe(`gift-card batches (${testDatabaseKind})`, () => {
  it('generates codes that redeem, exports them as CSV, and voids what is left', async () => {
    const created = await admin.send('POST', '/api/admin/gift-card-batches', {
      body: {
        label: 'Partner promo',
        tier: 'TIER_PREMIUM',
        months: 3,
        count: 3,
        expires_at: null,
        reason: 'Partner deal',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.batch).toMatchObject({ count: 3, redeemed: 0, voided_at: null });
    const id = created.body.batch.id;
    const csv = await admin.send('GET', `/api/admin/gift-card-batches/${id}/export`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="Partner-promo.csv"');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('code,tier,months,expires_at,redeemed_at,voided_at');
    expect(lines).toHaveLength(4);
    const code = lines[1]!.split(',')[0]!;
    expect(
      (await t.request('POST', '/api/v1/gift-cards/check', { body: { code } })).body.status,
    ).toBe('valid');

    expect(
      (
        await finance.send('POST', `/api/admin/gift-card-batches/${id}/void`, {
          body: { reason: 'x y z' },
        })
      ).status,
    ).toBe(403);
    const voided = await admin.send('POST', `/api/admin/gift-card-batches/${id}/void`, {
      body: { reason: 'Partner deal cancelled' },
    });
    expect(voided.status).toBe(200);
    expect(voided.body.batch.voided_at).not.toBeNull();
    t.clock.advance(1000);
    expect(
      (await t.request('POST', '/api/v1/gift-cards/check', { body: { code } })).body.status,
    ).toBe('expired');
  });
});

describe(`failed renewals and revenue (${testDatabaseKind})`, () => {
  it('lists failed renewals with their decline code and the retries ahead', async () => {
    // The grace account's card expired in October: the engine's renewal try records the decline.
    await t.server.app.billingEngine.runDue(t.clock.now());
    const res = await finance.send('GET', '/api/admin/dunning');
    expect(res.status).toBe(200);
    const grace = res.body.renewals.find(
      (r: { subscription_id: string }) => r.subscription_id === publicId('grace'),
    );
    expect(grace).toBeDefined();
    expect(grace).toMatchObject({ attempts: 1, decline_code: 'card_details_outdated' });
    expect(grace.next_retry_at).toBe(grace.schedule[0]);
    expect(grace.schedule.length).toBeGreaterThan(0);
    for (const at of grace.schedule)
      expect(Date.parse(at)).toBeGreaterThan(t.clock.now().getTime());
    expect(Date.parse(grace.grace_ends)).toBeGreaterThanOrEqual(Date.parse(grace.schedule.at(-1)));
  });

  it('reports MRR, new and renewed subscriptions and money by day and currency, and as CSV', async () => {
    const to = t.clock.now().toISOString().slice(0, 10);
    const res = await finance.send('GET', `/api/admin/revenue?from=2026-01-01&to=${to}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.mrr.find((m: { currency: string }) => m.currency === 'USD').unscaledValue,
    ).toBeGreaterThan(0);
    expect(res.body.days.some((d: { new: number }) => d.new > 0)).toBe(true);
    expect(res.body.days.some((d: { charged: number }) => d.charged > 0)).toBe(true);
    const csv = await finance.send('GET', `/api/admin/revenue/export?from=2026-01-01&to=${to}`);
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\r\n')[0]).toBe(
      'day,currency,new,renewed,churned,charged,refunded,refunds,disputed,disputes',
    );
    const bad = await finance.send('GET', '/api/admin/revenue?from=2020-01-01&to=2026-01-01');
    expect(bad.status).toBe(400);
  });

  it('counts cancellation reasons, save-offer outcomes (issue 21) and disputes (issue 15) by day', async () => {
    // basic-us turns auto-renew off because it is too expensive and declines the offer shown.
    const customer = await signInAs(t, 'basic-us');
    const off = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('basic-us')}/autobill-off`,
      {
        cookie: customer,
        body: { reason: 'too_expensive', declined_offer: 'renewal-discount-25' },
      },
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // A cardholder disputes basic-us's payment with the issuer (as Stripe's webhook records it).
    const row = await subscriptionRow(t, 'basic-us');
    const now = t.clock.now().toISOString();
    await t.server.database.db
      .insertInto('payment_disputes')
      .values({
        id: 'dispute-report-test',
        tenant_id: row.tenant_id,
        gateway_dispute_id: 'dp_report_test',
        gateway_charge_id: 'ch_report_test',
        charge_id: null,
        user_id: row.user_id,
        subscription_id: row.id,
        amount: 6010,
        currency: 'USD',
        reason: 'fraudulent',
        status: 'open',
        held_autobill: 0,
        opened_at: now,
        closed_at: null,
        last_event_at: now,
        updated_at: now,
      })
      .execute();
    const day = now.slice(0, 10);
    const res = await finance.send('GET', `/api/admin/revenue?from=${day}&to=${day}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reasons).toContainEqual({
      kind: 'cancellation',
      reason: 'too_expensive',
      count: 1,
    });
    expect(res.body.save_offers).toEqual([
      { offer_id: 'renewal-discount-25', accepted: 0, declined: 1 },
    ]);
    expect(res.body.days).toContainEqual(
      expect.objectContaining({ day, currency: 'USD', disputed: 6010, disputes: 1 }),
    );
    const csv = await finance.send('GET', `/api/admin/revenue/export?from=${day}&to=${day}`);
    expect(String(csv.body)).toContain(`${day},USD,`);
    expect(
      String(csv.body)
        .split('\r\n')
        .find((l) => l.startsWith(`${day},USD,`)),
    ).toMatch(/,60\.10,1$/);
  });
});
