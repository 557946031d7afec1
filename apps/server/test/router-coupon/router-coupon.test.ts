import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock';
import { createRouterCouponRepository } from '../../src/modules/router-coupon/router-coupon.repository';
import { createRouterCouponService } from '../../src/modules/router-coupon/router-coupon.service';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

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

  it('spec §6 "router coupon, when unexpired": an expired coupon is hidden, its calls 403', async () => {
    const cookie = await signInAs(t, 'esim');
    const krn = await krnOf(cookie);
    const { expires } = (await t.request('GET', path(krn), { cookie })).body;
    const before = t.clock.now();
    t.clock.set(new Date(new Date(expires).getTime() + 1000));
    const later = await signInAs(t, 'esim');
    const res = await t.request('GET', path(krn), { cookie: later });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_entitled');
    expect((await t.request('POST', path(krn, true), { cookie: later })).status).toBe(403);
    t.clock.set(before);
  });

  it('the service refuses to claim a coupon past its date (409 if it expires under the page)', async () => {
    const db = t.server.database.db;
    const clock = new ManualClock(new Date('2030-01-01T00:00:00.000Z'));
    const service = createRouterCouponService({ repo: createRouterCouponRepository(db), clock });
    const user = await db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('email', '=', 'premium-us@demo.halyard.test')
      .executeTakeFirstOrThrow();
    const sub = await db
      .selectFrom('subscriptions')
      .select(['id', 'krn'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('aircove_coupons')
      .values({
        id: 'coupon-expired',
        tenant_id: user.tenant_id,
        subscription_id: sub.id,
        code: 'ROUTER-OLD',
        expires: '2029-12-31T00:00:00.000Z',
        created_at: '2029-01-01T00:00:00.000Z',
        claimed_at: null,
      })
      .execute();
    expect(await service.claim(user.tenant_id, user.id, sub.krn)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const shown = await service.get(user.tenant_id, user.id, sub.krn);
    expect(shown.ok && shown.value.status).toBe('expired');
  });

  it('asks for a session (401) and refuses an over-long krn before routing (414)', async () => {
    expect((await t.request('GET', path('krn:x'))).status).toBe(401);
    const cookie = await signInAs(t, 'esim');
    expect((await t.request('GET', path('k'.repeat(201)), { cookie })).status).toBe(414);
  });
});
