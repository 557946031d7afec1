import type SQLite from 'better-sqlite3';

/**
 * A number that changes whenever what the database holds may have changed (decision 0226): the
 * key under which a read's answer may be kept. `null` where no such number exists — on
 * PostgreSQL, where other instances write without telling this one — and nothing is kept.
 */
export interface DataVersion {
  current(): number | null;
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

const versions = new WeakMap<object, DataVersion>();

/** Names `version` as the data version of `db` (openDatabase does, for the handle it opens). */
export function registerDataVersion(db: object, version: DataVersion): void {
  versions.set(db, version);
}

/**
 * The data version of `db`, or null: a transaction (its reads may see writes that are rolled
 * back), PostgreSQL, and a Kysely instance not opened by openDatabase have none.
 */
export function dataVersionOf(db: object): DataVersion | null {
  return versions.get(db) ?? null;
}
