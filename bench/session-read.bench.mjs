// Authenticated read (GET /api/v1/auth/me: tenant check, session lookup, user data query) against
// a hello-world with the same plugin stack, in the same run.
import { measure, report, startBuiltServer, startHelloWorld } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

const hello = await startHelloWorld();
const baseline = await measure({ url: hello.url, connections, duration });
await hello.stop();

const server = await startBuiltServer();
const signIn = await fetch(`${server.url}/api/v1/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-tenant-id': 'halyard' },
  body: JSON.stringify({ email: 'basic-us@demo.halyard.test', password: 'demopassword' }),
});
const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
const me = await measure({
  url: `${server.url}/api/v1/auth/me`,
  headers: { cookie, 'x-tenant-id': 'halyard' },
  connections,
  duration,
});
await server.stop();

report('session-read', {
  connections,
  durationSeconds: duration,
  database: 'sqlite',
  baseline: { route: 'GET /hello (fastify + helmet + cookie)', ...baseline },
  subject: { route: 'GET /api/v1/auth/me (signed in)', ...me },
  ratioToBaseline: Number((me.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
});
