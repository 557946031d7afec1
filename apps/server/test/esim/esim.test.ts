import { describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const list = (cookie?: string) => t.request('GET', '/api/v2/esims', { ...(cookie && { cookie }) });

describe(`spec §2 eSIM (${testDatabaseKind})`, () => {
  it('lists the holiday eSIMs, latest expiry first: the current one with its activation code', async () => {
    const res = await list(await signInAs(t, 'esim'));
    expect(res.status).toBe(200);
    const [current, earlier] = res.body.esims;
    expect(current).toMatchObject({ data_gb: 5, validity_days: 30, status: 'active' });
    expect(current.activation_code).toMatch(/^LPA:1\$/);
    expect(new Date(current.expires).getTime()).toBe(t.clock.now().getTime() + 45 * 86_400_000);
    // spec §4 an add-on whose date is past is expired; its code is no longer handed out.
    expect(earlier).toMatchObject({ data_gb: 3, validity_days: 15, status: 'expired' });
    expect(earlier.activation_code).toBeNull();
  });

  it('spec §6: once the current eSIM expires the page is gone, and so is its call (403)', async () => {
    t.clock.advance(46 * 86_400_000);
    const res = await list(await signInAs(t, 'esim'));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_entitled');
    t.clock.advance(-46 * 86_400_000);
  });

  it('a user without a holiday eSIM is refused (403); each user sees only their own', async () => {
    expect((await list(await signInAs(t, 'basic-us'))).status).toBe(403);
    const db = t.server.database.db;
    const sub = await db
      .selectFrom('subscriptions')
      .select(['id', 'tenant_id'])
      .where('subscription_id', '=', 'sub_premium_us_1')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('holiday_esims')
      .values({
        id: 'esim-premium-us',
        tenant_id: sub.tenant_id,
        subscription_id: sub.id,
        data_gb: 10,
        validity_days: 7,
        activation_code: 'LPA:1$esim.halyard.test$PREMIUMUS',
        expires: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const mine = await list(await signInAs(t, 'premium-us'));
    expect(mine.body.esims.map((e: { id: string }) => e.id)).toEqual(['esim-premium-us']);
    const theirs = await list(await signInAs(t, 'esim'));
    expect(theirs.body.esims.map((e: { id: string }) => e.id)).not.toContain('esim-premium-us');
  });

  it('asks for a session (401)', async () => {
    expect((await list()).status).toBe(401);
  });
});
