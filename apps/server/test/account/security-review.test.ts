import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { cardIntent, CARDS, checkoutBody, postCheckout } from '../checkout/checkout-client';
import { rowCount } from '../db-tables';
import { signInAs } from '../sign-in';
import {
  startTestServer,
  startTwinServer,
  testDatabaseKind,
  type TestServer,
} from '../test-server';
import { useTestServer } from '../use-test-server';

/**
 * Issue 14, the outside security review: findings 4–9 and the sessions half of 10
 * (decisions 0105–0109). Each test replays the attack the review ran and expects a refusal.
 */

const t = useTestServer(() =>
  startTestServer({
    PUBLIC_URL: 'https://vpn.halyard.test',
    SIGNUP_MAX_PER_IP: '5',
    ANALYTICS_MAX_PER_MINUTE: '50',
  }),
);

const db = () => t.server.database.db;
const MINUTE = 60_000;
const signIn = (server: TestServer, email: string, password: string) =>
  server.request('POST', '/api/v1/auth/sign-in', { body: { email, password } });
const me = (cookie: string | undefined, server = t) =>
  server.request('GET', '/api/v1/auth/me', { ...(cookie && { cookie }) });

/** A request with headers fetch() will not send (Host), through node:http. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  const url = new URL(t.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          'x-tenant-id': 'halyard',
          ...(payload && { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe(`finding 4: attempt budgets hold under parallel requests (${testDatabaseKind})`, () => {
  it('40 parallel wrong sign-ins: at most 10 are evaluated, the rest and then the right password get 429', async () => {
    t.clock.advance(16 * MINUTE);
    const email = demoEmail('playstore');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(t, email, `wrong-password-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const right = await signIn(t, email, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.cookie).toBeUndefined();
    t.clock.advance(16 * MINUTE);
    expect((await signIn(t, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('two instances on one database share one budget: 20 + 20 parallel guesses, at most 10 evaluated', async () => {
    t.clock.advance(16 * MINUTE);
    const twin = await startTwinServer(t);
    try {
      const email = demoEmail('trial-single');
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => signIn(i % 2 ? twin : t, email, `wrong-${i}`)),
      );
      expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10);
      expect((await signIn(twin, email, DEMO_PASSWORD)).status).toBe(429);
      expect((await signIn(t, email, DEMO_PASSWORD)).status).toBe(429);
    } finally {
      await twin.close();
    }
    t.clock.advance(16 * MINUTE);
  });

  it('password change: 30 parallel wrong current passwords, at most 10 evaluated', async () => {
    t.clock.advance(16 * MINUTE);
    const cookie = await signInAs(t, 'premium-gb');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request('PUT', '/api/v2/users/password/update', {
          cookie,
          body: { current_password: `guess-${i}-guess`, new_password: 'a brand new passphrase' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 403).length).toBeLessThanOrEqual(10);
    const right = await t.request('PUT', '/api/v2/users/password/update', {
      cookie,
      body: { current_password: DEMO_PASSWORD, new_password: 'a brand new passphrase' },
    });
    expect(right.status).toBe(429);
    t.clock.advance(16 * MINUTE);
  });

  it('email-change codes: guesses spread over fresh codes stop at the account’s code budget', async () => {
    t.clock.advance(16 * MINUTE);
    const cookie = await signInAs(t, 'basic-de');
    const requestCode = async (to: string) => {
      t.clock.advance(1000);
      const start = await t.request('POST', '/api/v2/users/email/update', {
        cookie,
        body: { new_email: to, password: DEMO_PASSWORD },
      });
      expect(start.status, JSON.stringify(start.body)).toBe(202);
      const mail = await db()
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', to)
        .executeTakeFirstOrThrow();
      return /\b(\d{6})\b/.exec(mail.text_body)?.[1] as string;
    };
    // Each new code allows 5 checks; three codes' worth of parallel guesses pass the budget (10).
    for (let round = 0; round < 3; round++) {
      const code = await requestCode(`guess-${round}@example.com`);
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          t.request('POST', '/api/v2/users/email/confirm', { cookie, body: { code: wrong(i) } }),
        ),
      );
    }
    const code = await requestCode('guess-final@example.com');
    const right = await t.request('POST', '/api/v2/users/email/confirm', {
      cookie,
      body: { code },
    });
    expect(right.status).toBe(429);
    expect(JSON.stringify((await me(cookie)).body)).toContain(demoEmail('basic-de'));
    t.clock.advance(16 * MINUTE);
  });
});

describe(`finding 5: links and Origins come from configuration (${testDatabaseKind})`, () => {
  it('a referral invitation sent with a forged Host links to PUBLIC_URL', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await rawRequest(
      'POST',
      '/api/v1/referrals/invites',
      { host: 'evil.example', cookie },
      { email: 'host-header@example.com' },
    );
    expect(res.status, res.body).toBe(201);
    const mail = await db()
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'host-header@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('https://vpn.halyard.test/order?referrerId=BASICUS');
    expect(mail.text_body).not.toContain('evil.example');
  });

  it('an Origin that matches a forged Host is refused; the configured origin is accepted', async () => {
    const body = { email: demoEmail('basic-us'), password: DEMO_PASSWORD };
    const forged = await rawRequest(
      'POST',
      '/api/v1/auth/sign-in',
      { host: 'evil.example', origin: 'http://evil.example' },
      body,
    );
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body).error.code).toBe('cross_origin');
    const own = await rawRequest(
      'POST',
      '/api/v1/auth/sign-in',
      { origin: 'https://vpn.halyard.test' },
      body,
    );
    expect(own.status).toBe(200);
    // The server's own address is not configured, so it is no longer accepted either.
    const hostOrigin = await rawRequest('POST', '/api/v1/auth/sign-in', { origin: t.url }, body);
    expect(hostOrigin.status).toBe(403);
  });
});

describe(`finding 6: a replayed guest checkout opens no session (${testDatabaseKind})`, () => {
  it('the replay gets the first answer and no cookie; the guest account stays signed out', async () => {
    const body = checkoutBody(await cardIntent(t, CARDS.visa));
    const first = await postCheckout(t, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.cookie).toBeDefined(); // the buyer who paid is signed in once
    const replay = await postCheckout(t, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.cookie).toBeUndefined();
    expect(replay.headers.getSetCookie().join()).not.toContain('halyard_session=');
  });
});

describe(`finding 7: sign-up applies the strength rule and a per-IP limit (${testDatabaseKind})`, () => {
  it('refuses a common password and one equal to the email, with the field message', async () => {
    const common = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: 'common@example.com', password: 'password123' },
    });
    expect(common.status).toBe(400);
    expect(common.body.error.fields.password).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    const own = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: 'myname12345@example.com', password: 'myname12345' },
    });
    expect(own.body.error.fields.password).toBe('Do not use your email address as your password.');
  });

  it('allows SIGNUP_MAX_PER_IP sign-ups per IP in the window, even in parallel, then 429', async () => {
    t.clock.advance(61 * MINUTE);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request('POST', '/api/v1/auth/sign-up', {
          body: { email: `burst-${i}@example.com`, password: 'a fine long passphrase' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(7);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(61 * MINUTE);
    const later = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: 'later@example.com', password: 'a fine long passphrase' },
    });
    expect(later.status).toBe(201);
  });
});

describe(`finding 8: signed-in answers are not cacheable (${testDatabaseKind})`, () => {
  it('auth/me, subscriptions, invoices, the PDF and the sign-in answer say Cache-Control: no-store', async () => {
    const signedIn = await signIn(t, demoEmail('premium-us'), DEMO_PASSWORD);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const cookie = signedIn.cookie as string;
    const invoices = await t.request('GET', '/api/v2/invoices/', { cookie });
    const id = invoices.body.invoices?.[0]?.id as string;
    expect(id).toBeDefined();
    for (const path of [
      '/api/v1/auth/me',
      '/api/v2/subscriptions/',
      '/api/v2/invoices/',
      `/api/v2/invoices/${id}/download`,
    ]) {
      const res = await t.request('GET', path, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // A 401 of a signed-in route is no-store too; a public catalogue read is left cacheable.
    expect((await me(undefined)).headers.get('cache-control')).toBe('no-store');
    const offer = await t.request('GET', '/api/v1/offers/regular');
    expect(offer.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe(`finding 9: anonymous analytics writes are limited and marked (${testDatabaseKind})`, () => {
  const result = (overrides: Record<string, unknown> = {}) => ({
    timestamp: 1795419365993,
    system: 'checkout',
    version: '1',
    event: 'payment',
    source: 'web',
    result: 'success',
    type: 'card',
    gateway: 'sandbox',
    transId: 'forged-transaction',
    ...overrides,
  });

  it('a forged "success" is stored as client-reported and pays for nothing', async () => {
    const subscriptionsBefore = await rowCount(t, 'subscriptions');
    const res = await t.request('POST', '/data-platform/resource_type/payment_result/v1/write', {
      body: result({ uid: 'forged-user' }),
    });
    expect(res.status).toBe(204);
    const row = await db()
      .selectFrom('payment_results')
      .selectAll()
      .where('uid', '=', 'forged-user')
      .executeTakeFirstOrThrow();
    expect(row.client_reported).toBe(1);
    expect(row.client_ip).toBe('127.0.0.1');
    expect(await rowCount(t, 'subscriptions')).toBe(subscriptionsBefore);
  });

  it('refuses oversized bodies with 413', async () => {
    const big = await t.request('POST', '/attempted_signups', {
      body: {
        email: 'a@b.co',
        domain: 'x',
        signup_stage: 'y',
        error: 'e'.repeat(400),
        pad: 'p'.repeat(3000),
      },
    });
    expect(big.status).toBe(413);
  });

  it('rate-limits per IP: result writes past the limit and page views past theirs get 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await t.request('POST', '/data-platform/resource_type/payment_result/v1/write', {
            body: result(),
          })
        ).status,
      );
    // ANALYTICS_MAX_PER_MINUTE=50 → results and sign-up stages 10 a minute (one was sent above).
    expect(statuses.filter((s) => s === 204)).toHaveLength(9);
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
    const signups = [];
    for (let i = 0; i < 11; i++)
      signups.push(
        (
          await t.request('POST', '/attempted_signups', {
            body: { email: `a${i}@b.co`, domain: 'example.com', signup_stage: 'payment' },
          })
        ).status,
      );
    expect(signups.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const views = await Promise.all(
      Array.from({ length: 55 }, () =>
        t.request('POST', '/api/page-view', {
          body: { locale: 'en', timmestamp: 1, fullUrl: 'https://vpn.halyard.test/' },
        }),
      ),
    );
    expect(views.filter((v) => v.status === 204)).toHaveLength(50);
    const limited = views.find((v) => v.status === 429);
    expect(limited?.body.error.code).toBe('too_many_requests');
  });
});

describe(`finding 10: password and email changes end the other sessions (${testDatabaseKind})`, () => {
  it('a password change gives this device a new session id and ends every other session', async () => {
    t.clock.advance(16 * MINUTE);
    const other = await signInAs(t, 'cancelled');
    const current = await signInAs(t, 'cancelled');
    const res = await t.request('PUT', '/api/v2/users/password/update', {
      cookie: current,
      body: { current_password: DEMO_PASSWORD, new_password: 'rotated long passphrase' },
    });
    expect(res.status).toBe(204);
    expect(res.cookie).toBeDefined();
    expect(res.cookie).not.toBe(current);
    expect((await me(current)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(res.cookie)).status).toBe(200);
  });

  it('a confirmed email change ends every other session and keeps this one', async () => {
    const other = await signInAs(t, 'expired');
    const current = await signInAs(t, 'expired');
    const start = await t.request('POST', '/api/v2/users/email/update', {
      cookie: current,
      body: { new_email: 'moved-expired@example.com', password: DEMO_PASSWORD },
    });
    expect(start.status).toBe(202);
    const mail = await db()
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'moved-expired@example.com')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(mail.text_body)?.[1] as string;
    const confirmed = await t.request('POST', '/api/v2/users/email/confirm', {
      cookie: current,
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(current)).status).toBe(200);
  });
});
