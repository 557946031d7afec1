import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { cardIntent, CARDS, checkoutBody, postCheckout } from './checkout-client';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function tableNames(): Promise<string[]> {
  const db = t.server.database.db;
  const query =
    testDatabaseKind === 'postgres'
      ? sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

describe(`PCI SAQ-A shape: no card number in our database (${testDatabaseKind})`, () => {
  it('holds none of the test card numbers in any column of any table after checkouts', async () => {
    for (const number of Object.values(CARDS)) {
      const intent = await cardIntent(t, number);
      const res = await postCheckout(t, checkoutBody(intent));
      expect(res.status).toBeLessThan(500);
    }
    const tables = await tableNames();
    expect(tables).toContain('payment_methods');
    for (const table of tables) {
      const rows = await sql`select * from ${sql.table(table)}`.execute(t.server.database.db);
      const text = JSON.stringify(rows.rows);
      for (const number of Object.values(CARDS)) {
        expect(text.includes(number), `${number} found in ${table}`).toBe(false);
        expect(text.includes(number.replace(/(\d{4})(?=\d)/g, '$1 ')), table).toBe(false);
      }
    }
  });
});
