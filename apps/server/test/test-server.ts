import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TENANT_HEADER } from '@halyard/contract';
import { ManualClock } from '../src/clock';
import { loadConfig, withListeningPort, type Config } from '../src/config';
import { outboxRelativeLinks } from './mail/link-audit';
import { startServer, type RunningServer } from '../src/server';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/** Which database the API suite runs on: SQLite unless TEST_DATABASE_URL names a PostgreSQL. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export const DEFAULT_TENANT = 'halyard';

export interface TestServer {
  readonly url: string;
  readonly dataDir: string;
  readonly clock: ManualClock;
  readonly server: RunningServer;
  readonly config: Config;
  /** fetch against the server with the tenant header and JSON handling. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  tenant?: string | null;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
  /** The session cookie the answer set, ready to send back. */
  cookie: string | undefined;
}

const databaseUrl = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * One migrated, empty database per test process, copied for each server (PostgreSQL copies a
 * template's files: much faster than running every migration again). Seeding still runs per server,
 * on its own clock. The template is dropped when the cluster is.
 */
let template: Promise<string> | null = null;
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL as string });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const handle = openDatabase({ kind: 'postgres', url: databaseUrl(name) });
    await migrateToLatest(handle.db);
    await handle.close();
    return name;
  })();
  return template;
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const from = await migratedTemplate();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${from}`);
  await admin.end();
  const url = new URL(databaseUrl(name));
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A real server on 127.0.0.1 with a fresh migrated and seeded database (a temporary SQLite file, or
 * a new PostgreSQL database), and a manual clock.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  now = new Date('2026-11-23T12:00:00.000Z'),
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-test-'));
  const pgDb = testDatabaseKind === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(pgDb && { DATABASE_URL: pgDb.url }),
    ...env,
  });
  const clock = new ManualClock(now);
  const server = await startServer(config, clock, { background: false });
  return clientFor(
    server,
    config,
    clock,
    async () => {
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    true,
  );
}

/**
 * A second instance of `t`'s server on the same database (another process would behave the
 * same: nothing is shared but the database), with its own clock at `t`'s time.
 */
export async function startTwinServer(t: TestServer): Promise<TestServer> {
  const clock = new ManualClock(t.clock.now());
  const config = { ...t.config, port: 0, seedDemo: false };
  const server = await startServer(config, clock, { background: false });
  return clientFor(server, config, clock, async () => undefined);
}

function clientFor(
  server: RunningServer,
  config: Config,
  clock: ManualClock,
  cleanUp: () => Promise<void>,
  auditMail = false,
): TestServer {
  const url = server.url;
  const dataDir = config.dataDir;
  // The configuration the server runs with: with PORT=0 its site address names the real port.
  const effective = withListeningPort(config, Number(new URL(url).port));

  async function request(method: string, urlPath: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const tenant = options.tenant === undefined ? DEFAULT_TENANT : options.tenant;
    if (tenant !== null) headers[TENANT_HEADER] = tenant;
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
    }
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(url + urlPath, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text)
      parsed = JSON.parse(text);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('halyard_session='));
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      cookie: setCookie?.split(';')[0],
    };
  }

  return {
    url,
    dataDir,
    clock,
    server,
    config: effective,
    request,
    /**
     * Closing a server also audits every email its tests made (issue 24 item 8): one with a link a
     * mail client cannot open fails the file, whichever flow sent it.
     */
    async close() {
      const relative = auditMail ? await outboxRelativeLinks(server.database.db) : [];
      await server.close();
      await cleanUp();
      if (relative.length > 0)
        throw new Error(`Emails with relative links:\n${relative.join('\n')}`);
    },
  };
}
