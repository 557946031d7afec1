import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { chargesOf, subscriptionRow } from '../billing/helpers';
import { useTestServer } from '../use-test-server';

// A server of its own: these renewals must start from the seeded dates.
const t = useTestServer();

const db = () => t.server.database.db;

describe('decision 0068: a reward waits for the friend’s guarantee and dies with a refund', () => {
  const userIdOf = async (key: string) =>
    (
      await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoEmail(key))
        .executeTakeFirstOrThrow()
    ).id;
  const credit = async (referrer: string, friend: string, at: Date) => {
    const id = randomUUID();
    await db()
      .insertInto('referrals')
      .values({
        id,
        tenant_id: 'halyard',
        referrer_user_id: await userIdOf(referrer),
        referral_campaign_id: 'friends',
        referred_user_id: await userIdOf(friend),
        referred_email: demoEmail(friend),
        status: 'purchased',
        reward_months: 1,
        created_at: at.toISOString(),
      })
      .execute();
    return id;
  };
  const rewardOf = (id: string) =>
    db().selectFrom('referrals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('basic-de (monthly): a friend who bought 10 days before the renewal does not pay it yet', async () => {
    const sub = await subscriptionRow(t, 'basic-de');
    const due = new Date(sub.next_payment_date as string);
    const reward = await credit('basic-de', 'basic-us', new Date(due.getTime() - 10 * 86_400_000));
    const charges = (await chargesOf(t, sub.id)).length;
    t.clock.set(due);
    const summary = await t.server.app.billingEngine.runDue(t.clock.now());
    expect(summary.rewarded).toBe(0);
    expect(await chargesOf(t, sub.id)).toHaveLength(charges + 1);
    expect((await rewardOf(reward)).reward_applied_at).toBeNull();

    // The next month's renewal is past the 30 days: the reward pays it.
    const next = await subscriptionRow(t, 'basic-de');
    t.clock.set(new Date(next.next_payment_date as string));
    const later = await t.server.app.billingEngine.runDue(t.clock.now());
    expect(later.rewarded).toBe(1);
    expect(await rewardOf(reward)).toMatchObject({ reward_subscription_id: sub.id });
    expect(await chargesOf(t, sub.id)).toHaveLength(charges + 1);
  });

  it('a friend whose purchase was refunded (revoked) earns nothing', async () => {
    const sub = await subscriptionRow(t, 'basic-de');
    const reward = await credit('basic-de', 'cancelled', new Date(0));
    await db()
      .updateTable('subscriptions')
      .set({ state: 'revoked' })
      .where('user_id', '=', await userIdOf('cancelled'))
      .execute();
    const charges = (await chargesOf(t, sub.id)).length;
    t.clock.set(new Date(sub.next_payment_date as string));
    const summary = await t.server.app.billingEngine.runDue(t.clock.now());
    expect(summary.rewarded).toBe(0);
    expect(await chargesOf(t, sub.id)).toHaveLength(charges + 1);
    expect((await rewardOf(reward)).reward_applied_at).toBeNull();
  });
});
