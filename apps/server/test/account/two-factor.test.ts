import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { startTestServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cookieJar, mailsTo, type Jar } from './security-client';

/**
 * Issue 23 item 1 (decisions 0110, 0113): TOTP enrolment, sign-in with a code, a code accepted
 * once, recovery codes, throttling under parallel requests, turning it off.
 */

const SITE = 'https://vpn.halyard.test';
const t = useTestServer(() => startTestServer({ PUBLIC_URL: SITE }));

const MINUTE = 60_000;
const codeAt = (secret: string, at = t.clock.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

async function signInWithPassword(jar: Jar, key: string, password = DEMO_PASSWORD) {
  return jar.send('POST', '/api/v1/auth/sign-in', {
    body: { email: demoEmail(key), password },
  });
}

/** Signs in, enrols and confirms TOTP; the secret, recovery codes and the signed-in jar. */
async function enrol(key: string) {
  const jar = cookieJar(t);
  expect((await signInWithPassword(jar, key)).status).toBe(200);
  const started = await jar.send('POST', '/api/v2/users/two-factor/enrol', {
    body: { password: DEMO_PASSWORD },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await jar.send('POST', '/api/v2/users/two-factor/confirm', {
    body: { code: codeAt(secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { jar, secret, codes: confirmed.body.recovery_codes as string[] };
}

describe(`TOTP enrolment (${testDatabaseKind})`, () => {
  it('needs the password, gives a secret with its otpauth:// URI, and turns on with a first code', async () => {
    const jar = cookieJar(t);
    await signInWithPassword(jar, 'basic-us');
    const other = cookieJar(t);
    await signInWithPassword(other, 'basic-us');
    const wrong = await jar.send('POST', '/api/v2/users/two-factor/enrol', {
      body: { password: 'not the password' },
    });
    expect(wrong.status).toBe(403);
    const started = await jar.send('POST', '/api/v2/users/two-factor/enrol', {
      body: { password: DEMO_PASSWORD },
    });
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.body.otpauth_uri as string);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Halyard VPN');
    expect(decodeURIComponent(uri.pathname)).toContain(demoEmail('basic-us'));
    // Not on until confirmed.
    expect((await jar.send('GET', '/api/v2/users/two-factor')).body.enabled).toBe(false);
    const badCode = codeAt(secret, new Date(t.clock.now().getTime() + 10 * MINUTE));
    const refused = await jar.send('POST', '/api/v2/users/two-factor/confirm', {
      body: { code: badCode },
    });
    expect(refused.status).toBe(403);
    const confirmed = await jar.send('POST', '/api/v2/users/two-factor/confirm', {
      body: { code: codeAt(secret) },
    });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const status = await jar.send('GET', '/api/v2/users/two-factor');
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // Turning it on ended the other session and emailed an alert with an absolute link.
    expect((await other.send('GET', '/api/v1/auth/me')).status).toBe(401);
    expect((await jar.send('GET', '/api/v1/auth/me')).status).toBe(200);
    const [mail] = await mailsTo(t, demoEmail('basic-us'), 'two_factor_enabled');
    expect(mail?.text_body).toContain(`${SITE}/account-billing/security`);
  });

  it('stores only sealed secrets and hashed recovery codes', async () => {
    const { codes, secret } = await enrol('premium-us');
    const db = t.server.database.db;
    const rows = await db.selectFrom('recovery_codes').select('code_mac').execute();
    const stored =
      JSON.stringify(rows) +
      JSON.stringify(await db.selectFrom('two_factor_secrets').selectAll().execute());
    for (const code of codes) expect(stored).not.toContain(code.replaceAll('-', ''));
    expect(stored).not.toContain(secret);
  });
});

describe(`signing in with two-factor on (${testDatabaseKind})`, () => {
  it('the password alone gives no session (202); the code finishes; the same code is refused again', async () => {
    const { secret } = await enrol('premium-gb');
    t.clock.advance(MINUTE);
    const jar = cookieJar(t);
    const first = await signInWithPassword(jar, 'premium-gb');
    expect(first.status).toBe(202);
    expect(first.body.second_factor.methods).toEqual(['totp', 'recovery_code']);
    expect(jar.has('halyard_session')).toBe(false);
    expect((await jar.send('GET', '/api/v1/auth/me')).status).toBe(401);
    const code = codeAt(secret);
    const done = await jar.send('POST', '/api/v1/auth/second-factor', { body: { code } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.email).toBe(demoEmail('premium-gb'));
    expect((await jar.send('GET', '/api/v1/auth/me')).status).toBe(200);

    // An eavesdropped code replayed at once, with the password, is refused.
    const thief = cookieJar(t);
    expect((await signInWithPassword(thief, 'premium-gb')).status).toBe(202);
    const replay = await thief.send('POST', '/api/v1/auth/second-factor', { body: { code } });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('invalid_code');
    // The next time step's code works.
    t.clock.advance(30_000);
    const next = await thief.send('POST', '/api/v1/auth/second-factor', {
      body: { code: codeAt(secret) },
    });
    expect(next.status).toBe(200);
  });

  it('a second step without the password step, or after 10 minutes, is refused', async () => {
    const { secret } = await enrol('expired');
    const stranger = cookieJar(t);
    const alone = await stranger.send('POST', '/api/v1/auth/second-factor', {
      body: { code: codeAt(secret) },
    });
    expect(alone.status).toBe(401);
    expect(alone.body.error.code).toBe('sign_in_expired');
    const slow = cookieJar(t);
    expect((await signInWithPassword(slow, 'expired')).status).toBe(202);
    t.clock.advance(11 * MINUTE);
    const late = await slow.send('POST', '/api/v1/auth/second-factor', {
      body: { code: codeAt(secret) },
    });
    expect(late.status).toBe(401);
  });

  it('a recovery code works once, with any case and dashes', async () => {
    const { codes } = await enrol('cancelled');
    const code = codes[3] as string;
    const jar = cookieJar(t);
    expect((await signInWithPassword(jar, 'cancelled')).status).toBe(202);
    const used = await jar.send('POST', '/api/v1/auth/second-factor', {
      body: { code: code.toLowerCase().replaceAll('-', ' ') },
    });
    expect(used.status).toBe(200);
    const again = cookieJar(t);
    expect((await signInWithPassword(again, 'cancelled')).status).toBe(202);
    const reused = await again.send('POST', '/api/v1/auth/second-factor', { body: { code } });
    expect(reused.status).toBe(401);
    expect((await jar.send('GET', '/api/v2/users/two-factor')).body.recovery_codes_left).toBe(9);
  });

  it('30 parallel wrong codes: at most 10 evaluated, then even the right code is 429', async () => {
    t.clock.advance(16 * MINUTE);
    const { secret } = await enrol('playstore');
    t.clock.advance(MINUTE);
    const jar = cookieJar(t);
    expect((await signInWithPassword(jar, 'playstore')).status).toBe(202);
    const right = codeAt(secret);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        jar.send('POST', '/api/v1/auth/second-factor', { body: { code: wrong(i) } }),
      ),
    );
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(20);
    const blocked = await jar.send('POST', '/api/v1/auth/second-factor', { body: { code: right } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(16 * MINUTE);
  });
});

describe(`recovery codes and turning off (${testDatabaseKind})`, () => {
  it('new recovery codes replace the old ones', async () => {
    const { jar, secret, codes } = await enrol('appstore');
    t.clock.advance(30_000);
    const fresh = await jar.send('POST', '/api/v2/users/two-factor/recovery-codes', {
      body: { code: codeAt(secret) },
    });
    expect(fresh.status).toBe(200);
    const next = fresh.body.recovery_codes as string[];
    expect(next).toHaveLength(10);
    expect(next.some((c) => codes.includes(c))).toBe(false);
    const old = cookieJar(t);
    expect((await signInWithPassword(old, 'appstore')).status).toBe(202);
    expect(
      (await old.send('POST', '/api/v1/auth/second-factor', { body: { code: codes[0] } })).status,
    ).toBe(401);
    expect(
      (await old.send('POST', '/api/v1/auth/second-factor', { body: { code: next[0] } })).status,
    ).toBe(200);
    expect(await mailsTo(t, demoEmail('appstore'), 'recovery_codes_regenerated')).toHaveLength(1);
  });

  it('turning off needs the password and a code, then the password alone signs in', async () => {
    const { jar, secret } = await enrol('trial-single');
    t.clock.advance(30_000);
    const noPassword = await jar.send('POST', '/api/v2/users/two-factor/disable', {
      body: { password: 'wrong password', code: codeAt(secret) },
    });
    expect(noPassword.status).toBe(403);
    const noCode = await jar.send('POST', '/api/v2/users/two-factor/disable', {
      body: { password: DEMO_PASSWORD, code: '000000' === codeAt(secret) ? '111111' : '000000' },
    });
    expect(noCode.status).toBe(403);
    const off = await jar.send('POST', '/api/v2/users/two-factor/disable', {
      body: { password: DEMO_PASSWORD, code: codeAt(secret) },
    });
    expect(off.status).toBe(204);
    expect((await jar.send('GET', '/api/v2/users/two-factor')).body.enabled).toBe(false);
    expect((await signInWithPassword(cookieJar(t), 'trial-single')).status).toBe(200);
    expect(await mailsTo(t, demoEmail('trial-single'), 'two_factor_disabled')).toHaveLength(1);
  });

  it('a malformed code is a 400 with a field message, never a 5xx', async () => {
    const jar = cookieJar(t);
    await signInWithPassword(jar, 'business');
    for (const code of ['12345', 'abcdef', '1'.repeat(41), '']) {
      const res = await jar.send('POST', '/api/v2/users/two-factor/confirm', { body: { code } });
      expect(res.status).toBe(400);
    }
  });
});
