import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../account/unique-violation';
import { liveUser } from '../mail/recipients.repository';
import { newReferralCode } from './referrals.repository';

export interface Referrer {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  readonly language: string | null;
  readonly brand: string;
  readonly referralCode: string;
}

export interface FriendRow {
  readonly id: string;
  readonly email: string | null;
  readonly joinedAt: string;
  readonly rewardMonths: number;
  readonly rewardAppliedAt: string | null;
}

export interface InviteRow {
  readonly id: string;
  readonly email: string;
  readonly sentAt: string;
}

/** The referrals page's data (decision 0067): every query by tenant and referring user. */
export function createReferralPortalRepository(db: Db) {
  async function loadReferrer(tenantId: string, userId: string) {
    return liveUser(db, tenantId, userId)
      .select(['u.id', 'u.tenant_id', 'u.email', 'u.locale', 'u.referral_code', 't.brand_name'])
      .executeTakeFirst();
  }

  return {
    /** The user as a referrer; a user who never had a code gets one now (decision 0023). */
    async referrer(tenantId: string, userId: string): Promise<Referrer | null> {
      let row = await loadReferrer(tenantId, userId);
      for (let attempt = 0; row && !row.referral_code && attempt < 5; attempt++) {
        try {
          await db
            .updateTable('users')
            .set({ referral_code: newReferralCode() })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', userId)
            .where('referral_code', 'is', null)
            .execute();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error; // another user has that code: draw again
        }
        row = await loadReferrer(tenantId, userId);
      }
      if (!row?.referral_code) return null;
      return {
        id: row.id,
        tenantId: row.tenant_id,
        email: row.email,
        language: row.locale,
        brand: row.brand_name,
        referralCode: row.referral_code,
      };
    },

    /** Friends who bought through the user's link, newest first. */
    async friends(tenantId: string, userId: string): Promise<FriendRow[]> {
      const rows = await db
        .selectFrom('referrals')
        .select(['id', 'referred_email', 'created_at', 'reward_months', 'reward_applied_at'])
        .where('tenant_id', '=', tenantId)
        .where('referrer_user_id', '=', userId)
        .where('status', 'in', ['purchased', 'rewarded'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.referred_email,
        joinedAt: r.created_at,
        rewardMonths: r.reward_months,
        rewardAppliedAt: r.reward_applied_at,
      }));
    },

    async invites(tenantId: string, userId: string, limit: number): Promise<InviteRow[]> {
      const rows = await db
        .selectFrom('referral_invites')
        .select(['id', 'email', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, email: r.email, sentAt: r.created_at }));
    },

    /** The send times of the user's invitations since `since`, oldest first. */
    async sentSince(tenantId: string, userId: string, since: Date): Promise<Date[]> {
      const rows = await db
        .selectFrom('referral_invites')
        .select('created_at')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('created_at', '>', since.toISOString())
        .orderBy('created_at', 'asc')
        .execute();
      return rows.map((r) => new Date(r.created_at));
    },

    async invitedSince(tenantId: string, userId: string, email: string, since: Date) {
      const row = await db
        .selectFrom('referral_invites')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('email', '=', email)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },

    async addInvite(
      trx: Executor,
      i: { tenantId: string; userId: string; email: string; now: Date },
    ): Promise<InviteRow> {
      const row = {
        id: randomUUID(),
        tenant_id: i.tenantId,
        user_id: i.userId,
        email: i.email,
        created_at: i.now.toISOString(),
      };
      await trx.insertInto('referral_invites').values(row).execute();
      return { id: row.id, email: row.email, sentAt: row.created_at };
    },
  };
}

export type ReferralPortalRepository = ReturnType<typeof createReferralPortalRepository>;
