import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { usableRewardsQuery } from '../../src/modules/referrals/referrals.repository';
import { prepareSubscriptionReads } from '../../src/modules/subscriptions/subscriptions.queries';
import { rewriteCustomerRow } from '../customer-write';
import { signInAs } from '../sign-in';
import { statementsDuring } from '../statement-count';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

// Issue 19, decision 0222: what one portal read costs the database, whatever the number of other
// customers — every statement reaches a customer's rows through an index (the eSIM and coupon
// reads scanned their whole tables: 12.5 ms of CPU per read with 20 000 other customers), and a
// customer with no add-on, eSIM or coupon is answered in two statements, not five. On PostgreSQL
// (issue 19 item 5) every statement is a round trip: a read is one statement, extras included,
// after the data version's (decision 0226).
const t = useTestServer();

const selectsDuring = (action: () => Promise<unknown>) => statementsDuring('select', action);
/**
 * A repeated read is answered from the read cache until a write (decision 0226), so each read
 * measured here follows one: a customer's row rewritten as it is, which on PostgreSQL takes a
 * transaction id. A cold read there is two statements: the data version and the list.
 */
const write = () => rewriteCustomerRow(t);

describe('portal read cost (decision 0222)', () => {
  it.skipIf(testDatabaseKind !== 'sqlite')(
    "no statement of the portal read scans a table of other customers' rows (SQLite's plan)",
    async () => {
      const db = t.server.database.db;
      const { embedded, ...separate } = prepareSubscriptionReads(db);
      expect(embedded).toBeNull(); // SQLite reads the extras in statements of their own
      const reads: Record<string, { sql: string }> = {
        ...separate,
        // The billing engine's referral rewards, read for every batch of renewals.
        usableRewards: usableRewardsQuery(db, ['x'], new Date(0)).compile(),
      };
      for (const [name, read] of Object.entries(reads)) {
        const placeholders = read.sql.split('?').length - 1;
        const plan = await t.server.database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${read.sql}`, Array(placeholders).fill('x')),
        );
        const scans = plan.rows.map((r) => r.detail).filter((d) => /^SCAN /.test(d));
        expect(scans, `${name}: ${read.sql}`).toEqual([]);
      }
    },
  );

  const onSqlite = testDatabaseKind === 'sqlite';

  it('a customer with no add-on, eSIM or router coupon is read in two statements (PostgreSQL: the version and the list)', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const read = () =>
      t.request('GET', '/api/v2/subscriptions/', { cookie }).then((res) => {
        expect(res.status).toBe(200);
        return res;
      });
    await read(); // the session is cached from here on
    expect(await selectsDuring(() => write().then(read))).toBe(2);
  });

  it('a customer reads only the extras they have: add-ons (3 statements), eSIMs and a coupon (4); PostgreSQL the version and one statement with them', async () => {
    for (const [key, statements, shows] of [
      ['dedicated-ip', onSqlite ? 3 : 2, 'addon_type'],
      ['esim', onSqlite ? 4 : 2, 'aircoveCoupon'],
    ] as const) {
      const cookie = await signInAs(t, key);
      let body = '';
      const read = async () => {
        const res = await t.request('GET', '/api/v2/subscriptions/', { cookie });
        expect(res.status).toBe(200);
        body = JSON.stringify(res.body);
      };
      await read();
      expect(await selectsDuring(() => write().then(read)), key).toBe(statements);
      expect(body, key).toContain(shows);
    }
  });
});
