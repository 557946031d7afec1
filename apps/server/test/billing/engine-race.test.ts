import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { engineOf, insertDueSubscriptions } from './helpers';

const t = useTestServer();

const COUNT = 300;

/**
 * A second instance's own connection pool on the same database (PostgreSQL), as another server
 * process would have; on SQLite the server's handle (one process owns the file).
 */
async function secondHandle(): Promise<DatabaseHandle> {
  if (testDatabaseKind !== 'postgres') return t.server.database;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    t.server.database.db,
  );
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${rows[0]?.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

const engine = (owner: string, handle: DatabaseHandle = t.server.database) =>
  engineOf(t, { owner, handle, batchSize: 25 });

// Meant for PostgreSQL: two instances, each with its own pool, claim with FOR UPDATE SKIP LOCKED
// across connections. On SQLite one process owns the file and the same test shows the leases keep
// two engines in one process apart.
describe(`two engine instances racing over one due set (${testDatabaseKind})`, () => {
  it('renew every subscription exactly once: no double renewal, no double charge', async () => {
    const ids = await insertDueSubscriptions(t, COUNT, 'race');
    const now = t.clock.now();
    const other = await secondHandle();
    const [a, b] = await Promise.all([
      engine('engine-a').runDue(now),
      engine('engine-b', other).runDue(now),
    ]).finally(() => (other === t.server.database ? undefined : other.close()));
    expect(a.paid + b.paid).toBeGreaterThanOrEqual(COUNT);
    expect(a.lost + b.lost).toBe(0);
    const db = t.server.database.db;
    const invoices = await db
      .selectFrom('invoices')
      .select(['subscription_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('subscription_id', 'in', ids)
      .groupBy('subscription_id')
      .execute();
    expect(invoices).toHaveLength(COUNT);
    expect(invoices.every((r) => Number(r.n) === 1)).toBe(true);
    const keys = ids.map((id) => `renewal:${id}:${now.toISOString()}:0`);
    const gatewayCharges = await db
      .selectFrom('sandbox_gateway_charges')
      .select('idempotency_key')
      .where('idempotency_key', 'in', keys)
      .execute();
    expect(gatewayCharges).toHaveLength(COUNT);
    const refunded = await db.selectFrom('sandbox_gateway_refunds').selectAll().execute();
    expect(refunded).toHaveLength(0);
    if (testDatabaseKind === 'postgres') expect(a.paid).toBeGreaterThan(0);
    if (testDatabaseKind === 'postgres') expect(b.paid).toBeGreaterThan(0);
  }, 120_000);
});
