import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@halyard/domain';
import { demoEmail } from '../../src/seed/demo-accounts';
import { signInAs } from '../sign-in';
import { chargesOf, subscriptionRow } from '../billing/helpers';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const db = () => t.server.database.db;
const invoicesOf = (subscriptionId: string) =>
  db()
    .selectFrom('invoices')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('issued_at', 'asc')
    .execute();

describe(`decision 0068: an earned free month pays the next renewal (${testDatabaseKind})`, () => {
  it('premium-us: the renewal is not charged, the period moves on one month, a zero invoice records it', async () => {
    const sub = await subscriptionRow(t, 'premium-us');
    const due = sub.next_payment_date as string;
    const chargesBefore = (await chargesOf(t, sub.id)).length;

    t.clock.set(new Date(due));
    const summary = await t.server.app.billingEngine.runDue(t.clock.now());
    expect(summary.rewarded).toBe(1);

    const after = await subscriptionRow(t, 'premium-us');
    const next = addCalendarMonths(new Date(due), 1).toISOString();
    expect(after.next_payment_date).toBe(next);
    expect(after.billing_anchor).toBe(next);
    expect(await chargesOf(t, sub.id)).toHaveLength(chargesBefore);

    const invoices = await invoicesOf(sub.id);
    const reward = invoices.at(-1);
    expect(reward).toMatchObject({ total: 0, kind: 'invoice', payment_summary: null });
    expect(reward?.lines).toContain('Referral reward: 1 free month');

    const referral = await db()
      .selectFrom('referrals')
      .selectAll()
      .where('referrer_user_id', '=', sub.user_id)
      .executeTakeFirstOrThrow();
    expect(referral).toMatchObject({
      status: 'rewarded',
      reward_applied_at: t.clock.now().toISOString(),
      reward_subscription_id: sub.id,
      reward_invoice_id: reward?.id,
    });
    const mails = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', demoEmail('premium-us'))
      .where('kind', '=', 'referral_reward_applied')
      .execute();
    expect(mails).toHaveLength(1);

    // The page shows it applied.
    const page = await t.request('GET', '/api/v1/referrals', {
      cookie: await signInAs(t, 'premium-us'),
    });
    expect(page.body.rewards).toEqual({ earned_months: 1, applied_months: 1, pending_months: 0 });
    expect(page.body.friends[0]).toMatchObject({ reward_status: 'applied' });
  });

  it('a reward pays one renewal only: the next one is charged as usual', async () => {
    const sub = await subscriptionRow(t, 'premium-us');
    const chargesBefore = (await chargesOf(t, sub.id)).length;
    t.clock.set(new Date(sub.next_payment_date as string));
    const summary = await t.server.app.billingEngine.runDue(t.clock.now());
    expect(summary.rewarded).toBe(0);
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect(await chargesOf(t, sub.id)).toHaveLength(chargesBefore + 1);
    const again = await t.server.app.billingEngine.runDue(t.clock.now());
    expect(again.rewarded).toBe(0);
  });
});
