import { describe, expect, it } from 'vitest';
import { anonymiseUser } from '../../src/modules/account/anonymise.repository';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const get = (cookie: string) => t.request('GET', '/api/v2/dns-settings', { cookie });
const register = (cookie: string, body?: unknown, headers?: Record<string, string>) =>
  t.request('POST', '/api/v2/dns-settings/addresses', {
    cookie,
    ...(body !== undefined && { body }),
    ...(headers && { headers }),
  });

describe(`spec §2 DNS Settings (${testDatabaseKind})`, () => {
  it('shows the address the server sees and the addresses already registered', async () => {
    const res = await get(await signInAs(t, 'basic-us'));
    expect(res.status).toBe(200);
    expect(res.body.current_ip).toBe('127.0.0.1');
    expect(res.body.limit).toBe(5);
    expect(res.body.addresses).toMatchObject([{ ip: '203.0.113.24', label: 'Home' }]);
  });

  it('registers the address the request comes from (not one the client names), once', async () => {
    const cookie = await signInAs(t, 'grace');
    // A forwarded-for header is not trusted (trustProxy is off): the socket address counts.
    const added = await register(cookie, { label: 'Office' }, { 'x-forwarded-for': '8.8.8.8' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ip: '127.0.0.1', label: 'Office' });
    expect(added.body.created_at).toBe(t.clock.now().toISOString());

    const again = await register(cookie);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This address is already registered.');
    expect((await get(cookie)).body.addresses.map((a: { ip: string }) => a.ip)).toEqual([
      '127.0.0.1',
    ]);
  });

  it('removes one of the user’s addresses; another user’s address is a 404 and stays', async () => {
    const owner = await signInAs(t, 'basic-us');
    const [home] = (await get(owner)).body.addresses;
    const intruder = await signInAs(t, 'cancelled');
    const foreign = await t.request('DELETE', `/api/v2/dns-settings/addresses/${home.id}`, {
      cookie: intruder,
    });
    expect(foreign.status).toBe(404);
    expect((await get(owner)).body.addresses).toHaveLength(1);

    const removed = await t.request('DELETE', `/api/v2/dns-settings/addresses/${home.id}`, {
      cookie: owner,
    });
    expect(removed.status).toBe(204);
    expect((await get(owner)).body.addresses).toEqual([]);
  });

  it('decision 0061: at most five addresses per account (422 at the sixth)', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const me = await t.server.database.db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('email', '=', 'premium-us@demo.halyard.test')
      .executeTakeFirstOrThrow();
    await t.server.database.db
      .insertInto('smart_dns_addresses')
      .values(
        [1, 2, 3, 4, 5].map((n) => ({
          id: `dns-test-${n}`,
          tenant_id: me.tenant_id,
          user_id: me.id,
          ip: `198.51.100.${n}`,
          label: null,
          created_at: t.clock.now().toISOString(),
        })),
      )
      .execute();
    const res = await register(cookie);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('limit_reached');
  });

  it('spec §6: hidden for a single-device free trial, so its calls are refused (403)', async () => {
    const cookie = await signInAs(t, 'trial-single');
    expect((await get(cookie)).status).toBe(403);
    expect((await register(cookie)).status).toBe(403);
  });

  it('rejects a label over 40 characters (400) and asks for a session (401)', async () => {
    const cookie = await signInAs(t, 'expiring');
    const res = await register(cookie, { label: 'x'.repeat(41) });
    expect(res.status).toBe(400);
    expect((await t.request('GET', '/api/v2/dns-settings')).status).toBe(401);
  });

  it('decision 0061: deleting the account erases its registered addresses', async () => {
    const db = t.server.database.db;
    const user = await db
      .selectFrom('users')
      .select(['id', 'tenant_id', 'email'])
      .where('email', '=', 'grace@demo.halyard.test')
      .executeTakeFirstOrThrow();
    const count = async () =>
      (
        await db
          .selectFrom('smart_dns_addresses')
          .select('id')
          .where('user_id', '=', user.id)
          .execute()
      ).length;
    expect(await count()).toBe(1);
    await db
      .transaction()
      .execute((trx) => anonymiseUser(trx, user.tenant_id, user.id, user.email, t.clock.now()));
    expect(await count()).toBe(0);
  });
});
