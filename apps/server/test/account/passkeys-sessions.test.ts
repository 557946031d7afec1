import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { startTestServer, startTwinServer, testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cookieJar, mailsTo, type Jar } from './security-client';
import { createSoftAuthenticator, type SoftCredential } from './soft-authenticator';

/**
 * Issue 23 items 2–4 (decisions 0112, 0114, 0116): passkeys registered and asserted through the
 * real @simplewebauthn/server verification (a software authenticator makes the browser's JSON),
 * the sessions list and its revocation — on this instance at once, on another within 1 s — and
 * the new-device alert.
 */

const SITE = 'https://vpn.halyard.test';
const t = useTestServer(() => startTestServer({ PUBLIC_URL: SITE }));

const authenticator = createSoftAuthenticator(SITE);
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signedIn(key: string, userAgent = CHROME_MAC): Promise<Jar> {
  const jar = cookieJar(t, { 'user-agent': userAgent });
  const res = await jar.send('POST', '/api/v1/auth/sign-in', {
    body: { email: demoEmail(key), password: DEMO_PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return jar;
}

async function addPasskey(jar: Jar, name: string): Promise<{ id: string; cred: SoftCredential }> {
  const options = await jar.send('POST', '/api/v2/users/passkeys/options', {
    body: { password: DEMO_PASSWORD },
  });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const { credential, response } = authenticator.register(options.body.options);
  const added = await jar.send('POST', '/api/v2/users/passkeys', {
    body: { name, credential: response },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { id: added.body.id as string, cred: credential };
}

describe(`passkeys (${testDatabaseKind})`, () => {
  it('adding one needs the password and a verified attestation; it is listed, renamed and alerted', async () => {
    const jar = await signedIn('basic-us');
    const noPassword = await jar.send('POST', '/api/v2/users/passkeys/options', {
      body: { password: 'wrong password' },
    });
    expect(noPassword.status).toBe(403);
    const options = await jar.send('POST', '/api/v2/users/passkeys/options', {
      body: { password: DEMO_PASSWORD },
    });
    expect(options.body.options.rp).toEqual({ name: 'Halyard VPN', id: 'vpn.halyard.test' });
    expect(options.body.options.authenticatorSelection.residentKey).toBe('required');
    // A response made for another site (origin) is refused.
    const foreign = createSoftAuthenticator('https://evil.example').register(options.body.options);
    const refused = await jar.send('POST', '/api/v2/users/passkeys', {
      body: { name: 'Evil', credential: foreign.response },
    });
    expect(refused.status).toBe(400);
    const { id } = await addPasskey(jar, 'Work laptop');
    const list = await jar.send('GET', '/api/v2/users/passkeys');
    expect(list.body.passkeys).toMatchObject([{ id, name: 'Work laptop', last_used_at: null }]);
    const renamed = await jar.send('PATCH', `/api/v2/users/passkeys/${id}`, {
      body: { name: 'Laptop' },
    });
    expect(renamed.body.name).toBe('Laptop');
    const [mail] = await mailsTo(t, demoEmail('basic-us'), 'passkey_added');
    expect(mail?.text_body).toContain('Work laptop');
    expect(mail?.text_body).toContain(`${SITE}/account-billing/security`);
  });

  it('signs in with a passkey alone; a replayed assertion and a wrong key are refused', async () => {
    const owner = await signedIn('premium-us');
    const { cred } = await addPasskey(owner, 'Phone');
    const browser = cookieJar(t);
    const options = await browser.send('POST', '/api/v1/auth/passkey/options', { body: {} });
    expect(options.status).toBe(200);
    expect(options.body.options.userVerification).toBe('required');
    const assertion = authenticator.assert(cred, options.body.options);
    const done = await browser.send('POST', '/api/v1/auth/passkey', {
      body: { credential: assertion },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.email).toBe(demoEmail('premium-us'));
    expect((await browser.send('GET', '/api/v1/auth/me')).status).toBe(200);
    // The challenge is single-use: the same assertion again is refused.
    const replayer = cookieJar(t);
    await replayer.send('POST', '/api/v1/auth/passkey/options', { body: {} });
    const replay = await replayer.send('POST', '/api/v1/auth/passkey', {
      body: { credential: assertion },
    });
    expect(replay.status).toBe(401);
    // A key the server never registered is refused.
    const stranger = cookieJar(t);
    const strangerOptions = await stranger.send('POST', '/api/v1/auth/passkey/options', {
      body: {},
    });
    const unknown = authenticator.register({ challenge: 'x' }).credential;
    const refused = await stranger.send('POST', '/api/v1/auth/passkey', {
      body: { credential: authenticator.assert(unknown, strangerOptions.body.options) },
    });
    expect(refused.status).toBe(401);
    const listed = await owner.send('GET', '/api/v2/users/passkeys');
    expect(listed.body.passkeys[0].last_used_at).not.toBeNull();
  });

  it('is a second factor: after the password, a passkey of that account finishes the sign-in', async () => {
    const owner = await signedIn('premium-gb');
    const started = await owner.send('POST', '/api/v2/users/two-factor/enrol', {
      body: { password: DEMO_PASSWORD },
    });
    const secret = started.body.secret as string;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: t.clock.now().getTime(),
    });
    expect(
      (await owner.send('POST', '/api/v2/users/two-factor/confirm', { body: { code } })).status,
    ).toBe(200);
    const { cred } = await addPasskey(owner, 'Security key');
    const other = await signedIn('cancelled');
    const { cred: otherCred } = await addPasskey(other, 'Not yours');

    const jar = cookieJar(t);
    const first = await jar.send('POST', '/api/v1/auth/sign-in', {
      body: { email: demoEmail('premium-gb'), password: DEMO_PASSWORD },
    });
    expect(first.status).toBe(202);
    expect(first.body.second_factor.methods).toContain('passkey');
    const options = await jar.send('POST', '/api/v1/auth/passkey/options', { body: {} });
    expect(options.body.options.allowCredentials).toEqual([
      expect.objectContaining({ id: cred.id }),
    ]);
    // Another account's passkey cannot finish this account's sign-in.
    const wrong = await jar.send('POST', '/api/v1/auth/passkey', {
      body: { credential: authenticator.assert(otherCred, options.body.options) },
    });
    expect(wrong.status).toBe(401);
    const done = await jar.send('POST', '/api/v1/auth/passkey', {
      body: { credential: authenticator.assert(cred, options.body.options) },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.email).toBe(demoEmail('premium-gb'));
  });

  it('a removed passkey signs in no more; removing another user’s is 404', async () => {
    const owner = await signedIn('expired');
    const { id, cred } = await addPasskey(owner, 'Old phone');
    const intruder = await signedIn('appstore');
    expect((await intruder.send('DELETE', `/api/v2/users/passkeys/${id}`)).status).toBe(404);
    expect((await owner.send('DELETE', `/api/v2/users/passkeys/${id}`)).status).toBe(204);
    const browser = cookieJar(t);
    const options = await browser.send('POST', '/api/v1/auth/passkey/options', { body: {} });
    const refused = await browser.send('POST', '/api/v1/auth/passkey', {
      body: { credential: authenticator.assert(cred, options.body.options) },
    });
    expect(refused.status).toBe(401);
    expect(await mailsTo(t, demoEmail('expired'), 'passkey_removed')).toHaveLength(1);
  });
});

describe(`sessions list (${testDatabaseKind})`, () => {
  it('lists device, browser, first and last seen and "this device"; ends one and all others', async () => {
    const laptop = await signedIn('playstore', CHROME_MAC);
    t.clock.advance(60_000);
    const phone = await signedIn('playstore', SAFARI_IPHONE);
    const third = await signedIn('playstore', SAFARI_IPHONE);
    const list = await laptop.send('GET', '/api/v2/users/sessions');
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as {
      id: string;
      device: string;
      browser: string;
      os: string;
      current: boolean;
      created_at: string;
    }[];
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const mine = sessions.find((s) => s.current);
    expect(mine).toMatchObject({ device: 'desktop', browser: 'Chrome 131', os: 'macOS Catalina' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const iphone = sessions.find((s) => s.device === 'mobile');
    expect(iphone).toMatchObject({ browser: 'Safari 18', os: expect.stringMatching(/^iOS/) });
    expect(Date.parse(iphone?.created_at ?? '')).toBeGreaterThan(
      Date.parse(mine?.created_at ?? ''),
    );

    expect((await laptop.send('DELETE', `/api/v2/users/sessions/${iphone?.id}`)).status).toBe(204);
    const phoneMe = await phone.send('GET', '/api/v1/auth/me');
    const thirdMe = await third.send('GET', '/api/v1/auth/me');
    expect([phoneMe.status, thirdMe.status].sort()).toEqual([200, 401]);
    const ended = await laptop.send('POST', '/api/v2/users/sessions/end-others', { body: {} });
    expect(ended.body.ended).toBeGreaterThanOrEqual(1);
    expect((await phone.send('GET', '/api/v1/auth/me')).status).toBe(401);
    expect((await third.send('GET', '/api/v1/auth/me')).status).toBe(401);
    expect((await laptop.send('GET', '/api/v1/auth/me')).status).toBe(200);
    const after = await laptop.send('GET', '/api/v2/users/sessions');
    expect(after.body.sessions).toHaveLength(1);
  });

  it('another user’s session id is 404 and ends nothing', async () => {
    const victim = await signedIn('business');
    const victimId = (await victim.send('GET', '/api/v2/users/sessions')).body.sessions[0].id;
    const intruder = await signedIn('business-legacy');
    expect((await intruder.send('DELETE', `/api/v2/users/sessions/${victimId}`)).status).toBe(404);
    expect((await victim.send('GET', '/api/v1/auth/me')).status).toBe(200);
  });

  it('a session ended on one instance is refused by another within 1 s', async () => {
    const twin = await startTwinServer(t);
    try {
      const onTwin = cookieJar(twin);
      const signIn = await onTwin.send('POST', '/api/v1/auth/sign-in', {
        body: { email: demoEmail('basic-de'), password: DEMO_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      expect((await onTwin.send('GET', '/api/v1/auth/me')).status).toBe(200); // now cached there
      const here = await signedIn('basic-de');
      const theirs = (await here.send('GET', '/api/v2/users/sessions')).body.sessions.find(
        (s: { current: boolean }) => !s.current,
      );
      expect((await here.send('DELETE', `/api/v2/users/sessions/${theirs.id}`)).status).toBe(204);
      // The instances' manual clocks follow the wall clock from here (the cache reads them).
      const began = performance.now();
      let elapsed = 0;
      let status = 200;
      while (status === 200 && elapsed < 3_000) {
        status = (await onTwin.send('GET', '/api/v1/auth/me')).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 25));
        const now = performance.now() - began;
        twin.clock.advance(now - elapsed);
        elapsed = now;
      }
      expect(status).toBe(401);
      expect(performance.now() - began).toBeLessThanOrEqual(1_000);
    } finally {
      await twin.close();
    }
  });
});

describe(`new-device alert (${testDatabaseKind})`, () => {
  it('the first sign-in from a browser emails an alert in the account’s language; the same browser again does not', async () => {
    await t.server.database.db
      .updateTable('users')
      .set({ locale: 'de' })
      .where('email', '=', demoEmail('grace'))
      .execute();
    const jar = await signedIn('grace', CHROME_MAC);
    const [mail, ...more] = await mailsTo(t, demoEmail('grace'), 'new_device_sign_in');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Neue Anmeldung bei Ihrem Halyard VPN-Konto');
    expect(mail?.text_body).toContain('Chrome 131');
    expect(mail?.text_body).toContain(`${SITE}/de/account-billing/security`);
    await jar.send('POST', '/api/v1/auth/sign-out', { body: {} });
    const again = await jar.send('POST', '/api/v1/auth/sign-in', {
      body: { email: demoEmail('grace'), password: DEMO_PASSWORD },
    });
    expect(again.status).toBe(200);
    expect(await mailsTo(t, demoEmail('grace'), 'new_device_sign_in')).toHaveLength(1);
    await signedIn('grace', SAFARI_IPHONE);
    expect(await mailsTo(t, demoEmail('grace'), 'new_device_sign_in')).toHaveLength(2);
  });
});
