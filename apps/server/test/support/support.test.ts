import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const send = (body: unknown, options: { cookie?: string; tenant?: string } = {}) =>
  t.request('POST', '/api/v1/support/messages', { body, ...options });
const rows = (email: string) =>
  t.server.database.db
    .selectFrom('support_messages')
    .selectAll()
    .where('email', '=', email)
    .execute();

describe(`support inbox (${testDatabaseKind})`, () => {
  it('stores a visitor’s message for the tenant and answers with it', async () => {
    const res = await send({
      email: ' Visitor@Example.com ',
      message: '  Can I use it on a router?  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      author: 'customer',
      email: 'visitor@example.com',
      message: 'Can I use it on a router?',
      created_at: t.clock.now().toISOString(),
    });
    const [row] = await rows('visitor@example.com');
    expect(row).toMatchObject({ tenant_id: 'halyard', user_id: null, ip: '127.0.0.1' });
  });

  it('keeps a signed-in customer’s messages as their thread, oldest first, and no one else’s', async () => {
    const cookie = await signInAs(t, 'basic-us');
    await send({ email: demoEmail('basic-us'), message: 'First' }, { cookie });
    t.clock.advance(1000);
    await send({ email: demoEmail('basic-us'), message: 'Second' }, { cookie });
    await send({ email: demoEmail('basic-us'), message: 'Sent while signed out' });

    const thread = await t.request('GET', '/api/v1/support/messages', { cookie });
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m: { message: string }) => m.message)).toEqual([
      'First',
      'Second',
    ]);

    const other = await t.request('GET', '/api/v1/support/messages', {
      cookie: await signInAs(t, 'grace'),
    });
    expect(other.body.messages).toEqual([]);
  });

  it('asks for a session to read a thread', async () => {
    expect((await t.request('GET', '/api/v1/support/messages')).status).toBe(401);
  });

  it('refuses an empty message or a bad email with the field named, storing nothing', async () => {
    const res = await send({ email: 'not-an-email', message: '   ' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'message']);
    expect(await rows('not-an-email')).toEqual([]);
  });

  it('needs the tenant header', async () => {
    const missing = await t.request('POST', '/api/v1/support/messages', {
      body: { email: 'a@example.com', message: 'Hi' },
      tenant: null,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('tenant_required');
  });

  it('limits one email to 5 messages in 10 minutes, then lets it write again', async () => {
    t.clock.advance(60 * 60_000); // earlier tests' messages leave the window
    const body = { email: 'busy@example.com', message: 'Hello?' };
    for (let i = 0; i < 5; i += 1) expect((await send(body)).status).toBe(201);
    const refused = await send(body);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_messages');
    expect(Number(refused.headers.get('retry-after'))).toBe(600);
    expect(await rows('busy@example.com')).toHaveLength(5);

    t.clock.advance(10 * 60_000 + 1);
    expect((await send(body)).status).toBe(201);
  });

  it('limits one IP to 20 messages in 10 minutes, whatever the email', async () => {
    t.clock.advance(60 * 60_000);
    for (let i = 0; i < 20; i += 1) {
      expect((await send({ email: `sender${i}@example.com`, message: 'Hi' })).status).toBe(201);
    }
    expect((await send({ email: 'sender20@example.com', message: 'Hi' })).status).toBe(429);
  });
});
