import { describe, expect, it } from 'vitest';
import { insertRows } from '../../src/db/insert-rows';
import { newRowId } from '../../src/db/row-id';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

// Decision 0227: the engine's multi-row inserts go through statements compiled once per shape.
// The rule: what they store is exactly what Kysely's own insert of the same rows stores.
const t = useTestServer();

const db = () => t.server.database.db;

const message = (label: string, i: number, extra: Record<string, unknown> = {}) => ({
  id: newRowId(),
  tenant_id: 'halyard',
  user_id: null,
  kind: 'insert_rows_test',
  to_address: `${label}-${i}@example.test`,
  subject: `Subject ${i} — “quoted”, ünïcode`,
  text_body: `Body ${i}\nsecond line`,
  status: 'sent' as const,
  attempts: i,
  claimed_by: null,
  claimed_at: null,
  last_error: i % 2 === 0 ? null : `error ${i}`,
  created_at: new Date(Date.UTC(2026, 10, 23, 0, 0, i)).toISOString(),
  sent_at: null,
  ...extra,
});

const stored = (label: string) =>
  db()
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', 'like', `${label}-%`)
    .orderBy('attempts')
    .execute();

describe(`insertRows (${testDatabaseKind})`, () => {
  it('stores 120 rows (three statements) exactly as Kysely stores them, nulls included', async () => {
    const ours = Array.from({ length: 120 }, (_, i) => message('ours', i));
    const theirs = Array.from({ length: 120 }, (_, i) => message('theirs', i));
    await insertRows(db(), 'mail_outbox', ours);
    await db().insertInto('mail_outbox').values(theirs).execute();
    const a = await stored('ours');
    const b = await stored('theirs');
    expect(a).toHaveLength(120);
    const comparable = (rows: typeof a) =>
      rows.map(({ id: _id, to_address, ...rest }) => ({
        ...rest,
        to_address: to_address.replace(/^\w+-/, ''),
      }));
    expect(comparable(a)).toEqual(comparable(b));
    expect(a.map((r) => r.id)).toEqual(ours.map((r) => r.id));
  });

  it('runs inside the caller’s transaction: a rollback leaves nothing', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await insertRows(trx, 'mail_outbox', [message('rolled', 1), message('rolled', 2)]);
        expect(
          await trx
            .selectFrom('mail_outbox')
            .select('id')
            .where('to_address', 'like', 'rolled-%')
            .execute(),
        ).toHaveLength(2);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await stored('rolled')).toEqual([]);
  });

  it('rows of another shape, or with a value left undefined, end as Kysely’s insert ends', async () => {
    // `attempts` has a default (0): PostgreSQL fills it in where a row leaves it out; SQLite has
    // no DEFAULT in a list of values, and refuses the NOT NULL column left empty.
    const mixed = (label: string) => {
      const { attempts: _left, ...withoutAttempts } = message(label, 3);
      return [
        message(label, 1),
        message(label, 2),
        withoutAttempts,
        { ...message(label, 4), last_error: undefined },
      ] as unknown as Parameters<typeof insertRows<'mail_outbox'>>[2];
    };
    const ending = async (label: string, insert: Promise<unknown>) =>
      insert.then(
        async () =>
          (await stored(label)).map((r) => [r.to_address.replace(/^\w+-/, ''), r.attempts]),
        () => 'refused',
      );
    const ours = await ending('shape_ours', insertRows(db(), 'mail_outbox', mixed('shape_ours')));
    const theirs = await ending(
      'shape_theirs',
      db().insertInto('mail_outbox').values(mixed('shape_theirs')).execute(),
    );
    expect(ours).toEqual(theirs);
  });

  it('refuses a duplicate id like any insert, storing none of its statement', async () => {
    const first = message('dup', 1);
    await expect(
      insertRows(db(), 'mail_outbox', [first, { ...message('dup', 2), id: first.id }]),
    ).rejects.toThrow();
    expect(await stored('dup')).toEqual([]);
  });
});
