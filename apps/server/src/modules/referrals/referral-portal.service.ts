import type { ReferralInvite, ReferralsOverview } from '@halyard/contract';
import {
  DEFAULT_REFERRAL_CAMPAIGN,
  maskEmail,
  REFERRAL_CAMPAIGN_FREE_MONTHS,
  REFERRAL_INVITE_LIMITS,
  referralLinkPath,
  referralRewardStatus,
  referralRewardTotals,
  referralRewardUsableFrom,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import type { NavAccess } from '../portal-access/nav-access';
import type { Mailer } from '../mail/mailer.service';
import type { ReferralPortalRepository } from './referral-portal.repository';

export interface Actor {
  readonly tenantId: string;
  readonly id: string;
}

const SHOWN_INVITES = 20;

export type InviteOutcome =
  | { readonly ok: true; readonly invite: ReferralInvite }
  | { readonly ok: false; readonly retryAfterMs: number };

/**
 * spec §2 Referrals (decision 0067): the link with the referrer id and campaign the checkout's
 * referral bonus reads, invitations by email (at most `perDay` a rolling day, one per address a
 * week, never to oneself), and the friends who bought with what they earned (decision 0068).
 */
export function createReferralPortalService(deps: {
  db: Db;
  repo: ReferralPortalRepository;
  access: NavAccess;
  mailer: Mailer;
  clock: Clock;
}) {
  const { repo, access, clock } = deps;
  const campaign = DEFAULT_REFERRAL_CAMPAIGN;

  async function referrerOf(actor: Actor) {
    await access.grant(actor, ['referrals']);
    const referrer = await repo.referrer(actor.tenantId, actor.id);
    if (!referrer) throw new HttpError(403, 'not_entitled', 'Referrals are not available.');
    return referrer;
  }

  async function invitesLeft(actor: Actor, now: Date): Promise<{ left: number; waitMs: number }> {
    const since = new Date(now.getTime() - REFERRAL_INVITE_LIMITS.windowMs);
    const sent = await repo.sentSince(actor.tenantId, actor.id, since);
    const left = Math.max(0, REFERRAL_INVITE_LIMITS.perDay - sent.length);
    const oldest = sent[sent.length - REFERRAL_INVITE_LIMITS.perDay];
    const waitMs =
      left === 0 && oldest ? oldest.getTime() + REFERRAL_INVITE_LIMITS.windowMs - now.getTime() : 0;
    return { left, waitMs };
  }

  return {
    async overview(actor: Actor): Promise<ReferralsOverview> {
      const referrer = await referrerOf(actor);
      const now = clock.now();
      const [friends, invites, quota] = await Promise.all([
        repo.friends(actor.tenantId, actor.id),
        repo.invites(actor.tenantId, actor.id, SHOWN_INVITES),
        invitesLeft(actor, now),
      ]);
      const totals = referralRewardTotals(
        friends.map((f) => ({ months: f.rewardMonths, applied: f.rewardAppliedAt !== null })),
      );
      return {
        referrerId: referrer.referralCode,
        referralCampaignId: campaign,
        link_path: referralLinkPath(referrer.referralCode, campaign),
        friend_free_months: REFERRAL_CAMPAIGN_FREE_MONTHS[campaign],
        friends: friends.map((f) => ({
          id: f.id,
          email: maskEmail(f.email),
          joined_at: f.joinedAt,
          reward_months: f.rewardMonths,
          reward_status: referralRewardStatus(
            new Date(f.joinedAt),
            f.rewardAppliedAt ? new Date(f.rewardAppliedAt) : null,
            now,
          ),
          reward_usable_at: referralRewardUsableFrom(new Date(f.joinedAt)).toISOString(),
          reward_applied_at: f.rewardAppliedAt,
        })),
        invites: invites.map((i) => ({ id: i.id, email: i.email, sent_at: i.sentAt })),
        rewards: {
          earned_months: totals.earned,
          applied_months: totals.applied,
          pending_months: totals.pending,
        },
        invites_left_today: quota.left,
      };
    },

    /** `origin` makes the emailed link absolute (PUBLIC_URL when configured). */
    async invite(actor: Actor, email: string, origin: string): Promise<InviteOutcome> {
      const referrer = await referrerOf(actor);
      const now = clock.now();
      if (email === referrer.email.toLowerCase())
        throw new HttpError(400, 'own_address', 'Invite a friend, not yourself.', {
          email: 'Enter a friend’s email address.',
        });
      const quota = await invitesLeft(actor, now);
      if (quota.left === 0) return { ok: false, retryAfterMs: quota.waitMs };
      const weekAgo = new Date(now.getTime() - REFERRAL_INVITE_LIMITS.sameAddressMs);
      if (await repo.invitedSince(actor.tenantId, actor.id, email, weekAgo))
        throw new HttpError(
          409,
          'already_invited',
          'You invited this address in the last 7 days.',
          { email: 'You invited this address in the last 7 days.' },
        );
      const invite = await deps.db.transaction().execute(async (trx) => {
        const row = await repo.addInvite(trx, {
          tenantId: actor.tenantId,
          userId: actor.id,
          email,
          now,
        });
        await deps.mailer.enqueue(
          trx,
          {
            tenantId: actor.tenantId,
            userId: null,
            email,
            brand: referrer.brand,
            language: referrer.language,
          },
          'referral_invite',
          {
            inviter: referrer.email,
            link: origin + referralLinkPath(referrer.referralCode, campaign),
            freeMonths: REFERRAL_CAMPAIGN_FREE_MONTHS[campaign],
          },
        );
        return row;
      });
      deps.mailer.kick();
      return { ok: true, invite: { id: invite.id, email: invite.email, sent_at: invite.sentAt } };
    },
  };
}
