import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const signIn = (
  email: string,
  password: string,
  extra: { headers?: Record<string, string>; cookie?: string } = {},
) => t.request('POST', '/api/v1/auth/sign-in', { body: { email, password }, ...extra });

describe(`accounts and sessions (${testDatabaseKind})`, () => {
  it('signs a demo user in with an HttpOnly SameSite=Lax session cookie and returns spec §3 user data', async () => {
    const res = await signIn(demoEmail('basic-us'), DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: demoEmail('basic-us'),
      business_customer: false,
      has_credit_card: true,
      free_trial_status: null,
      business_subscription: null,
    });
    expect(res.body.user.krn).toMatch(/^krn:halyard:user:/);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/halyard_session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await t.request('GET', '/api/v1/auth/me', { cookie: res.cookie });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(demoEmail('basic-us'));
  });

  it('reports business customers and their billing system, and free-trial status', async () => {
    const business = await signIn(demoEmail('business'), DEMO_PASSWORD);
    expect(business.body.user).toMatchObject({
      business_customer: true,
      business_subscription: { is_chargebee: true },
    });
    const legacy = await signIn(demoEmail('business-legacy'), DEMO_PASSWORD);
    expect(legacy.body.user.business_subscription).toEqual({ is_chargebee: false });
    const trial = await signIn(demoEmail('trial-single'), DEMO_PASSWORD);
    expect(trial.body.user).toMatchObject({
      free_trial_status: 'single_device_free_trial',
      has_credit_card: false,
    });
  });

  it('answers a wrong password with 401 and a clear message, without a cookie', async () => {
    const res = await signIn(demoEmail('premium-us'), 'not-the-password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'invalid_credentials', message: 'The email or password is incorrect.' },
    });
    expect(res.cookie).toBeUndefined();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await signIn('nobody@example.com', 'whatever-password');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_credentials');
  });

  it('rejects a malformed body with 400 and per-field messages', async () => {
    const res = await t.request('POST', '/api/v1/auth/sign-in', {
      body: { email: 'not-an-email', password: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('rejects broken JSON with 400, not 500', async () => {
    const res = await t.request('POST', '/api/v1/auth/sign-in', { rawBody: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBeTruthy();
  });

  it('rejects an oversized body with 413', async () => {
    const res = await t.request('POST', '/api/v1/auth/sign-in', {
      body: { email: 'a@b.co', password: 'x'.repeat(100_000) },
    });
    expect(res.status).toBe(413);
  });

  it('requires the tenant header on every API call', async () => {
    const missing = await t.request('GET', '/api/v1/auth/me', { tenant: null });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('tenant_required');
    const unknown = await t.request('GET', '/api/v1/auth/me', { tenant: 'no-such-tenant' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'unknown_tenant',
      message: 'Unknown tenant "no-such-tenant".',
    });
  });

  it('does not honour a session in another tenant', async () => {
    const res = await signIn(demoEmail('basic-us'), DEMO_PASSWORD);
    const other = await t.request('GET', '/api/v1/auth/me', {
      cookie: res.cookie,
      tenant: 'northwind',
    });
    expect(other.status).toBe(401);
    const wrongTenantLogin = await signIn(demoEmail('basic-us'), DEMO_PASSWORD, { headers: {} });
    expect(wrongTenantLogin.status).toBe(200);
    const northwind = await t.request('POST', '/api/v1/auth/sign-in', {
      body: { email: demoEmail('basic-us'), password: DEMO_PASSWORD },
      tenant: 'northwind',
    });
    expect(northwind.status).toBe(401);
  });

  it('issues a new session id at each sign-in and ends the previous one', async () => {
    const first = await signIn(demoEmail('expired'), DEMO_PASSWORD);
    const second = await signIn(demoEmail('expired'), DEMO_PASSWORD, { cookie: first.cookie });
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect((await t.request('GET', '/api/v1/auth/me', { cookie: first.cookie })).status).toBe(401);
    expect((await t.request('GET', '/api/v1/auth/me', { cookie: second.cookie })).status).toBe(200);
  });

  it('signs out by deleting the session', async () => {
    const { cookie } = await signIn(demoEmail('cancelled'), DEMO_PASSWORD);
    const out = await t.request('POST', '/api/v1/auth/sign-out', { cookie });
    expect(out.status).toBe(204);
    expect(out.body).toBe('');
    expect(out.headers.getSetCookie().join()).toMatch(/halyard_session=;/);
    expect((await t.request('GET', '/api/v1/auth/me', { cookie })).status).toBe(401);
  });

  it('refuses a state-changing call from a foreign Origin', async () => {
    const res = await signIn(demoEmail('basic-us'), DEMO_PASSWORD, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('cross_origin');
    const same = await signIn(demoEmail('basic-us'), DEMO_PASSWORD, { headers: { origin: t.url } });
    expect(same.status).toBe(200);
  });

  it('creates an account at sign-up and refuses a taken email with 409', async () => {
    const created = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: '  New.Buyer@Example.com ', password: 'long-enough-password' },
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email: 'new.buyer@example.com',
      has_credit_card: false,
    });
    expect((await t.request('GET', '/api/v1/auth/me', { cookie: created.cookie })).status).toBe(
      200,
    );
    const again = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: 'new.buyer@example.com', password: 'long-enough-password' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('email_taken');
    const weak = await t.request('POST', '/api/v1/auth/sign-up', {
      body: { email: 'x@example.com', password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toBe('Use at least 10 characters.');
  });
});

describe(`sign-in rate limit (${testDatabaseKind})`, () => {
  it('allows 10 failures per account in 15 minutes, then answers 429 even for the right password', async () => {
    t.clock.advance(16 * 60_000); // earlier tests' failures from this IP leave the window
    const email = demoEmail('playstore');
    for (let i = 0; i < 10; i++) expect((await signIn(email, `wrong-${i}`)).status).toBe(401);
    const blocked = await signIn(email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(
      /Too many failed sign-in attempts\. Try again in 15 minutes\./,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < 10; i++)
      expect((await signIn(`stranger${i}@example.com`, 'wrong-password')).status).toBe(401);
    expect((await signIn(demoEmail('appstore'), DEMO_PASSWORD)).status).toBe(429);
    t.clock.advance(16 * 60_000);
  });
});
