// Scale-out on PostgreSQL (issue 10 item 6, decision 0095): two instances of the built server on
// one database behind a small round-robin proxy. Sessions made on one instance work on the other;
// then 100 000 due monthly renewals are split by the two billing engines running at once
// (FOR UPDATE SKIP LOCKED claims, decision 0031) with 0 double renewals. Needs PostgreSQL:
//   bash -c '. scripts/ensure-tools.sh; . scripts/pg-cluster.sh; trap pg_stop EXIT; pg_start;
//            node bench/scale-out.bench.mjs'
// (TEST_DATABASE_URL is the admin URL; a fresh database is created and dropped.)
// BENCH_SUBSCRIPTIONS sets the count (default 100 000).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { report, root } from './lib.mjs';

const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write('scale-out needs PostgreSQL: set TEST_DATABASE_URL (see the header).\n');
  process.exit(2);
}

const name = `scale_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;

/** One instance of the built server on this database (NODE_ENV=test: the engine run route). */
async function instance(label) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `halyard-scale-${label}-`));
  const main = process.env.BENCH_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web'),
      BILLING_INTERVAL_MS: String(24 * 3_600_000),
      CHECKOUT_RECONCILE_INTERVAL_MS: String(24 * 3_600_000),
      // The engine's tuning passes through, to measure it (BILLING_CONCURRENCY, BILLING_BATCH_SIZE).
      ...Object.fromEntries(
        Object.entries(process.env).filter(([k]) => /^BILLING_(CONCURRENCY|BATCH_SIZE)$/.test(k)),
      ),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  for (let i = 0; i < 600 && !/running at (http\S+)/.test(out); i++)
    await new Promise((r) => setTimeout(r, 100));
  const url = /running at (http\S+)/.exec(out)?.[1];
  if (!url) throw new Error(`instance ${label} did not start`);
  return {
    label,
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const a = await instance('a'); // migrates and seeds
const b = await instance('b');

// --- a round-robin proxy in front of both ---------------------------------------------------
const backends = [a, b];
const served = { a: 0, b: 0 };
let turn = 0;
const proxy = http.createServer((req, res) => {
  const target = backends[turn++ % backends.length];
  served[target.label]++;
  const upstream = http.request(
    new URL(req.url, target.url),
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
await new Promise((r) => proxy.listen(0, '127.0.0.1', r));
const proxyUrl = `http://127.0.0.1:${proxy.address().port}`;

const headers = { 'content-type': 'application/json', 'x-tenant-id': 'halyard' };
const signIn = await fetch(`${proxyUrl}/api/v1/auth/sign-in`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ email: 'premium-us@demo.halyard.test', password: 'demopassword' }),
});
const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
let sessionOk = 0;
const READS = 40;
for (let i = 0; i < READS; i++) {
  const me = await fetch(`${proxyUrl}/api/v2/subscriptions/`, { headers: { ...headers, cookie } });
  if (me.status === 200) sessionOk++;
  await me.arrayBuffer();
}
const sessions = { signIn: signIn.status, readsThroughProxy: READS, ok: sessionOk, served };

// --- 100 000 due renewals ------------------------------------------------------------------
const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 4 });
const { rows: templateRows } = await db.query(
  `select s.* from subscriptions s join users u on u.id = s.user_id
   where u.email = 'basic-de@demo.halyard.test' limit 1`,
);
const template = templateRows[0];
const columns = Object.keys(template);
const due = new Date(Date.now() - 60_000).toISOString();
const insertStarted = performance.now();
for (let start = 0; start < COUNT; start += 1000) {
  const values = [];
  const tuples = [];
  for (let i = start; i < Math.min(COUNT, start + 1000); i++) {
    const id = randomUUID();
    const row = {
      ...template,
      id,
      krn: `krn:halyard:subscription:${id}`,
      subscription_id: `sub_scale_${i}`,
      next_payment_date: due,
      billing_anchor: null,
      lease_owner: null,
      lease_until: null,
    };
    tuples.push(`(${columns.map((c) => `$${values.push(row[c])}`).join(', ')})`);
  }
  await db.query(
    `insert into subscriptions (${columns.join(', ')}) values ${tuples.join(', ')}`,
    values,
  );
}
const insertSeconds = (performance.now() - insertStarted) / 1000;

function post(url) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST' }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body)));
    });
    request.on('error', reject);
    request.end();
  });
}

const runStarted = performance.now();
const [runA, runB] = await Promise.all([
  post(`${a.url}/api/test/billing/run`),
  post(`${b.url}/api/test/billing/run`),
]);
const runSeconds = (performance.now() - runStarted) / 1000;

const { rows: invoiceCounts } = await db.query(
  `select count(*)::int as subs,
          count(*) filter (where n = 1)::int as once,
          count(*) filter (where n > 1)::int as twice_or_more,
          count(*) filter (where n = 0)::int as never
   from (select s.id, count(i.id) as n
         from subscriptions s left join invoices i on i.subscription_id = s.id
         where s.subscription_id like 'sub_scale_%'
         group by s.id) t`,
);
const { rows: chargeCounts } = await db.query(
  `select count(*)::int as periods_charged_twice from (
     select split_part(idempotency_key, ':', 2) as sub, split_part(idempotency_key, ':', 3) as due
     from sandbox_gateway_charges
     where idempotency_key like 'renewal:%' and status = 'succeeded' and refunded_amount < amount
     group by 1, 2 having count(*) > 1) t`,
);
await db.end();
proxy.close();
await a.stop();
await b.stop();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();

const paidA = runA.summary.paid;
const paidB = runB.summary.paid;
const result = report('scale-out', {
  database: 'postgresql',
  instances: 2,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  sessions,
  subscriptions: COUNT,
  insertSeconds: Number(insertSeconds.toFixed(2)),
  runSeconds: Number(runSeconds.toFixed(2)),
  renewedByA: paidA,
  renewedByB: paidB,
  renewalsPerSecond: Math.round((paidA + paidB) / runSeconds),
  renewedOnce: invoiceCounts[0].once,
  renewedTwiceOrMore: invoiceCounts[0].twice_or_more,
  notRenewed: invoiceCounts[0].never,
  periodsChargedTwice: chargeCounts[0].periods_charged_twice,
  errors: runA.summary.errors + runB.summary.errors,
});
const ok =
  result.sessions.ok === READS &&
  result.renewedOnce === COUNT &&
  result.renewedTwiceOrMore === 0 &&
  result.periodsChargedTwice === 0 &&
  paidA > 0 &&
  paidB > 0;
if (!ok) {
  process.stderr.write('scale-out: FAILED (see the figures above)\n');
  process.exit(1);
}
