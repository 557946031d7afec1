import { describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { cookieJar } from '../account/security-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  seededAdmin,
  seedStaff,
  signInStaff,
  startAdminTestServer,
  totpAt,
  type StaffLogin,
} from './staff-client';

/**
 * Issue 16 item 1 (decisions 0170, 0171): staff sign in with a password and a TOTP code, apart
 * from customers; a first sign-in enrols the second factor; sessions are short, listed and
 * revocable; an admin manages staff and the last admin stays.
 */
const t = useTestServer(startAdminTestServer);

describe(`staff sign-in (${testDatabaseKind})`, () => {
  it('signs the seeded admin in with password and TOTP code, and says what the role allows', async () => {
    const admin = await signInStaff(t, seededAdmin());
    const me = await admin.send('GET', '/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body.staff).toMatchObject({
      email: 'admin@demo.halyard.test',
      role: 'admin',
      two_factor_enabled: true,
    });
    expect(me.body.permissions).toContain('staff.manage');
    expect(me.body.idle_minutes).toBe(30);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('sets the staff cookie HttpOnly, SameSite=Strict and only for /api/admin/', async () => {
    t.clock.advance(30_000);
    const jar = cookieJar(t);
    await jar.send('POST', '/api/admin/auth/sign-in', {
      body: { email: 'admin@demo.halyard.test', password: seededAdmin().password },
    });
    const response = await fetch(`${t.url}/api/admin/auth/code`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tenant-id': 'halyard',
        cookie: `halyard_staff_challenge=${jar.get('halyard_staff_challenge')}`,
      },
      body: JSON.stringify({ code: totpAt(seededAdmin().secret as string, t) }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('halyard_staff='));
    expect(cookie).toMatch(/Path=\/api\/admin\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('refuses a wrong password, a wrong code, a replayed code and a code without the password step', async () => {
    const admin = seededAdmin();
    const jar = cookieJar(t);
    const wrong = await jar.send('POST', '/api/admin/auth/sign-in', {
      body: { email: admin.email, password: 'not the password at all' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid_credentials');

    const bare = await cookieJar(t).send('POST', '/api/admin/auth/code', {
      body: { code: '123456' },
    });
    expect(bare.status).toBe(401);
    expect(bare.body.error.code).toBe('sign_in_expired');

    t.clock.advance(30_000);
    const first = cookieJar(t);
    expect((await first.send('POST', '/api/admin/auth/sign-in', { body: admin })).status).toBe(202);
    const code = totpAt(admin.secret as string, t);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await first.send('POST', '/api/admin/auth/code', { body: { code: wrongCode } })).status,
    ).toBe(401);
    expect((await first.send('POST', '/api/admin/auth/code', { body: { code } })).status).toBe(200);
    // The same code again, in the same 30 seconds, from a second sign-in: accepted once only.
    const second = cookieJar(t);
    expect((await second.send('POST', '/api/admin/auth/sign-in', { body: admin })).status).toBe(
      202,
    );
    const replay = await second.send('POST', '/api/admin/auth/code', { body: { code } });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('invalid_code');
  });

  it('is apart from customers: a customer session is no staff session, and staff cannot sign in to the portal', async () => {
    const customer = await signInAs(t, 'basic-us');
    const res = await t.request('GET', '/api/admin/me', { cookie: customer });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('staff_sign_in_required');
    const portal = await t.request('POST', '/api/v1/auth/sign-in', {
      body: { email: 'admin@demo.halyard.test', password: seededAdmin().password },
    });
    expect(portal.status).toBe(401);
  });

  it('ends a staff session after 30 minutes without a request', async () => {
    const admin = await signInStaff(t, seededAdmin());
    t.clock.advance(29 * 60_000);
    expect((await admin.send('GET', '/api/admin/me')).status).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await admin.send('GET', '/api/admin/me')).status).toBe(401);
  });

  it('a new member enrols TOTP at the first sign-in; an admin lists and ends their sessions', async () => {
    const admin = await signInStaff(t, seededAdmin());
    const created = await admin.send('POST', '/api/admin/staff', {
      body: {
        email: 'Agent.Smith@Example.com',
        name: 'Agent Smith',
        role: 'support',
        password: 'a long support password',
        reason: 'New support agent',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.staff).toMatchObject({
      email: 'agent.smith@example.com',
      role: 'support',
      two_factor_enabled: false,
    });

    t.clock.advance(30_000);
    const jar = cookieJar(t);
    const step = await jar.send('POST', '/api/admin/auth/sign-in', {
      body: { email: 'agent.smith@example.com', password: 'a long support password' },
    });
    expect(step.status).toBe(202);
    expect(step.body.next).toBe('enrol');
    expect(step.body.enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*agent\.smith%40example\.com/);
    expect((await jar.send('GET', '/api/admin/me')).status).toBe(401);
    const done = await jar.send('POST', '/api/admin/auth/code', {
      body: { code: totpAt(step.body.enrolment.secret, t) },
    });
    expect(done.status).toBe(200);
    expect(done.body.staff.two_factor_enabled).toBe(true);
    expect(done.body.permissions).not.toContain('refunds.write');

    const own = await jar.send('GET', '/api/admin/sessions');
    expect(own.body.sessions).toHaveLength(1);
    expect(own.body.sessions[0]).toMatchObject({
      staff_email: 'agent.smith@example.com',
      current: true,
    });
    const all = await admin.send('GET', '/api/admin/sessions');
    const theirs = all.body.sessions.find(
      (s: { staff_email: string }) => s.staff_email === 'agent.smith@example.com',
    );
    expect(theirs).toBeDefined();
    // A support member cannot end the admin's session; the admin can end theirs.
    const adminSession = all.body.sessions.find((s: { current: boolean }) => s.current);
    expect((await jar.send('DELETE', `/api/admin/sessions/${adminSession.id}`)).status).toBe(404);
    expect((await admin.send('DELETE', `/api/admin/sessions/${theirs.id}`)).status).toBe(204);
    expect((await jar.send('GET', '/api/admin/me')).status).toBe(401);
  });

  it('a disabled member cannot sign in and is signed out; the last admin is never demoted', async () => {
    const admin = await signInStaff(t, seededAdmin());
    const member: StaffLogin = await seedStaff(t, 'finance');
    const jar = await signInStaff(t, member);
    const list = await admin.send('GET', '/api/admin/staff');
    const id = list.body.staff.find((s: { email: string }) => s.email === member.email).id;
    const disabled = await admin.send('PATCH', `/api/admin/staff/${id}`, {
      body: { disabled: true, reason: 'Left the company' },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.staff.disabled_at).not.toBeNull();
    expect((await jar.send('GET', '/api/admin/me')).status).toBe(401);
    const again = await cookieJar(t).send('POST', '/api/admin/auth/sign-in', {
      body: { email: member.email, password: member.password },
    });
    expect(again.status).toBe(401);

    const me = (await admin.send('GET', '/api/admin/me')).body.staff.id;
    const demote = await admin.send('PATCH', `/api/admin/staff/${me}`, {
      body: { role: 'support', reason: 'Trying to lock us out' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe('last_admin');
  });

  it('a reset second factor is enrolled again at the next sign-in', async () => {
    const admin = await signInStaff(t, seededAdmin());
    const member = await seedStaff(t, 'support');
    const id = (await admin.send('GET', '/api/admin/staff')).body.staff.find(
      (s: { email: string }) => s.email === member.email,
    ).id;
    const reset = await admin.send('POST', `/api/admin/staff/${id}/reset-two-factor`, {
      body: { reason: 'Lost phone, identity checked on a call' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.staff.two_factor_enabled).toBe(false);
    const old = member.secret;
    const jar = await signInStaff(t, member);
    expect(member.secret).not.toBe(old);
    expect((await jar.send('GET', '/api/admin/me')).body.staff.two_factor_enabled).toBe(true);
  });

  it('throttles wrong passwords per staff account (decision 0106)', async () => {
    const member = await seedStaff(t, 'support');
    const jar = cookieJar(t);
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (
          await jar.send('POST', '/api/admin/auth/sign-in', {
            body: { email: member.email, password: `wrong ${i} password` },
          })
        ).status,
      );
    // Refused with 401 until the account's (or this test client's IP's) 10 are used, then 429.
    const firstLimited = answers.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(answers.slice(0, firstLimited).every((s) => s === 401)).toBe(true);
    expect(answers.slice(firstLimited).every((s) => s === 429)).toBe(true);
  });
});
