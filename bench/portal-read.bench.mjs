// Authenticated portal read: GET /api/v2/subscriptions/ (tenant check, session lookup, the list —
// on SQLite kept until a write, decision 0226 — and its serialiser) against a hello-world with the
// same plugin stack, in the same run.
import fs from 'node:fs';
import os from 'node:os';
import { fillOtherCustomers } from './fill-customers.mjs';
import { measure, report, startBuiltServer, startHelloWorld } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const account = process.env.BENCH_ACCOUNT ?? 'esim@demo.halyard.test';
// JIT, SQLite page cache and statement caches need a few seconds; both sides get the same.
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
// Other customers' rows around the one read (fill-customers.mjs): reads that scan show at scale.
const otherCustomers = Number(process.env.BENCH_OTHER_CUSTOMERS ?? 0);
// BENCH_DATABASE_URL=postgres://… runs the product on PostgreSQL instead of the SQLite file (issue
// 19 item 5; the server migrates and seeds an empty database). DATABASE_POOL_SIZE passes through.
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl && otherCustomers > 0) {
  process.stderr.write(
    'BENCH_OTHER_CUSTOMERS fills the SQLite file: not with BENCH_DATABASE_URL.\n',
  );
  process.exit(2);
}

const hello = await startHelloWorld();
await measure({ url: hello.url, connections, duration: warmup });
const baseline = await measure({ url: hello.url, connections, duration });
await hello.stop();

const server = await startBuiltServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
const otherRows = fillOtherCustomers(server.dataDir, otherCustomers);
const signIn = await fetch(`${server.url}/api/v1/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-tenant-id': 'halyard' },
  body: JSON.stringify({ email: account, password: 'demopassword' }),
});
const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
const target = {
  url: `${server.url}/api/v2/subscriptions/`,
  headers: { cookie, 'x-tenant-id': 'halyard' },
  connections,
};
const sample = await (await fetch(target.url, { headers: target.headers })).json();
/** CPU seconds a process has used (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  } catch {
    return null;
  }
}

await measure({ ...target, duration: warmup });
const cpuBefore = cpuSeconds(server.pid);
const subject = await measure({ ...target, duration });
const cpuAfter = cpuSeconds(server.pid);
// The server's own count of the list's reads (decision 0226): kept answers, misses, uncached.
const metricsText = await (await fetch(`${server.url}/metrics`)).text();
const readCache = Object.fromEntries(
  [
    ...metricsText.matchAll(
      /^halyard_read_cache_total\{cache="subscriptions",result="(\w+)"\} (\d+)/gm,
    ),
  ].map(([, result, count]) => [result, Number(count)]),
);
await server.stop();
// On a shared machine req/s follow the load; the server's CPU time per request does not.
const serverCpuUsPerRequest =
  cpuBefore === null || cpuAfter === null || subject.requests === 0
    ? null
    : Math.round(((cpuAfter - cpuBefore) * 1e6) / subject.requests);

const ratio = subject.requestsPerSecond / baseline.requestsPerSecond;
const postgres = Boolean(databaseUrl);
// The targets: ≥ 0.60 of hello-world on SQLite, ≥ 0.30 on PostgreSQL; p99 ≤ 25 ms.
const targetRatio = postgres ? 0.3 : 0.6;
report(postgres ? 'portal-read-postgres' : 'portal-read', {
  connections,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  warmupSeconds: warmup,
  durationSeconds: duration,
  database: postgres ? 'postgres' : 'sqlite',
  ...(postgres && { poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10) }),
  otherCustomers,
  otherRows,
  baseline: { route: 'GET /hello (fastify + helmet + cookie)', ...baseline },
  subject: {
    route: `GET /api/v2/subscriptions/ (signed in as ${account})`,
    subscriptions: sample.subscriptions.length,
    responseBytes: JSON.stringify(sample).length,
    ...subject,
    serverCpuUsPerRequest,
    readCache,
  },
  ratioToBaseline: Number(ratio.toFixed(3)),
  targets: { ratioToBaseline: targetRatio, latencyP99Ms: 25 },
  meetsTargets: ratio >= targetRatio && subject.latencyP99Ms <= 25,
});
