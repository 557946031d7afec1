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
