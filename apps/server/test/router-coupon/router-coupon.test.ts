import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const path = (krn: string, claim = false) =>
  `/api/v2/subscriptions/${encodeURIComponent(krn)}/aircove-coupon${claim ? '/claim' : ''}`;

async function krnOf(cookie: string): Promise<string> {
  const subs = await t.request('GET', '/api/v2/subscriptions/', { cookie });
  return subs.body.subscriptions[0].krn;
}

describe(`spec §2 Router coupon (${testDatabaseKind})`, () => {
  it('shows the subscription’s coupon code and expiry, available until used', async () => {
    const cookie = await signInAs(t, 'esim');
    const krn = await krnOf(cookie);
    const res = await t.request('GET', path(krn), { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subscription_krn: krn,
      status: 'available',
      claimed_at: null,
    });
    expect(res.body.code).toMatch(/^ROUTER-/);
  });

  it('records the claim once: a second claim keeps the first date', async () => {
    const cookie = await signInAs(t, 'esim');
    const krn = await krnOf(cookie);
    const first = await t.request('POST', path(krn, true), { cookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'claimed',
      claimed_at: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    const second = await t.request('POST', path(krn, true), { cookie });
    expect(second.body.claimed_at).toBe(first.body.claimed_at);
    t.clock.advance(-60_000);
  });

  it('answers 404 for another user’s subscription and for one without a coupon', async () => {
    const owner = await signInAs(t, 'esim');
    const krn = await krnOf(owner);
    const intruder = await signInAs(t, 'basic-us');
    expect((await t.request('GET', path(krn), { cookie: intruder })).status).toBe(404);
    expect((await t.request('POST', path(krn, true), { cookie: intruder })).status).toBe(404);
    expect((await t.request('GET', path(await krnOf(intruder)), { cookie: intruder })).status).toBe(
      404,
    );
  });

  it('refuses to claim an expired coupon (409) and shows it as expired', async () => {
    // A fresh coupon on another subscription, already past its date.
    const cookie = await signInAs(t, 'premium-us');
    const krn = await krnOf(cookie);
    const db = t.server.database.db;
    const sub = await db
      .selectFrom('subscriptions')
      .select(['id', 'tenant_id'])
      .where('krn', '=', krn)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('aircove_coupons')
      .values({
        id: 'coupon-expired',
        tenant_id: sub.tenant_id,
        subscription_id: sub.id,
        code: 'ROUTER-OLD',
        expires: new Date(t.clock.now().getTime() - 86_400_000).toISOString(),
        created_at: t.clock.now().toISOString(),
        claimed_at: null,
      })
      .execute();
    expect((await t.request('GET', path(krn), { cookie })).body.status).toBe('expired');
    const res = await t.request('POST', path(krn, true), { cookie });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This router coupon has expired.');
  });

  it('asks for a session (401) and refuses an over-long krn before routing (414)', async () => {
    expect((await t.request('GET', path('krn:x'))).status).toBe(401);
    const cookie = await signInAs(t, 'esim');
    expect((await t.request('GET', path('k'.repeat(201)), { cookie })).status).toBe(414);
  });
});
