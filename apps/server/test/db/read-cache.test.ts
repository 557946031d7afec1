import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { changesData, dataVersionOf } from '../../src/db/data-version';
import { createReadCache } from '../../src/db/read-cache';
import { sqliteDriver } from '../../src/db/sqlite-driver';

// Decision 0226: a kept answer is served only while SQLite's data version is the one it was read
// under; every write that may change it — this connection's, another's, a rollback — moves it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-read-cache-'));
const file = path.join(dir, 'app.db');
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openDatabase({ kind: 'sqlite', file });
  await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
  await sql`create table sessions (id text primary key, last_seen_at text not null)`.execute(
    handle.db,
  );
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A cached read of the notes' bodies, and how many times it really read. */
function notesReader(entries?: number) {
  const read = createReadCache<string[]>(handle.db, 'test-notes', entries);
  let loads = 0;
  const load = async () => {
    loads++;
    const rows = await sql<{ body: string }>`select body from notes order by id`.execute(handle.db);
    return { value: rows.rows.map((r) => r.body) };
  };
  return { get: (key = 'all') => read(key, load), loads: () => loads };
}
const insert = (body: string) => sql`insert into notes (body) values (${body})`.execute(handle.db);

describe('which writes change the data version', () => {
  it.each([
    ['insert into "subscriptions" ("id") values (?)', true],
    ['update "subscriptions" set "state" = ?', true],
    ['delete from "payment_methods" where "id" = ?', true],
    ['insert or replace into notes values (1)', true],
    ['with x as (select 1) insert into "users" select * from x', true], // not recognised: counts
    ['update "sessions" set "last_seen_at" = ?', false],
    ['insert into "attempt_budgets" ("key") values (?) on conflict do nothing', false],
    ['delete from "mail_outbox" where "id" = ?', false],
  ])('%s → %s', (statement, changes) => {
    expect(changesData(statement)).toBe(changes);
  });
});

describe('the read cache on SQLite', () => {
  it('answers a repeated read without reading, until this connection writes', async () => {
    const notes = notesReader();
    await insert('a');
    expect(await notes.get()).toEqual(['a']);
    expect(await notes.get()).toEqual(['a']);
    expect(notes.loads()).toBe(1);
    await insert('b');
    expect(await notes.get()).toEqual(['a', 'b']);
    expect(notes.loads()).toBe(2);
  });

  it("reads again after another connection's commit", async () => {
    const notes = notesReader();
    const before = await notes.get();
    const other = new (sqliteDriver())(file);
    other.prepare('insert into notes (body) values (?)').run('from another connection');
    other.close();
    expect(await notes.get()).toEqual([...before, 'from another connection']);
    expect(notes.loads()).toBe(2);
  });

  it('a write made while a read runs leaves that answer already out of date', async () => {
    const read = createReadCache<number>(handle.db, 'test-count');
    let loads = 0;
    const load = async () => {
      loads++;
      const n = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db);
      if (loads === 1) await insert('during the read');
      return { value: n.rows[0]!.n };
    };
    const first = await read('count', load);
    const second = await read('count', load);
    expect(second).toBe(first + 1);
    expect(loads).toBe(2);
  });

  it('writes to bookkeeping tables keep the answer; a rolled-back write reads again', async () => {
    const notes = notesReader();
    await notes.get();
    await sql`insert into sessions values ('s1', 'now')`.execute(handle.db);
    await notes.get();
    expect(notes.loads()).toBe(1);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (body) values ('rolled back')`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await notes.get()).not.toContain('rolled back');
    expect(notes.loads()).toBe(2);
  });

  it('inside a transaction nothing is kept: every call reads', async () => {
    await handle.db.transaction().execute(async (trx) => {
      expect(dataVersionOf(trx)).toBeNull();
      const read = createReadCache<number>(trx, 'test-transaction');
      let loads = 0;
      const load = async () => ({ value: ++loads });
      await read('k', load);
      await read('k', load);
      expect(loads).toBe(2);
    });
  });

  it('an answer its load says may not be kept is read again next time', async () => {
    const read = createReadCache<number>(handle.db, 'test-not-kept');
    let loads = 0;
    const load = async () => ({ value: ++loads, version: loads > 1 ? undefined : null });
    expect(await read('k', load)).toBe(1);
    expect(await read('k', load)).toBe(2); // the first was not kept; this one is
    expect(await read('k', load)).toBe(2);
  });

  it('a kept answer is frozen: a caller cannot change what the next one gets', async () => {
    const notes = notesReader();
    const answer = await notes.get();
    expect(() => answer.push('changed')).toThrow(TypeError);
    expect(await notes.get()).toEqual(answer);
  });

  it('keeps at most its number of answers, the least recently used going first', async () => {
    const notes = notesReader(2);
    await notes.get('a');
    await notes.get('b');
    await notes.get('a'); // a is now the most recently used
    await notes.get('c'); // b goes
    expect(notes.loads()).toBe(3);
    await notes.get('a');
    expect(notes.loads()).toBe(3);
    await notes.get('b');
    expect(notes.loads()).toBe(4);
  });
});
