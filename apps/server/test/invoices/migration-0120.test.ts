import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../src/db/migrate';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import { publicId, runDue, DAY } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

// Migration 0120 carries a running database over (decision 0121, 0122, 0125): a database shaped
// as before it — every charge without an allocation, refund requests without items, invoices
// without snapshots, add-ons bought with the plan counted in the subscription's renewal amount —
// is brought up to date. The demo data, one refund completed and one pending, stand in for it.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  for (const key of ['premium-us', 'refund']) {
    const cookie = await signInAs(t, key);
    const res = await t.request('POST', `/api/v2/subscriptions/${publicId(key)}/refund-revoke`, {
      cookie,
      body: {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    if (key === 'premium-us') {
      t.clock.advance(DAY);
      await runDue(t);
    }
  }
  const db = t.server.database.db;
  // Before 0120 a checkout counted its add-ons in the subscription's renewal amount.
  const addons = await db
    .selectFrom('subscription_addons')
    .select(['subscription_id', 'renewal_amount'])
    .where('renews_with_plan', '=', 1)
    .execute();
  expect(addons.length).toBeGreaterThan(1); // dedicated-ip@'s IP, id-defender@'s five
  for (const addon of addons)
    await db
      .updateTable('subscriptions')
      .set((eb) => ({ renewal_amount: eb('renewal_amount', '+', addon.renewal_amount ?? 0) }))
      .where('id', '=', addon.subscription_id)
      .execute();
  // Down to just before 0120 (later migrations go down first), then up again.
  const down = await createMigrator(db).migrateTo('2026-11-24-2301-account-security');
  expect(down.error).toBeUndefined();
  expect(down.results?.at(-1)?.migrationName).toBe('2026-11-26-0120-money-after-payment');
  await migrateToLatest(db);
}, 120_000);
afterAll(() => t.close());

const db = () => t.server.database.db;

describe(`migration 0120 over an existing database (${testDatabaseKind})`, () => {
  it('gives every succeeded charge one allocation: its invoice, its subscription, its amount', async () => {
    const charges = await db()
      .selectFrom('charges as c')
      .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
      .leftJoin('charge_allocations as a', 'a.charge_id', 'c.id')
      .select([
        'c.id',
        'c.amount',
        'c.subscription_id',
        'i.tax',
        'i.lines',
        'a.amount as share',
        'a.tax as share_tax',
        'a.lines as share_lines',
        'a.subscription_id as share_sub',
      ])
      .where('c.kind', '=', 'charge')
      .where('c.status', '=', 'succeeded')
      .execute();
    expect(charges.length).toBeGreaterThan(20);
    for (const c of charges)
      expect([c.share, c.share_tax, c.share_lines, c.share_sub]).toEqual([
        c.amount,
        c.tax,
        c.lines,
        c.subscription_id,
      ]);
  });

  it('gives every refund request its item: the completed one refunded with its credit note, the pending one pending', async () => {
    const items = await db()
      .selectFrom('refund_requests as r')
      .innerJoin('refund_items as ri', 'ri.refund_request_id', 'r.id')
      .select([
        'r.status',
        'r.credit_note_id',
        'ri.status as item_status',
        'ri.credit_note_id as item_note',
        'ri.gateway_refund_id',
        'ri.amount',
        'r.amount as requested',
      ])
      .orderBy('r.requested_at')
      .execute();
    expect(items).toHaveLength(2);
    const [completed, pending] = items;
    expect(completed).toMatchObject({
      status: 'completed',
      item_status: 'refunded',
      item_note: completed?.credit_note_id,
    });
    expect(completed?.gateway_refund_id).toMatch(/^re_/);
    expect(pending).toMatchObject({ status: 'pending', item_status: 'pending', item_note: null });
    // The pending one is carried out afterwards like any other.
    t.clock.advance(DAY);
    expect((await runDue(t)).refunds).toBe(1);
  });

  it('snapshots the buyer on every invoice and marks add-ons bought with the plan as renewing with it', async () => {
    const missing = await db()
      .selectFrom('invoices')
      .select('id')
      .where('buyer', 'is', null)
      .execute();
    expect(missing).toEqual([]);
    const addons = await db()
      .selectFrom('subscription_addons as a')
      .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
      .select([
        'a.addon_type',
        'a.renews_with_plan',
        'a.renewal_amount',
        's.renewal_amount as plan',
      ])
      .where('a.renews_with_plan', '=', 1)
      .orderBy('a.addon_type')
      .execute();
    // dedicated-ip@: Premium 12 months 80.04 EUR, the dedicated IP's 71.88 its own again.
    expect(addons.find((a) => a.addon_type === 'dip')).toEqual({
      addon_type: 'dip',
      renews_with_plan: 1,
      renewal_amount: 7188,
      plan: 8004,
    });
    // id-defender@: Premium 12 months 80.04 USD; each ID protection add-on its own price.
    expect(addons.filter((a) => a.addon_type !== 'dip').map((a) => a.plan)).toEqual(
      Array(5).fill(8004),
    );
  });

  it('leaves books that pass the ledger check', async () => {
    const violations = await createLedgerCheck({
      db: db(),
      gateway: t.server.app.paymentGateway,
    }).run();
    expect(violations).toEqual([]);
  });
});
