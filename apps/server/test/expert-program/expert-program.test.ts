import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseUser } from '../../src/modules/account/anonymise.repository';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

const PILOT = 'basic-de@demo.halyard.test';
const form = {
  display_name: 'Alex',
  areas: ['streaming', 'routers'],
  experience: 'I set up VPNs on routers for my whole street.',
  hours_per_month: 6,
  accept_terms: true,
};

describe(`decision 0064: the Expert Program behind its flag (${testDatabaseKind})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ EXPERT_PROGRAM: PILOT });
  });
  afterAll(() => t.close());

  it('tells each user whether the flag is on for them', async () => {
    const pilot = await t.request('GET', '/api/v1/features', {
      cookie: await signInAs(t, 'basic-de'),
    });
    expect(pilot.body).toEqual({ expert_program: true });
    const other = await t.request('GET', '/api/v1/features', {
      cookie: await signInAs(t, 'basic-us'),
    });
    expect(other.body).toEqual({ expert_program: false });
  });

  it('stores one sign-up per user and shows it back', async () => {
    const cookie = await signInAs(t, 'basic-de');
    expect((await t.request('GET', '/api/v1/expert-program', { cookie })).body).toEqual({
      application: null,
    });
    const res = await t.request('POST', '/api/v1/expert-program', { cookie, body: form });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      display_name: 'Alex',
      areas: ['streaming', 'routers'],
      hours_per_month: 6,
      status: 'received',
      created_at: t.clock.now().toISOString(),
    });
    const again = await t.request('POST', '/api/v1/expert-program', { cookie, body: form });
    expect(again.status).toBe(409);
    const read = await t.request('GET', '/api/v1/expert-program', { cookie });
    expect(read.body.application.id).toBe(res.body.id);
  });

  it('does not exist (404) for a user outside the flag', async () => {
    const cookie = await signInAs(t, 'basic-us');
    expect((await t.request('GET', '/api/v1/expert-program', { cookie })).status).toBe(404);
    expect((await t.request('POST', '/api/v1/expert-program', { cookie, body: form })).status).toBe(
      404,
    );
  });

  it.each([
    ['no area', { areas: [] }],
    ['an unknown area', { areas: ['knitting'] }],
    ['a repeated area', { areas: ['gaming', 'gaming'] }],
    ['too short an experience', { experience: 'VPN fan' }],
    ['zero hours', { hours_per_month: 0 }],
    ['terms not accepted', { accept_terms: false }],
  ])('rejects %s (400)', async (_case, change) => {
    const cookie = await signInAs(t, 'basic-de');
    const res = await t.request('POST', '/api/v1/expert-program', {
      cookie,
      body: { ...form, ...change },
    });
    expect(res.status).toBe(400);
  });

  it('deleting the account erases the sign-up', async () => {
    const db = t.server.database.db;
    const user = await db
      .selectFrom('users')
      .select(['id', 'tenant_id', 'email'])
      .where('email', '=', PILOT)
      .executeTakeFirstOrThrow();
    const rows = () =>
      db.selectFrom('expert_applications').select('id').where('user_id', '=', user.id).execute();
    expect(await rows()).toHaveLength(1);
    await db
      .transaction()
      .execute((trx) => anonymiseUser(trx, user.tenant_id, user.id, user.email, t.clock.now()));
    expect(await rows()).toHaveLength(0);
  });
});

describe(`decision 0064: with the flag off (the default) (${testDatabaseKind})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('is off for everyone and the program’s calls answer 404', async () => {
    const cookie = await signInAs(t, 'basic-de');
    expect((await t.request('GET', '/api/v1/features', { cookie })).body).toEqual({
      expert_program: false,
    });
    expect((await t.request('GET', '/api/v1/expert-program', { cookie })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/features')).status).toBe(401);
  });
});
