import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../src/seed/demo-accounts';
import { latestMailTo, mailKindsTo } from '../billing/helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind, type TestResponse } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const update = (cookie: string, body: unknown) =>
  t.request('POST', '/api/v2/users/email/update', { cookie, body });
const confirm = (cookie: string, code: string) =>
  t.request('POST', '/api/v2/users/email/confirm', { cookie, body: { code } });

async function codeSentTo(email: string): Promise<string> {
  const mail = await latestMailTo(t, email, 'email_change_code');
  return /confirmation code is: (\d{6})/.exec(mail.text_body)?.[1] as string;
}

const FORBIDDEN = 'Forbidden due to incorrect password or mismatched old email.';
const INVALID = 'Invalid request or validation failed';
const BAD_CODE = 'Invalid or expired activation code.';

/** A wrong, spent or expired confirmation code: 403 with one message, whichever it was. */
function expectCodeRefused(res: TestResponse) {
  expect(res.status).toBe(403);
  expect(res.body.error.message).toBe(BAD_CODE);
}

describe(`POST /api/v2/users/email/update (${testDatabaseKind})`, () => {
  it.each([
    ['a wrong password', { new_email: 'new@example.com', password: 'wrong password' }],
    [
      'a mismatched old email',
      {
        new_email: 'new@example.com',
        password: DEMO_PASSWORD,
        old_email: 'someone-else@example.com',
      },
    ],
  ])('spec §8: %s is 403 with the override message', async (_case, body) => {
    const cookie = await signInAs(t, 'referred');
    const res = await update(cookie, body);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(FORBIDDEN);
  });

  it.each([
    ['an invalid new email', { new_email: 'not-an-email', password: DEMO_PASSWORD }],
    ['no password', { new_email: 'new@example.com' }],
    ['an empty body', {}],
    ['the current email again', { new_email: demoEmail('referred'), password: DEMO_PASSWORD }],
  ])('spec §8: %s is 400 "Invalid request or validation failed"', async (_case, body) => {
    const cookie = await signInAs(t, 'referred');
    const res = await update(cookie, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(INVALID);
  });

  it('an email another account uses is refused with 409', async () => {
    const cookie = await signInAs(t, 'referred');
    const res = await update(cookie, { new_email: demoEmail('basic-us'), password: DEMO_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('email_taken');
  });
});

describe(`email change confirmation (${testDatabaseKind})`, () => {
  it('a 6-digit code goes to the new address; wrong codes are 403; five wrong codes end it', async () => {
    const cookie = await signInAs(t, 'esim');
    const res = await update(cookie, {
      new_email: 'esim.new@example.com',
      password: DEMO_PASSWORD,
      old_email: demoEmail('esim'),
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      pending_email: 'esim.new@example.com',
      expires_at: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
    });
    const code = await codeSentTo('esim.new@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.server.database.db
      .selectFrom('email_change_requests')
      .select('code_hash')
      .where('new_email', '=', 'esim.new@example.com')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    for (const attempt of [wrong, 'abc', wrong, wrong, wrong])
      expectCodeRefused(await confirm(cookie, attempt));
    // Five wrong codes end the request: the right code is refused now too.
    expectCodeRefused(await confirm(cookie, code));
  });

  it('an expired code is 403', async () => {
    const cookie = await signInAs(t, 'esim');
    await update(cookie, { new_email: 'esim.later@example.com', password: DEMO_PASSWORD });
    const code = await codeSentTo('esim.later@example.com');
    t.clock.advance(30 * 60_000);
    expectCodeRefused(await confirm(cookie, code));
  });

  it('the right code changes the email, tells the old address, and the new one signs in', async () => {
    const cookie = await signInAs(t, 'esim');
    await update(cookie, { new_email: 'Esim.Final@Example.com', password: DEMO_PASSWORD });
    const code = await codeSentTo('esim.final@example.com');
    const res = await confirm(cookie, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: 'esim.final@example.com' });
    expect(await mailKindsTo(t, demoEmail('esim'))).toContain('email_changed');
    const me = await t.request('GET', '/api/v1/auth/me', { cookie });
    expect(me.body.user.email).toBe('esim.final@example.com');
    const signIn = await t.request('POST', '/api/v1/auth/sign-in', {
      body: { email: 'esim.final@example.com', password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect((await confirm(cookie, code)).status).toBe(403);
  });
});
