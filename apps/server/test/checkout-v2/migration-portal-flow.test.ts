import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../src/db/migrate';
import { requestHashes } from '../../src/modules/checkout/attempts/request-hash';
import { publicId, subscriptionRow } from '../billing/helpers';
import { attemptId, PRICES } from '../checkout/checkout-client';
import { sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

// Migration 2026-12-02-0070 (decision 0070 addendum): attempts the v2 checkout stored with their
// portal flow in the body's `xv.portal_flow` read as that flow after it, from the new column; a
// v1 attempt carrying the same marker in its own tracking data gets none. Going down writes the
// marker back, which makes the attempts made here look as they did before the migration.
let t: TestServer;
const db = () => t.server.database.db;
const renewal = { flow: 'renewal', subscriptionId: publicId('autorenew') };
const attempts = { renewal: attemptId(), edit: attemptId(), v1: attemptId() };
const ids: Record<keyof typeof attempts, string> = { renewal: '', edit: '', v1: attempts.v1 };
let cookie = '';
let renewed: { status: number; body: { charge: { invoiceId: string } } };

const start = (c: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/v2/checkout/', { cookie: c, body });
const row = (id: string) =>
  db()
    .selectFrom('checkout_attempts')
    .select(['request_body', 'request_hash', 'portal_flow'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await startTestServer();
  cookie = await signInAs(t, 'autorenew');
  renewed = await start(cookie, { attempt: attempts.renewal, ...renewal });
  expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
  const other = await signInAs(t, 'change-plan');
  const edit = await start(other, {
    attempt: attempts.edit,
    flow: 'edit_subscription',
    subscriptionId: publicId('change-plan'),
    priceId: PRICES.premium1,
  });
  expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  const v1 = await t.request('POST', '/api/v1/checkout-for-customer', {
    cookie: await signInAs(t, 'basic-us'),
    body: {
      checkoutAttemptId: attempts.v1,
      offerId: 'regular',
      priceId: PRICES.premium1,
      confirmSecondSubscription: true,
      xv: { portal_flow: 'additional_purchase' },
    },
  });
  expect(v1.status, JSON.stringify(v1.body)).toBe(200);
  ids.renewal = `v2:${(await subscriptionRow(t, 'autorenew')).user_id}:${attempts.renewal}`;
  ids.edit = `v2:${(await subscriptionRow(t, 'change-plan')).user_id}:${attempts.edit}`;

  const down = await createMigrator(db()).migrateTo('2026-12-01-0222-per-customer-read-indexes');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toEqual([
    '2026-12-05-0250-entitlements-derived',
    '2026-12-04-0234-sandbox-charges-created-index',
    '2026-12-03-0232-charges-created-index',
    '2026-12-02-0070-attempt-portal-flow',
  ]);
  // Before the migration: the marker in the body, and the request hash computed over that body.
  const before = await db()
    .selectFrom('checkout_attempts')
    .select(['request_body', 'request_hash'])
    .where('id', '=', ids.renewal)
    .executeTakeFirstOrThrow();
  const body = JSON.parse(before.request_body);
  expect(body.xv).toEqual({ portal_flow: 'renewal' });
  expect(before.request_hash).toBe(requestHashes(body).requestHash);
  expect(await migrateToLatest(db())).toEqual([
    '2026-12-02-0070-attempt-portal-flow',
    '2026-12-03-0232-charges-created-index',
    '2026-12-04-0234-sandbox-charges-created-index',
    '2026-12-05-0250-entitlements-derived',
  ]);
}, 120_000);
afterAll(() => t.close());

describe(`migration 2026-12-02-0070 over stored v2 attempts (${testDatabaseKind})`, () => {
  it('fills the portal flow from the marker of the attempts the v2 checkout made, not of a v1 purchase', async () => {
    expect((await row(ids.renewal)).portal_flow).toBe('renewal');
    expect((await row(ids.edit)).portal_flow).toBe('edit_subscription');
    expect((await row(ids.v1)).portal_flow).toBeNull();
  });

  it('an older renewal still reads as a renewal, and sent again answers its result without a second charge', async () => {
    const read = await t.request('GET', `/api/v2/checkout/?attempt=${attempts.renewal}`, {
      cookie,
    });
    expect(read.body).toMatchObject({ status: 'succeeded', flow: 'renewal' });
    const charges = (await sandboxOf(t).listCharges()).length;
    const again = await start(cookie, { attempt: attempts.renewal, ...renewal });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.flow).toBe('renewal');
    expect(again.body.charge.invoiceId).toBe(renewed.body.charge.invoiceId);
    expect((await sandboxOf(t).listCharges()).length).toBe(charges);
  });
});
