import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 with prepared statements kept by SQL text (an LRU of `size`). Kysely prepares
 * every query anew, which costs about as much as running it; the queries of this app are a few
 * hundred fixed shapes, so each is compiled by SQLite once (decision 0037). A statement busy in
 * an iteration is never handed out twice. `onStatement` hears of every statement handed out,
 * just before it runs (the data version counts writes there, decision 0226).
 */
export function withStatementCache(
  db: SQLite.Database,
  size = 1000,
  onStatement: (statement: SQLite.Statement, sql: string) => void = () => undefined,
): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit && !hit.busy) {
        cache.delete(sql); // most recently used last
        cache.set(sql, hit);
        onStatement(hit, sql);
        return hit;
      }
      const statement = db.prepare(sql);
      onStatement(statement, sql);
      if (!hit) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
