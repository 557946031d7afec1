import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@halyard/domain';
import { demoEmail } from '../../src/seed/demo-accounts';
import { rowCount } from '../db-tables';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { chargesOf, DAY, invoicesOf, mailKindsTo, runDue, subscriptionRow } from './helpers';

let t: TestServer;
let start: Date;
const before = new Map<string, Awaited<ReturnType<typeof subscriptionRow>>>();
const KEYS = [
  'basic-de',
  'basic-us',
  'premium-us',
  'premium-gb',
  'appstore',
  'playstore',
  'trial-chargebee',
  'trial-multi',
  'trial-single',
  'expiring',
  'grace',
  'autobill-failed',
  'cancelled',
  'esim',
];

/** Invoices issued by the engine (after the seed's history). */
const newInvoices = async (key: string) =>
  (await invoicesOf(t, key)).filter((i) => new Date(i.issued_at) >= start);

beforeAll(async () => {
  t = await startTestServer();
  start = t.clock.now();
  for (const key of KEYS) before.set(key, await subscriptionRow(t, key));
  // Every demo account lives through 24 months, the engine running once a day.
  for (let day = 0; day <= 730; day++) {
    t.clock.set(new Date(start.getTime() + day * DAY));
    await runDue(t);
  }
}, 300_000);
afterAll(() => t.close());

describe(`24 months of billing, day by day (${testDatabaseKind})`, () => {
  // Issue 14 finding 2, decision 0120: renewals pay the tax of the buyer's residence, like the
  // first purchase. Expected amounts are spec §9 prices and decision 0021 rates, not read back.
  it('a monthly German card subscription renews 24 times at 12.95 EUR + 19 % VAT = 15.41, on the same day each month', async () => {
    const invoices = await newInvoices('basic-de');
    expect(invoices).toHaveLength(24);
    expect(
      invoices.every(
        (i) => i.subtotal === 1295 && i.tax === 246 && i.total === 1541 && i.currency === 'EUR',
      ),
    ).toBe(true);
    const due = new Date(before.get('basic-de')?.next_payment_date as string);
    const row = await subscriptionRow(t, 'basic-de');
    expect(row.next_payment_date).toBe(addCalendarMonths(due, 24).toISOString());
    expect(row).toMatchObject({ state: 'active', auto_bill_payment_failed: 0 });
    const periods = invoices.map((i) => JSON.parse(i.lines)[0].description as string);
    expect(new Set(periods).size).toBe(24);
    const receipts = (await mailKindsTo(t, demoEmail('basic-de'))).filter(
      (k) => k === 'renewal_receipt',
    );
    expect(receipts).toHaveLength(24);
    const charges = await chargesOf(t, row.id);
    const renewals = charges.filter(
      (c) => new Date(c.created_at) >= start && c.status === 'succeeded',
    );
    expect(renewals.map((c) => c.amount)).toEqual(Array(24).fill(1541));
  });

  // premium-us has earned a referral free month (seeded, decision 0068): its renewal is paid by
  // the reward, an invoice of 0, instead of a charge.
  it.each([
    // Basic 12M 56.04 USD in California (7.25 %): 4.06 tax.
    ['basic-us', 2, 0, { subtotal: 5604, tax: 406, total: 6010 }],
    ['premium-us', 1, 1, null],
    // Premium 12M 80.04 GBP in the UK (20 %): 16.01 VAT.
    ['premium-gb', 2, 0, { subtotal: 8004, tax: 1601, total: 9605 }],
  ] as const)(
    '%s (12 or 24 months, card or PayPal) renews %i times at its renewal price, taxed (%i by a referral reward)',
    async (key, count, rewarded, paidAt) => {
      const invoices = await newInvoices(key);
      expect(invoices).toHaveLength(count);
      const isReward = (i: { lines: string }) =>
        (JSON.parse(i.lines)[0].description as string).startsWith('Referral reward');
      const rewards = invoices.filter(isReward);
      expect(rewards).toHaveLength(rewarded);
      expect(rewards.every((i) => i.total === 0)).toBe(true);
      const paid = invoices.filter((i) => !isReward(i));
      for (const invoice of paid) expect(invoice).toMatchObject(paidAt ?? {});
    },
  );

  it('in-app subscriptions move on with their store and are never invoiced by us', async () => {
    for (const [key, months] of [
      ['appstore', 24],
      ['playstore', 24],
    ] as const) {
      expect(await newInvoices(key)).toHaveLength(0);
      const row = await subscriptionRow(t, key);
      const due = new Date(before.get(key)?.next_payment_date as string);
      const cycles = Math.floor(months / (before.get(key)?.next_billing_cycle ?? 1));
      expect(row.state).toBe('active');
      expect(row.next_payment_date).toBe(
        addCalendarMonths(due, cycles * row.next_billing_cycle).toISOString(),
      );
    }
  });

  it('a chargebee trial with a card converts to paid at its end, then renews yearly', async () => {
    const sub = before.get('trial-chargebee');
    const invoices = await newInvoices('trial-chargebee');
    // Premium 12M 80.04 in Texas (6.25 %): 5.00 tax, at the conversion and at the renewal.
    expect(invoices.map((i) => [i.subtotal, i.tax, i.total])).toEqual([
      [8004, 500, 8504],
      [8004, 500, 8504],
    ]);
    expect(invoices[0]?.issued_at).toBe(sub?.next_payment_date);
    expect(await subscriptionRow(t, 'trial-chargebee')).toMatchObject({
      state: 'active',
      type: 'standard',
    });
  });

  it.each(['trial-multi', 'trial-single', 'expiring'])(
    '%s ends at its date: expired, never charged, told by email',
    async (key) => {
      expect(await subscriptionRow(t, key)).toMatchObject({ state: 'expired', expires_soon: 0 });
      expect(await newInvoices(key)).toHaveLength(0);
      expect(await mailKindsTo(t, demoEmail(key))).toContain('subscription_expired');
    },
  );

  // Issue 21 §2 (decision 0181): an expired card is a hard decline — tried once, then not again
  // (the customer is asked for a new card); the grace period and the expiry stay those of spec §4.
  it('a hard-declined renewal is not retried on the same card, and expires at the end of grace (14 days)', async () => {
    const row = await subscriptionRow(t, 'autobill-failed');
    expect(row.state).toBe('expired');
    const failed = (await chargesOf(t, row.id)).filter((c) => c.status === 'failed');
    const days = failed.map((c) => (new Date(c.created_at).getTime() - start.getTime()) / DAY);
    expect(days).toEqual([0]);
    expect(failed.every((c) => c.failure_code === 'card_details_outdated')).toBe(true);
    const mails = await mailKindsTo(t, demoEmail('autobill-failed'));
    expect(mails.filter((k) => k === 'payment_method_required')).toHaveLength(1);
    expect(mails.filter((k) => k === 'payment_failed')).toHaveLength(0);
    expect(mails.filter((k) => k === 'subscription_expired')).toHaveLength(1);
    expect(row.updated_at.slice(0, 10)).toBe(
      new Date(start.getTime() + 14 * DAY).toISOString().slice(0, 10),
    );
  });

  it('the seeded grace period runs out on the same schedule (due date 3 days before the start)', async () => {
    const row = await subscriptionRow(t, 'grace');
    expect(row.state).toBe('expired');
    const failed = (await chargesOf(t, row.id)).filter((c) => c.status === 'failed');
    expect(failed.map((c) => (new Date(c.created_at).getTime() - start.getTime()) / DAY)).toEqual([
      0,
    ]);
    expect(row.updated_at.slice(0, 10)).toBe(
      new Date(start.getTime() + 11 * DAY).toISOString().slice(0, 10),
    );
  });

  // Issue 21 §1 (decision 0180): each notice once, on its day, over 730 daily runs.
  it.each([
    ['premium-us', 'renewal_upcoming', []], // its renewal is paid by a referral month: no charge
    ['esim', 'renewal_upcoming', [708]], // 24 months: 7 days before day 715
    ['basic-us', 'renewal_upcoming', [318, 684]], // 12 months: 7 days before days 325 and 691 (2028 is leap)
    ['trial-chargebee', 'trial_ending', [1]], // converts on day 4: 3 days before
    ['basic-de', 'renewal_upcoming', []], // monthly at the same price: none
  ] as const)('%s gets %s on days %j', async (key, kind, days) => {
    const rows = await t.server.database.db
      .selectFrom('mail_outbox')
      .select('created_at')
      .where('to_address', '=', demoEmail(key))
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => Math.floor((Date.parse(r.created_at) - start.getTime()) / DAY))).toEqual(
      days,
    );
  });

  it('a cancelled subscription is left alone', async () => {
    expect((await subscriptionRow(t, 'cancelled')).state).toBe('cancelled');
    expect(await newInvoices('cancelled')).toHaveLength(0);
  });

  it('invoice numbers stay gapless and one engine run more at the same instant adds nothing', async () => {
    const numbers = (
      await t.server.database.db
        .selectFrom('invoices')
        .select('number')
        .where('tenant_id', '=', 'halyard')
        .where('kind', '=', 'invoice')
        .execute()
    )
      .map((r) => Number(r.number.slice(4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const tables = ['invoices', 'charges', 'mail_outbox', 'sandbox_gateway_charges'] as const;
    const counts = () => Promise.all(tables.map((table) => rowCount(t, table)));
    const countsBefore = await counts();
    const summary = await runDue(t);
    expect(summary).toMatchObject({ charge: 0, paid: 0, declined: 0, expire: 0 });
    expect(await counts()).toEqual(countsBefore);
  });
});
