import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const overview = (cookie?: string) => t.request('GET', '/api/v1/referrals', { cookie });
const invite = (email: unknown, cookie?: string) =>
  t.request('POST', '/api/v1/referrals/invites', { body: { email }, cookie });
const outbox = (to: string) =>
  t.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

describe(`referrals page (${testDatabaseKind})`, () => {
  it('gives the link with the referrerId and referralCampaignId the referral bonus reads', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const res = await overview(cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      referrerId: 'PREMIUMUS',
      referralCampaignId: 'friends',
      link_path: '/order?referrerId=PREMIUMUS&referralCampaignId=friends',
    });
    const query = new URL(res.body.link_path, 'http://x').searchParams;
    const bonus = await t.request(
      'GET',
      `/api/v1/referral-bonus?referrerId=${query.get('referrerId')}&referralCampaignId=${query.get('referralCampaignId')}`,
    );
    expect(bonus.status).toBe(200);
    expect(bonus.body.freeMonths).toBe(res.body.friend_free_months);
  });

  it('lists the referred friend masked, with the earned reward, and the seeded invitation', async () => {
    const res = await overview(await signInAs(t, 'premium-us'));
    expect(res.body.friends).toEqual([
      expect.objectContaining({
        email: 'r•••@demo.halyard.test',
        reward_months: 1,
        // Decision 0068: held through the friend's 30-day money-back guarantee.
        reward_status: 'held',
        reward_usable_at: new Date(t.clock.now().getTime() + 30 * 86_400_000 + 1).toISOString(),
        reward_applied_at: null,
      }),
    ]);
    expect(res.body.rewards).toEqual({ earned_months: 1, applied_months: 0, pending_months: 1 });
    expect(res.body.invites.map((i: { email: string }) => i.email)).toContain('friend@example.com');
  });

  it('spec §6: only paying, eligible, not in-app users have referrals (403 otherwise)', async () => {
    for (const key of ['trial-multi', 'appstore', 'expired']) {
      const res = await overview(await signInAs(t, key));
      expect(res.status, key).toBe(403);
    }
    expect((await invite('x@example.com', await signInAs(t, 'appstore'))).status).toBe(403);
    expect((await overview()).status).toBe(401);
  });

  it('assigns a referral code to a user who never had one', async () => {
    const cookie = await signInAs(t, 'basic-de');
    await t.server.database.db
      .updateTable('users')
      .set({ referral_code: null })
      .where('email', '=', demoEmail('basic-de'))
      .execute();
    const res = await overview(cookie);
    expect(res.status).toBe(200);
    expect(res.body.referrerId).toMatch(/^[A-Z2-9]{8}$/);
    expect((await overview(cookie)).body.referrerId).toBe(res.body.referrerId);
  });
});

describe('invite by email (decision 0067)', () => {
  it('sends the link in a referral_invite email in the transaction of the invitation', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await invite(' Pal@Example.com ', cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'pal@example.com',
      sent_at: t.clock.now().toISOString(),
    });
    const [mail] = await outbox('pal@example.com');
    expect(mail).toMatchObject({ kind: 'referral_invite' });
    expect(mail?.text_body).toContain('/order?referrerId=BASICUS&referralCampaignId=friends');
    expect(mail?.text_body).toContain(demoEmail('basic-us'));
    const after = await overview(cookie);
    expect(after.body.invites[0]).toMatchObject({ email: 'pal@example.com' });
    expect(after.body.invites_left_today).toBe(9);
  });

  it('refuses a bad address (400), oneself (400) and the same address within a week (409)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const bad = await invite('not-an-email', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('email');
    expect((await invite(undefined, cookie)).status).toBe(400);
    const self = await invite(demoEmail('basic-us'), cookie);
    expect(self.status).toBe(400);
    expect(self.body.error.code).toBe('own_address');
    const twice = await invite('pal@example.com', cookie);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_invited');
  });

  it('allows 10 invitations a rolling day, then 429 with retry-after, and again a day later', async () => {
    const cookie = await signInAs(t, 'premium-gb');
    for (let i = 0; i < 10; i++) {
      expect((await invite(`friend${i}@example.com`, cookie)).status).toBe(201);
      t.clock.advance(1000);
    }
    const limited = await invite('friend10@example.com', cookie);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('too_many_invites');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await outbox('friend10@example.com')).length).toBe(0);
    t.clock.advance(86_400_000);
    expect((await invite('friend10@example.com', cookie)).status).toBe(201);
  });
});
