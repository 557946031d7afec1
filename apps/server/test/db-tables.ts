import { sql } from 'kysely';
import type { Database } from '../src/db/schema';
import { testDatabaseKind, type TestServer } from './test-server';

/**
 * Every table of the test database with all its rows: what the at-rest scans read (no card
 * number, no security code, no client secret in any column of any table).
 */
export async function tablesWithRows(
  t: TestServer,
): Promise<{ name: string; rows: Record<string, unknown>[] }[]> {
  const db = t.server.database.db;
  const names =
    testDatabaseKind === 'postgres'
      ? sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  const tables = [];
  for (const { name } of (await names.execute(db)).rows) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    );
    tables.push({ name, rows });
  }
  return tables;
}

/** How many rows `table` of the test database holds now. */
export async function rowCount(t: TestServer, table: keyof Database): Promise<number> {
  const row = await t.server.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
