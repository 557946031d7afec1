import { CompiledQuery, type Insertable } from 'kysely';
import type { Executor } from './executor';
import type { Database } from './schema';

type Table = keyof Database & string;

/** Rows one statement takes: 50 rows of up to 20 columns, inside both engines' limits. */
const ROWS_PER_STATEMENT = 50;

/** A compiled insert of `count` rows: its SQL, and which row and column each parameter is. */
interface Shape {
  readonly sql: string;
  readonly slots: readonly (readonly [number, string])[];
}

const SHAPES_KEPT = 256;
const shapes = new Map<string, Shape>();
const placeholders = new WeakMap<Executor, string>();

/** How this executor's dialect writes a parameter (`?` or `$1`): part of a shape's key. */
function placeholderOf(executor: Executor): string {
  let style = placeholders.get(executor);
  if (style === undefined) {
    style = executor.selectNoFrom((eb) => eb.val(0).as('v')).compile().sql;
    placeholders.set(executor, style);
  }
  return style;
}

/** Kysely compiles the statement once, with a marker for each value that names its slot. */
function compileShape(executor: Executor, table: Table, columns: string[], count: number): Shape {
  const marker = (row: number, column: string) => `\u0000${row}\u0000${column}`;
  const rows = Array.from({ length: count }, (_, row) =>
    Object.fromEntries(columns.map((column) => [column, marker(row, column)])),
  );
  const compiled = executor
    .insertInto(table)
    .values(rows as never)
    .compile();
  const slots = compiled.parameters.map((value) => {
    const [, row, column] = String(value).split('\u0000');
    if (column === undefined) throw new Error(`insertRows: ${table} compiled a value of its own`);
    return [Number(row), column] as const;
  });
  return { sql: compiled.sql, slots };
}

/** Whether every row has exactly these columns, none of them undefined (Kysely's "default"). */
function sameColumns(rows: readonly object[], columns: readonly string[]): boolean {
  for (const row of rows) {
    let keys = 0;
    for (const key in row) {
      if ((row as Record<string, unknown>)[key] === undefined) return false;
      keys++;
    }
    if (keys !== columns.length || columns.some((column) => !(column in row))) return false;
  }
  return true;
}

/**
 * Inserts rows, 50 to a statement, through a statement compiled once per table, columns and row
 * count (issue 19 item 4, decision 0227): a batch of renewals writes hundreds of rows, and
 * building Kysely's query tree for each value cost more than SQLite storing it. Rows whose columns
 * differ go through Kysely as usual. Runs in the caller's transaction when given one.
 */
export async function insertRows<T extends Table>(
  executor: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT);
    const columns = Object.keys(chunk[0] as object);
    if (!sameColumns(chunk, columns)) {
      await executor
        .insertInto(table)
        .values(chunk as never)
        .execute();
      continue;
    }
    const key = `${placeholderOf(executor)}\u0000${table}\u0000${columns.join()}\u0000${chunk.length}`;
    let shape = shapes.get(key);
    if (!shape) {
      shape = compileShape(executor, table, columns, chunk.length);
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value as string);
      shapes.set(key, shape);
    }
    const parameters = shape.slots.map(
      ([row, column]) => (chunk[row] as Record<string, unknown>)[column],
    );
    await executor.executeQuery(CompiledQuery.raw(shape.sql, parameters));
  }
}
