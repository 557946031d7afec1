import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { mailKindsTo } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const change = (cookie: string, body: unknown) =>
  t.request('PUT', '/api/v2/users/password/update', { cookie, body });

describe(`PUT /api/v2/users/password/update (${testDatabaseKind})`, () => {
  it('spec §8: a wrong current password is 403 "Invalid current password"', async () => {
    const cookie = await signInAs(t, 'playstore');
    const res = await change(cookie, {
      current_password: 'not my password',
      new_password: 'a much better passphrase',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Invalid current password');
  });

  it.each([
    ['too short', 'short1'],
    ['a very common password', 'password123'],
    ['the email address', demoEmail('playstore')],
    ['the current password', DEMO_PASSWORD],
  ])('spec §8: a weak new password (%s) is 422 with the override message', async (_case, pw) => {
    const cookie = await signInAs(t, 'playstore');
    const res = await change(cookie, { current_password: DEMO_PASSWORD, new_password: pw });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Validation error (e.g., new password too weak).');
    expect(res.body.error.fields.new_password).toBeTruthy();
  });

  it('a missing field is a 400', async () => {
    const cookie = await signInAs(t, 'playstore');
    expect((await change(cookie, { new_password: 'a much better passphrase' })).status).toBe(400);
  });

  it('success revokes every session at once, gives this device a new one, and sends an email', async () => {
    const other = await signInAs(t, 'playstore');
    const current = await signInAs(t, 'playstore');
    expect((await t.request('GET', '/api/v1/auth/me', { cookie: other })).status).toBe(200);
    const res = await change(current, {
      current_password: DEMO_PASSWORD,
      new_password: 'a much better passphrase',
    });
    expect(res.status).toBe(204);
    expect((await t.request('GET', '/api/v1/auth/me', { cookie: other })).status).toBe(401);
    // issue 14 finding 10: this device goes on under a new session id, the old one is over.
    expect((await t.request('GET', '/api/v1/auth/me', { cookie: current })).status).toBe(401);
    expect(res.cookie).toBeDefined();
    expect((await t.request('GET', '/api/v1/auth/me', { cookie: res.cookie })).status).toBe(200);
    expect(await mailKindsTo(t, demoEmail('playstore'))).toContain('password_changed');
    const oldPassword = await t.request('POST', '/api/v1/auth/sign-in', {
      body: { email: demoEmail('playstore'), password: DEMO_PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.request('POST', '/api/v1/auth/sign-in', {
      body: { email: demoEmail('playstore'), password: 'a much better passphrase' },
    });
    expect(newPassword.status).toBe(200);
  });
});
