import type SQLite from 'better-sqlite3';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { nameStatement } from './pg-named-statements';

/**
 * A value that changes whenever what the database holds may have changed (decision 0226): the
 * key under which a read's answer may be kept. `null` when it cannot be read, and nothing is kept.
 */
export interface DataVersion {
  current(): number | string | null | Promise<number | string | null>;
}

/**
 * Tables that are the server's own bookkeeping, not a customer's data: no cached read depends on
 * them, no trigger of theirs writes elsewhere, and no row of theirs cascades into another table.
 * Their writes come on nearly every request (a session's last-seen time, a rate budget, a page
 * view, the device a customer signs in from) and must not throw every kept answer away. A table
 * not listed here — including any added later — changes the version: the safe default.
 */
const BOOKKEEPING = new Set([
  'sessions',
  'staff_sessions',
  'login_attempts',
  'attempt_budgets',
  'known_devices',
  'auth_challenges',
  'staff_challenges',
  'mail_outbox',
  'page_views',
  'events',
  'audit_log',
]);

const WRITTEN_TABLE =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?(\w+)"?/i;

/** Whether a statement SQLite calls a write changes the version (the table it names decides). */
export function changesData(sql: string): boolean {
  const table = WRITTEN_TABLE.exec(sql)?.[1];
  return table === undefined || !BOOKKEEPING.has(table.toLowerCase());
}

/**
 * SQLite's data version for one connection, the server's only one: this connection's own writes
 * are counted as they are handed to SQLite (`noteStatement`, called by the statement cache for
 * every statement it prepares or hands out), and other connections' commits — a test's, a tool's —
 * through `PRAGMA data_version`, which changes when another connection commits.
 *
 * A write counts before it runs, and a read's answer is kept under the version read before the
 * read began: a write that lands in between leaves the kept answer already out of date. A rollback
 * counts too, so that nothing read inside a transaction that did not happen can be kept.
 */
export function sqliteDataVersion(sqlite: SQLite.Database) {
  const others = sqlite.prepare('pragma data_version').pluck();
  let seen = others.get() as number;
  let version = 0;
  return {
    noteStatement(statement: SQLite.Statement, sql: string): void {
      if (statement.readonly ? /^\s*rollback/i.test(sql) : changesData(sql)) version++;
    },
    current(): number {
      const now = others.get() as number;
      if (now !== seen) {
        seen = now;
        version++;
      }
      return version;
    },
  };
}

/**
 * PostgreSQL's data version (decision 0226 addendum): the xmax of a snapshot taken now — one more
 * than the newest transaction id that has ended, whichever instance or tool ran it. Every write is
 * a transaction with an id, so while that number stays the same no write has ended anywhere in
 * the cluster since. (Another database's writes move it too: a needless miss, never a stale answer.)
 *
 * A read is kept under it only if its own statement's snapshot had the same xmax and no older
 * transaction still running (`readVersion` below, returned as `Loaded.version`):
 * its answer then holds every write that has ended, and any write that ends later — older or
 * newer than the read — moves the number.
 */
export function postgresDataVersion(db: Kysely<Database>): DataVersion {
  const now = CompiledQuery.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as v', []);
  nameStatement(now.sql);
  return {
    async current() {
      try {
        return (await db.executeQuery<{ v: string }>(now)).rows[0]?.v ?? null;
      } catch {
        return null; // a lost connection: read every time
      }
    },
  };
}

/**
 * A column for a cached read's statement on PostgreSQL: the data version that statement read
 * under, or null when an older transaction was still running — then its answer is not kept.
 */
export const readVersion = sql<string | null>`case
  when exists (select from pg_snapshot_xip(pg_current_snapshot())) then null
  else pg_snapshot_xmax(pg_current_snapshot())::text end`;

const versions = new WeakMap<object, DataVersion>();

/** Names `version` as the data version of `db` (openDatabase does, for the handle it opens). */
export function registerDataVersion(db: object, version: DataVersion): void {
  versions.set(db, version);
}

/**
 * The data version of `db`, or null: a transaction (its reads may see writes that are rolled
 * back) and a Kysely instance not opened by openDatabase have none.
 */
export function dataVersionOf(db: object): DataVersion | null {
  return versions.get(db) ?? null;
}
