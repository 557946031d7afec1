import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { metrics, statementKind, watchPool } from '../metrics';
import type { Database } from './schema';
import { sqliteDriver } from './sqlite-driver';
import { SERVER_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { builtWorker } from '../workers';
import { withStatementCache } from './statement-cache';
import { useNamedStatements } from './pg-named-statements';
import { postgresDataVersion, registerDataVersion, sqliteDataVersion } from './data-version';

export type DatabaseTarget =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number };

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  readonly db: Db;
  readonly kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

// COUNT(*) and other int8 results come back as strings from pg; our integers fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Each statement's time into the metrics (issue 19 item 7): Kysely's own query log. */
function logStatement(event: LogEvent): void {
  metrics.dbStatements.observe(
    { kind: statementKind(event.query.sql) },
    event.queryDurationMillis / 1000,
  );
}

/** Opens the embedded SQLite file (WAL, foreign keys on) or a PostgreSQL pool (decision 0002). */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'postgres') {
    // A query waits at most 10 s for a connection (issue 19 item 6): then the error handler answers
    // 503 with Retry-After instead of letting requests queue without bound.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE) is removed
    // from the pool, which then emits 'error'; unheard, that event would end the process.
    pool.on('error', () => undefined);
    pool.on('connect', useNamedStatements);
    watchPool(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logStatement });
    registerDataVersion(db, postgresDataVersion(db));
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const SQLite = sqliteDriver();
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The built server checkpoints the log from a thread of its own (decision 0225).
  const worker =
    target.file === ':memory:' ? undefined : builtWorker('checkpoint-worker', import.meta.url);
  const checkpointer = worker && startCheckpointer(worker, target.file);
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${SERVER_AUTOCHECKPOINT_PAGES}`);
  const version = sqliteDataVersion(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: withStatementCache(sqlite, undefined, version.noteStatement),
    }),
    log: logStatement,
  });
  registerDataVersion(db, version);
  return {
    db,
    kind: 'sqlite',
    async close() {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}
