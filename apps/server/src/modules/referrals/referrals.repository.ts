import { randomBytes, randomUUID } from 'node:crypto';
import { normaliseReferralCode, referralCodeFromBytes } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

/** A fresh referral code (decision 0023): eight characters without look-alikes. */
export const newReferralCode = () => referralCodeFromBytes(randomBytes(8));

/** Referrers by their code, and the referral a purchase records (tenant scoped). */
export function createReferralsRepository(db: Db) {
  return {
    async findReferrer(tenantId: string, code: string): Promise<{ userId: string } | null> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('referral_code', '=', normaliseReferralCode(code))
        .where('anonymized_at', 'is', null)
        .executeTakeFirst();
      return row ? { userId: row.id } : null;
    },

    /** The referred buyer's purchase, credited to the referrer (decision 0023). */
    async recordPurchase(
      trx: Executor,
      r: {
        tenantId: string;
        referrerUserId: string;
        campaignId: string;
        referredUserId: string;
        referredEmail: string;
        rewardMonths: number;
      },
      now: Date,
    ): Promise<void> {
      await trx
        .insertInto('referrals')
        .values({
          id: randomUUID(),
          tenant_id: r.tenantId,
          referrer_user_id: r.referrerUserId,
          referral_campaign_id: r.campaignId,
          referred_user_id: r.referredUserId,
          referred_email: r.referredEmail,
          status: 'purchased',
          reward_months: r.rewardMonths,
          created_at: now.toISOString(),
        })
        .execute();
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;

/**
 * Unapplied rewards of these referrers earned before `heldSince` (the friend's money-back guarantee
 * has passed), leaving out friends whose purchase was refunded since; oldest first (decision 0068).
 */
export function usableRewards(db: Db, referrerUserIds: readonly string[], heldSince: Date) {
  return usableRewardsQuery(db, referrerUserIds, heldSince).execute();
}

/** The statement of `usableRewards` (its plan is tested: it runs for every batch of renewals). */
export function usableRewardsQuery(db: Db, referrerUserIds: readonly string[], heldSince: Date) {
  return db
    .selectFrom('referrals')
    .select(['id', 'tenant_id', 'referrer_user_id', 'reward_months'])
    .where('referrer_user_id', 'in', referrerUserIds)
    .where('status', '=', 'purchased')
    .where('reward_applied_at', 'is', null)
    .where('reward_months', '>', 0)
    .where('created_at', '<', heldSince.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscriptions')
            .select('subscriptions.id')
            .whereRef('subscriptions.tenant_id', '=', 'referrals.tenant_id')
            .whereRef('subscriptions.user_id', '=', 'referrals.referred_user_id')
            .where('subscriptions.state', '=', 'revoked'),
        ),
      ),
    )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
}

/** Marks a reward as paying one renewal; false when another run applied it first. */
export async function markRewardApplied(
  executor: Executor,
  reward: { readonly tenantId: string; readonly id: string },
  applied: { readonly subscriptionId: string; readonly invoiceId: string; readonly now: Date },
): Promise<boolean> {
  const marked = await executor
    .updateTable('referrals')
    .set({
      status: 'rewarded',
      reward_applied_at: applied.now.toISOString(),
      reward_subscription_id: applied.subscriptionId,
      reward_invoice_id: applied.invoiceId,
    })
    .where('tenant_id', '=', reward.tenantId)
    .where('id', '=', reward.id)
    .where('reward_applied_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}
