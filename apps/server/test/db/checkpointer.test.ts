import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { startCheckpointer } from '../../src/db/checkpointer';
import { sqliteDriver } from '../../src/db/sqlite-driver';
import { builtWorker } from '../../src/workers';
import { MAIN_JS } from '../reliability/server-process';

// Decision 0225: the built server copies SQLite's write-ahead log into the database file from a
// thread of its own (dist/checkpoint-worker.js), so its commits never stop to do it. Here the
// server's connection does no checkpoint at all: what reaches the database file is the worker's.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-checkpointer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const SQLite = sqliteDriver();

/**
 * The rows the database file holds by itself, without its log (a copy of the file alone). A copy
 * taken while the worker is writing pages can be torn (SQLite then calls it malformed, as seen in
 * CI): that copy counts as -1, "not yet", and the caller looks again.
 */
function rowsInFile(file: string): number {
  const copy = path.join(dir, `copy-${Math.random().toString(36).slice(2)}.db`);
  fs.copyFileSync(file, copy);
  const db = new SQLite(copy, { readonly: true });
  try {
    const table = db.prepare(`select 1 from sqlite_master where name = 'renewals'`).get();
    return table ? (db.prepare('select count(*) as n from renewals').get() as { n: number }).n : 0;
  } catch (error) {
    if (/SQLITE_(CORRUPT|NOTADB)/.test((error as { code?: string }).code ?? '')) return -1;
    throw error;
  } finally {
    db.close();
  }
}

it('copies committed writes into the database file while the server never checkpoints', async () => {
  const worker = builtWorker('checkpoint-worker', pathToFileURL(MAIN_JS));
  if (!worker) throw new Error(`No checkpoint worker beside ${MAIN_JS}: run \`npm run build\`.`);
  const file = path.join(dir, 'app.db');
  const server = new SQLite(file);
  server.pragma('journal_mode = WAL');
  server.pragma('wal_autocheckpoint = 0');
  server.exec('create table renewals (id integer primary key, amount integer not null)');
  const insert = server.prepare('insert into renewals (amount) values (?)');
  server.transaction(() => {
    for (let i = 0; i < 1000; i++) insert.run(499);
  })();
  expect(rowsInFile(file)).toBe(0); // all of it is still in the log

  const checkpointer = startCheckpointer(worker, file, 20);
  const deadline = Date.now() + 10_000;
  while (rowsInFile(file) < 1000 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(rowsInFile(file)).toBe(1000);

  // Later commits follow, and the last ones are copied when it stops.
  server.transaction(() => {
    for (let i = 0; i < 500; i++) insert.run(999);
  })();
  await checkpointer.stop();
  expect(rowsInFile(file)).toBe(1500);
  server.close();
});
