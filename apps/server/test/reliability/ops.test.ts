import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { startTestServer, testDatabaseKind } from '../test-server';
import {
  assertBuilt,
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from './server-process';

/**
 * Operations (issue 10 items 6 and 8, decisions 0091 and 0092), against the built server:
 * readiness follows the database, logs are JSON lines carrying the request id every answer names,
 * SIGTERM finishes the requests in flight, and two instances on one database share sessions — a
 * password change or a deletion on one is refused by the other within a second.
 */

let db: ProcessDatabase;
const started: ServerProcess[] = [];
const start = async (env: Record<string, string> = {}) => {
  const server = await startServerProcess(db, env);
  started.push(server);
  return server;
};

beforeAll(async () => {
  assertBuilt();
  db = await createProcessDatabase();
});
afterAll(async () => {
  for (const s of started) await s.kill('SIGKILL');
  await db?.drop();
});

const json = (url: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(url, {
    ...init,
    headers: {
      'x-tenant-id': 'halyard',
      'content-type': 'application/json',
      ...(init.cookie && { cookie: init.cookie }),
      ...(init.headers as Record<string, string>),
    },
  });

async function signIn(base: string, key: string, password = DEMO_PASSWORD) {
  const res = await json(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    body: JSON.stringify({ email: demoEmail(key), password }),
  });
  expect(res.status).toBe(200);
  return (res.headers.getSetCookie().find((c) => c.startsWith('halyard_session=')) ?? '').split(
    ';',
  )[0] as string;
}

/** Polls until the session is refused; the time it took. */
async function refusedWithin(base: string, cookie: string, limitMs: number) {
  const began = performance.now();
  for (;;) {
    const res = await json(`${base}/api/v1/auth/me`, { cookie });
    if (res.status === 401) return performance.now() - began;
    expect(res.status).toBe(200);
    if (performance.now() - began > limitMs + 2_000) return Infinity;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe(`readiness, request ids, graceful shutdown (${testDatabaseKind})`, () => {
  it('/readyz is 200 while the database answers and 503 once it does not; /healthz stays 200', async () => {
    const t = await startTestServer();
    try {
      expect((await t.request('GET', '/readyz', { tenant: null })).status).toBe(200);
      await t.server.database.db.destroy();
      const down = await t.request('GET', '/readyz', { tenant: null });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', reason: 'database' });
      expect((await t.request('GET', '/healthz', { tenant: null })).status).toBe(200);
    } finally {
      await t.server.app.close();
    }
  });

  it('logs are JSON lines; each request’s lines carry the id its answer names', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    const res = await json(`${server.url}/api/v1/offers/regular`);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id') as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 200));
    const lines = server
      .stdout()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg: string; level: number; time: number });
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    await server.kill('SIGTERM');
  });

  it('SIGTERM: requests in flight finish with their answer, new ones are refused, exit 0', async () => {
    // Every gateway call takes 1.5 s, so a payment intent is in flight when the signal comes.
    const server = await start({ SANDBOX_GATEWAY_LATENCY_MS: '1500' });
    const token = await json(`${server.url}/sandbox-gateway/v1/tokens`, {
      method: 'POST',
      body: JSON.stringify({
        number: '4242424242424242',
        cvc: '123',
        exp_month: 12,
        exp_year: 2030,
      }),
    }).then((r) => r.json() as Promise<{ id: string; client_secret: string }>);
    const inFlight = json(`${server.url}/api/v1/payment-intent`, {
      method: 'POST',
      body: JSON.stringify({
        checkoutAttemptId: 'att_shutdown',
        amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
        userSession: { pageViewId: 'pv' },
        paymentMethodType: 'card',
        paymentSource: { token: token.id, clientSecret: token.client_secret },
        order: {
          offerId: 'regular',
          priceId: 'regular-basic-1m-usd',
          customer: { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' },
        },
      }),
    });
    await new Promise((r) => setTimeout(r, 400));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    const late = await fetch(`${server.url}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { chargebeeBody: string }).chargebeeBody).toContain('pi_');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});

describe(`two instances on one database (${testDatabaseKind})`, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    a = await start({ DELETION_GRACE_DAYS: '0' });
    b = await start({ DELETION_GRACE_DAYS: '0' });
  });

  it('a session made on one instance works on the other', async () => {
    const cookie = await signIn(a.url, 'basic-us');
    const me = await json(`${b.url}/api/v1/auth/me`, { cookie });
    expect(me.status).toBe(200);
  });

  it('a password change on A revokes the other sessions on B within 1 s', async () => {
    const onB = await signIn(b.url, 'premium-gb');
    expect((await json(`${b.url}/api/v1/auth/me`, { cookie: onB })).status).toBe(200); // cached
    const onA = await signIn(a.url, 'premium-gb');
    const changed = await json(`${a.url}/api/v2/users/password/update`, {
      method: 'PUT',
      cookie: onA,
      body: JSON.stringify({
        current_password: DEMO_PASSWORD,
        new_password: 'another long phrase',
      }),
    });
    expect(changed.status).toBe(204);
    const ms = await refusedWithin(b.url, onB, 1_000);
    expect(ms).toBeLessThanOrEqual(1_000);
  });

  it('a completed deletion on A revokes the sessions on B within 1 s', async () => {
    const onB = await signIn(b.url, 'cancelled');
    expect((await json(`${b.url}/api/v1/auth/me`, { cookie: onB })).status).toBe(200);
    const onA = await signIn(a.url, 'cancelled');
    const requested = await json(`${a.url}/api/v2/users/deletion`, {
      method: 'PUT',
      cookie: onA,
      body: '{}',
    });
    expect(requested.status, await requested.clone().text()).toBeLessThan(300);
    const run = await fetch(`${a.url}/api/test/billing/run`, { method: 'POST' });
    expect(run.status).toBe(200);
    const ms = await refusedWithin(b.url, onB, 1_000);
    expect(ms).toBeLessThanOrEqual(1_000);
  });
});
