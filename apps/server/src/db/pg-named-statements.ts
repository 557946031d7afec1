import type pg from 'pg';

/** The SQL of the hot reads (prepareQuery's), each with the name it is prepared under. */
const named = new Map<string, string>();

/** Marks `sql` as a statement each PostgreSQL connection prepares once (decision 0226 addendum). */
export function nameStatement(sql: string): void {
  if (!named.has(sql)) named.set(sql, `halyard_${named.size + 1}`);
}

/** PostgreSQL refuses a prepared statement whose tables a migration has changed since. */
const planChanged = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

/**
 * Makes `client` run the marked statements as named prepared statements: parsed by PostgreSQL
 * once per connection (after five runs it may keep a generic plan and stop planning), then only
 * bound and executed. Every other statement runs as before. Should a migration change a table under a
 * statement this connection prepared (another instance deploying), the statement runs again
 * unnamed, and so does every statement of this connection until the pool replaces it.
 */
export function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let stale = false;
  Object.assign(client, {
    query(text: unknown, ...rest: unknown[]) {
      const name = typeof text === 'string' && !stale ? named.get(text) : undefined;
      if (name === undefined || rest.length !== 1) return query(text, ...rest);
      return query({ name, text, values: rest[0] }).catch((error: unknown) => {
        if (!planChanged(error)) throw error;
        stale = true;
        return query(text, rest[0]);
      });
    },
  });
}
