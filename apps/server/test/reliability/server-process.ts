import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';

/** The built server (`npm run build`): the harness runs the product, not the sources. */
export const MAIN_JS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/main.js',
);

/** Fails with a clear message when the bundle is missing or predates the crash points. */
export function assertBuilt(): void {
  if (!fs.existsSync(MAIN_JS))
    throw new Error(`${MAIN_JS} is missing: run \`npm run build\` before the reliability suite.`);
  if (!fs.readFileSync(MAIN_JS, 'utf8').includes('CRASH_AT'))
    throw new Error(`${MAIN_JS} predates the crash points: run \`npm run build\` again.`);
}

/** A database for server processes: a SQLite directory, or a new PostgreSQL database. */
export interface ProcessDatabase {
  readonly env: Record<string, string>;
  readonly dataDir: string;
  drop(): Promise<void>;
}

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-rel-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  const name = `rel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The test's own connection to a process database, to read what the server processes wrote. */
export const openProcessDatabase = (db: ProcessDatabase): DatabaseHandle =>
  openDatabase(
    db.env.DATABASE_URL
      ? { kind: 'postgres', url: db.env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(db.dataDir, 'app.db') },
  );

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code / signal when the process ends. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stderr (crash points announce themselves there). */
  stderr(): string;
  stdout(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `node apps/server/dist/main.js` on an ephemeral port with NODE_ENV=test (test clock
 * routes on; decision 0035) and waits until /readyz answers.
 */
export async function startServerProcess(
  db: ProcessDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN_JS], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(db.dataDir, 'no-web'),
      CHECKOUT_RECONCILE_INTERVAL_MS: '3600000',
      BILLING_INTERVAL_MS: '3600000',
      ...db.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  while (!url) {
    if (ended) throw new Error(`server exited while starting:\n${err}\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${err}\n${out}`);
    }
    url = /is running at (http:\/\/\S+)/.exec(out)?.[1];
    if (!url) await new Promise((r) => setTimeout(r, 25));
  }
  const base = url;
  for (;;) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (ended) throw new Error(`server exited while starting:\n${err}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: base,
    child,
    exited,
    stderr: () => err,
    stdout: () => out,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (!ended) child.kill(signal);
      await exited;
    },
  };
}
