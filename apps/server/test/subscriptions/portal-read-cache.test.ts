import { describe, expect, it } from 'vitest';
import { dataVersionOf } from '../../src/db/data-version';
import { metrics } from '../../src/metrics';
import { publicId } from '../billing/helpers';
import { rewriteCustomerRow } from '../customer-write';
import { signInAs } from '../sign-in';
import { statementsDuring } from '../statement-count';
import { startTwinServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

// Decision 0226 (issue 19 item 2): the portal's subscription list is kept per customer until a
// write that may change it — by this server or by any other connection. SQLite counts its writes
// and asks `PRAGMA data_version`; PostgreSQL compares a snapshot's xmax (one small statement).
const t = useTestServer();

const onSqlite = testDatabaseKind === 'sqlite';
type Listed = { subscription_id: string; auto_billing_enabled: boolean };

async function list(cookie: string): Promise<Listed[]> {
  const res = await t.request('GET', '/api/v2/subscriptions/', { cookie });
  expect(res.status).toBe(200);
  return (res.body as { subscriptions: Listed[] }).subscriptions;
}
const autoRenew = async (cookie: string, key: string) =>
  (await list(cookie)).find((s) => s.subscription_id === publicId(key))?.auto_billing_enabled;
const selectsDuring = (action: () => Promise<unknown>) => statementsDuring('select', action);
/** `halyard_read_cache_total` of the subscriptions list, by result. */
async function cacheCounts(): Promise<Record<'hit' | 'miss' | 'uncached', number>> {
  const counts = { hit: 0, miss: 0, uncached: 0 };
  for (const v of (await metrics.readCache.get()).values)
    if (v.labels.cache === 'subscriptions')
      counts[v.labels.result as keyof typeof counts] += v.value;
  return counts;
}

describe(`the portal's read cache (${testDatabaseKind})`, () => {
  it('a repeated read is answered from the cache: no statement on SQLite, one small one on PostgreSQL', async () => {
    const cookie = await signInAs(t, 'premium-us');
    await list(cookie);
    const before = await cacheCounts();
    // On PostgreSQL any write transaction that ends in the cluster meanwhile (the mail relay
    // sending the sign-in's notice) costs the read a miss, and a miss its full statement: one of
    // a few repeated reads shows the cached answer's cost. SQLite's version is this database's.
    const expected = onSqlite ? 0 : 1;
    const selects: number[] = [];
    for (let i = 0; i < (onSqlite ? 1 : 5) && selects.at(-1) !== expected; i++)
      selects.push(await selectsDuring(() => list(cookie)));
    expect(selects).toContain(expected);
    // The five reads (of one request), as /metrics counts them.
    const hits = (await cacheCounts()).hit - before.hit;
    if (onSqlite) expect(hits).toBe(5);
    else expect(hits).toBeGreaterThanOrEqual(3);
  });

  it('a change made through the API shows at the next read', async () => {
    const cookie = await signInAs(t, 'basic-us');
    expect(await autoRenew(cookie, 'basic-us')).toBe(true);
    const off = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('basic-us')}/autobill-off`,
      {
        cookie,
      },
    );
    expect(off.status).toBe(200);
    expect(await autoRenew(cookie, 'basic-us')).toBe(false);
  });

  it('a change made by another server on the same database shows at the next read', async () => {
    const cookie = await signInAs(t, 'basic-de');
    expect(await autoRenew(cookie, 'basic-de')).toBe(true);
    const twin = await startTwinServer(t);
    try {
      await twin.server.database.db
        .updateTable('subscriptions')
        .set({ auto_billing_enabled: 0 })
        .where('subscription_id', '=', publicId('basic-de'))
        .execute();
    } finally {
      await twin.close();
    }
    expect(await autoRenew(cookie, 'basic-de')).toBe(false);
  });

  it.skipIf(!onSqlite)(
    "the server's own bookkeeping (sessions, rate budgets) keeps the answer",
    async () => {
      const version = dataVersionOf(t.server.database.db);
      expect(version).not.toBeNull();
      const cookie = await signInAs(t, 'premium-us');
      await list(cookie);
      const before = version?.current();
      // Another customer signs in: a session, a sign-in attempt and a rate budget are written.
      await signInAs(t, 'basic-us');
      await t.server.database.db
        .updateTable('sessions')
        .set({ last_seen_at: t.clock.now().toISOString() })
        .execute();
      expect(version?.current()).toBe(before);
      // A customer's data is not bookkeeping.
      await t.server.database.db
        .updateTable('users')
        .set({ residence_state: null })
        .where('email', '=', 'nobody@example.com')
        .execute();
      expect(version?.current()).not.toBe(before);
    },
  );

  /** `key`'s auto-renew turned off in another server's transaction; `during` runs before it ends. */
  async function autoRenewOffCommittedAfter(key: string, during: () => Promise<void>) {
    const twin = await startTwinServer(t);
    try {
      await twin.server.database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('subscriptions')
          .set({ auto_billing_enabled: 0 })
          .where('subscription_id', '=', publicId(key))
          .execute();
        await during();
      });
    } finally {
      await twin.close();
    }
  }

  it('a write by another transaction shows as soon as it commits', async () => {
    const cookie = await signInAs(t, 'premium-us');
    await autoRenewOffCommittedAfter('premium-us', async () => {
      expect(await autoRenew(cookie, 'premium-us')).toBe(true);
      expect(await autoRenew(cookie, 'premium-us')).toBe(true);
    });
    expect(await autoRenew(cookie, 'premium-us')).toBe(false);
  });

  it.skipIf(onSqlite)(
    'PostgreSQL keeps no answer read while an older writing transaction runs',
    async () => {
      const cookie = await signInAs(t, 'dedicated-ip');
      // The other server's transaction is the older one: its id is taken by its first write.
      await autoRenewOffCommittedAfter('dedicated-ip', async () => {
        // A newer write that ends while the older one runs: the newest ended id passes it.
        await rewriteCustomerRow(t);
        const before = await cacheCounts();
        expect(await autoRenew(cookie, 'dedicated-ip')).toBe(true);
        expect(await autoRenew(cookie, 'dedicated-ip')).toBe(true);
        expect((await cacheCounts()).hit - before.hit).toBe(0);
      });
      // Kept, that answer would be served now: the older transaction's end moves nothing newer.
      expect(await autoRenew(cookie, 'dedicated-ip')).toBe(false);
    },
  );
});
