// Shared helpers for the benchmarks: start the built server on a fresh database, a baseline
// Fastify hello-world with the same plugin stack, and autocannon runs reported as plain figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import helmet from 'helmet';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built product (`apps/server/dist/main.js`, or `main` — another build's, for A/B runs) on a
 * temporary data directory.
 */
// BENCH_MAIN=path/to/main.js runs another build of the server (a statement-traced copy, an A/B
// base) in every bench.
export async function startBuiltServer(
  env = {},
  main = process.env.BENCH_MAIN ?? path.join(root, 'apps/server/dist/main.js'),
) {
  if (!fs.existsSync(main)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halyard-bench-'));
  const port = await freePort();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Hello-world with the same framework plugins as the product: cookies, and helmet's headers from one
 * middleware built at start, as the server does (decision 0210).
 */
export async function startHelloWorld() {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  const setHeaders = helmet();
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, done));
  app.get('/hello', async () => ({ hello: 'world' }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${url}/hello`, stop: () => app.close() };
}

export async function measure(options) {
  const result = await autocannon({ connections: 50, duration: 5, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

export function report(name, figures) {
  const out = {
    benchmark: name,
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    node: process.version,
    ...figures,
  };
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(out, null, 2) + '\n');
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
  return out;
}

/** A session cookie for a demo account, signed in through the API as the sign-in page does. */
export async function sessionCookie(baseUrl, email) {
  const answer = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'halyard' },
    body: JSON.stringify({ email, password: 'demopassword' }),
  });
  if (answer.status !== 200) throw new Error(`sign-in as ${email}: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
