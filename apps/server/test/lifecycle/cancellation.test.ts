import { beforeEach, describe, expect, it } from 'vitest';
import { invoicesOf, publicId, runDue, subscriptionRow } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import { mailsTo } from './lifecycle-helpers';

// Issue 21 item 4 (decision 0183), and item 1's auto-renew-off confirmation. basic-us: Basic, 12
// months, California; its renewal is spec §9's 56.04 + 7.25 % tax (4.06) = 60.10.
const t = useTestServerPerTest(() => startTestServer({ PUBLIC_URL: 'https://vpn.example.com' }));
let cookie: string;
const id = publicId('basic-us');
beforeEach(async () => {
  cookie = await signInAs(t, 'basic-us');
});

const off = (body?: unknown) =>
  t.request('POST', `/api/v2/subscriptions/${id}/autobill-off`, {
    cookie,
    ...(body !== undefined && { body }),
  });
const preview = (reason: string, key = 'basic-us') =>
  t.request('GET', `/api/v2/subscriptions/${publicId(key)}/save-offer?reason=${reason}`, {
    cookie,
  });
const accept = (body: unknown) =>
  t.request('POST', `/api/v2/subscriptions/${id}/save-offer`, { cookie, body });
const feedback = () =>
  t.server.database.db
    .selectFrom('cancellation_feedback')
    .select(['reason', 'reason_text', 'offer_id', 'outcome'])
    .orderBy('created_at')
    .execute();
const usd = (minor: number) => ({ unscaledValue: minor, scale: 2, currency: 'USD' });

describe(`turning auto-renew off: a reason, at most one offer, a confirmation (${testDatabaseKind})`, () => {
  it('keeps its one call without a body (spec §7), and mails the confirmation once per change', async () => {
    const res = await off();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.auto_billing_enabled).toBe(false);
    const [mail] = await mailsTo(t, 'basic-us', 'autorenew_off');
    const row = await subscriptionRow(t, 'basic-us');
    expect(mail?.text_body).toContain(
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(row.next_payment_date as string),
      ),
    );
    expect(mail?.text_body).toContain(
      `https://vpn.example.com/subscriptions/${encodeURIComponent(row.krn).replace(/%3A/gi, ':')}/auto_renew`,
    );
    expect((await off()).status).toBe(200); // already off: nothing changes, nothing is sent
    expect(await mailsTo(t, 'basic-us', 'autorenew_off')).toHaveLength(1);
    await t.request('POST', `/api/v2/subscriptions/${id}/autobill-on`, { cookie });
    await off({ reason: 'not_using' });
    expect(await mailsTo(t, 'basic-us', 'autorenew_off')).toHaveLength(2);
    expect(await feedback()).toEqual([
      { reason: null, reason_text: null, offer_id: null, outcome: 'none' },
      { reason: 'not_using', reason_text: null, offer_id: null, outcome: 'none' },
    ]);
  });

  it('stores "other" with its text, and the offer turned down', async () => {
    await off({ reason: 'other', reason_text: 'Moving abroad for a year' });
    await t.request('POST', `/api/v2/subscriptions/${id}/autobill-on`, { cookie });
    await off({ reason: 'too_expensive', declined_offer: 'renewal-discount-25' });
    expect(await feedback()).toEqual([
      { reason: 'other', reason_text: 'Moving abroad for a year', offer_id: null, outcome: 'none' },
      {
        reason: 'too_expensive',
        reason_text: null,
        offer_id: 'renewal-discount-25',
        outcome: 'declined',
      },
    ]);
  });

  it.each([
    [{ reason: 'bored' }],
    [{ reason: 'other', reason_text: 'x'.repeat(501) }],
    [{ declined_offer: 'free-forever' }],
  ])('refuses a malformed reason with 400: %j', async (body) => {
    expect((await off(body)).status).toBe(400);
    expect((await subscriptionRow(t, 'basic-us')).auto_billing_enabled).toBe(1);
  });

  it('too expensive: 25 % off the next renewal, previewed, then charged once at that price', async () => {
    const offer = await preview('too_expensive');
    // 56.04 − 25 % (14.01) = 42.03; + 7.25 % (3.05) = 45.08.
    expect(offer.body.offer).toMatchObject({
      id: 'renewal-discount-25',
      kind: 'renewal_discount',
      percent: 25,
      current_renewal_price: usd(6010),
      offer_renewal_price: usd(4508),
    });
    const res = await accept({ offer_id: 'renewal-discount-25', reason: 'too_expensive' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      auto_billing_enabled: true,
      renewal_price: usd(4508),
      renewal_discount_percent: 25,
    });
    expect((await feedback()).at(-1)).toMatchObject({
      outcome: 'accepted',
      offer_id: 'renewal-discount-25',
    });
    expect((await preview('too_expensive')).body.offer).toBeNull(); // one discount at a time
    const row = await subscriptionRow(t, 'basic-us');
    t.clock.set(new Date(row.next_payment_date as string));
    await runDue(t);
    expect((await invoicesOf(t, 'basic-us')).at(-1)).toMatchObject({
      subtotal: 5604,
      total: 4508,
    });
    const after = await t.request('GET', `/api/v2/subscriptions/${id}`, {
      cookie: await signInAs(t, 'basic-us'),
    });
    expect(after.body).toMatchObject({ renewal_price: usd(6010), renewal_discount_percent: null });
  });

  it('not using it: a move to the monthly plan from the next renewal, nothing charged now', async () => {
    const offer = await preview('not_using');
    // spec §9 Basic 1 month 12.95 + 7.25 % (0.94) = 13.89.
    expect(offer.body.offer).toMatchObject({
      kind: 'shorter_plan',
      months: 1,
      offer_renewal_price: usd(1389),
    });
    const before = await subscriptionRow(t, 'basic-us');
    const invoices = (await invoicesOf(t, 'basic-us')).length;
    const res = await accept({ offer_id: 'monthly-plan', reason: 'not_using' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      next_billing_cycle: 1,
      renewal_price: usd(1389),
      next_payment_date: before.next_payment_date,
      auto_billing_enabled: true,
    });
    expect(await invoicesOf(t, 'basic-us')).toHaveLength(invoices);
    t.clock.set(new Date(before.next_payment_date as string));
    await runDue(t);
    expect((await invoicesOf(t, 'basic-us')).at(-1)).toMatchObject({ total: 1389 });
  });

  it('no offer where none fits, and an offer the reason does not get is refused (409)', async () => {
    expect((await preview('technical_problems')).body.offer).toBeNull();
    cookie = await signInAs(t, 'basic-de'); // monthly: no shorter plan
    expect((await preview('not_using', 'basic-de')).body.offer).toBeNull();
    cookie = await signInAs(t, 'basic-us');
    const wrong = await accept({ offer_id: 'monthly-plan', reason: 'too_expensive' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.code).toBe('offer_not_available');
    expect((await preview('too_expensive', 'basic-de')).status).toBe(404); // not basic-us's
  });
});
