import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';
import { nameStatement } from './pg-named-statements';

/**
 * A query whose SQL Kysely compiles once (decision 0037): `build` receives stand-ins for the
 * arguments, and every call runs that SQL with the real values bound in their places. For hot
 * reads whose shape never changes; building and compiling a query costs as much as running it.
 */
export function prepareQuery<K extends string, R>(
  db: Kysely<Database>,
  keys: readonly K[],
  build: (args: Record<K, string>) => Compilable<R>,
): PreparedQuery<K, R> {
  const marks = Object.fromEntries(keys.map((k) => [k, `\u0000arg:${k}\u0000`])) as Record<
    K,
    string
  >;
  const compiled = build(marks).compile();
  nameStatement(compiled.sql);
  const slots = compiled.parameters.map((value) => keys.find((k) => value === marks[k]));
  for (const k of keys)
    if (!slots.includes(k)) throw new Error(`prepareQuery: argument ${k} is not used`);
  const run = async (args: Record<K, unknown>) => {
    const parameters = compiled.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === undefined ? value : args[slot];
    });
    return (await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
  return Object.assign(run, { sql: compiled.sql });
}

/** A prepared query: call it with the arguments; `sql` is its statement (tests read its plan). */
export type PreparedQuery<K extends string, R> = ((args: Record<K, unknown>) => Promise<R[]>) & {
  readonly sql: string;
};
