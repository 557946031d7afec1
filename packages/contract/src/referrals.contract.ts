import { z } from 'zod';
import { Email } from './account.contract';
import { Period } from './catalog.contract';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** spec §7 GET /api/v1/referral-bonus: what a referred buyer gets (decision 0023). */
export const ReferralBonus = z
  .object({
    referrerId: z.string(),
    referralCampaignId: z.string(),
    offerId: z.string(),
    freeMonths: z.number().int(),
    freePeriod: Period,
  })
  .meta({ id: 'ReferralBonus' });
export type ReferralBonus = z.infer<typeof ReferralBonus>;

export const getReferralBonus = defineRoute({
  method: 'GET',
  path: '/api/v1/referral-bonus',
  summary: "The referred buyer's bonus for a referrer's code and campaign",
  tags: ['referrals'],
  auth: false,
  querystring: z.object({
    referrerId: z.string().min(1).max(64),
    referralCampaignId: z.string().max(64).optional(),
  }),
  response: { 200: ReferralBonus, ...errors(400, 404) },
});

/** A friend who came through the user's link (decision 0067): masked email, state and reward. */
export const ReferredFriend = z
  .object({
    id: z.string(),
    /** Masked, e.g. `j•••@example.com`: the friend's address is theirs, not the referrer's. */
    email: z.string(),
    joined_at: Instant,
    reward_months: z.number().int(),
    /**
     * `held` through the friend's 30-day money-back guarantee, then `earned` (waiting for the next
     * renewal), `applied` once a renewal was paid by it (decision 0068).
     */
    reward_status: z.enum(['held', 'earned', 'applied']),
    reward_usable_at: Instant,
    reward_applied_at: Instant.nullable(),
  })
  .meta({ id: 'ReferredFriend' });
export type ReferredFriend = z.infer<typeof ReferredFriend>;

export const ReferralInvite = z
  .object({ id: z.string(), email: z.string(), sent_at: Instant })
  .meta({ id: 'ReferralInvite' });
export type ReferralInvite = z.infer<typeof ReferralInvite>;

/** spec §2 Referrals (/referrals): the user's link, invitations, friends and rewards. */
export const ReferralsOverview = z
  .object({
    referrerId: z.string(),
    referralCampaignId: z.string(),
    /** Path of the referral link (`/order?referrerId=…&referralCampaignId=…`). */
    link_path: z.string(),
    /** What a friend gets (free months on the referral offer). */
    friend_free_months: z.number().int(),
    friends: z.array(ReferredFriend),
    invites: z.array(ReferralInvite),
    rewards: z.object({
      earned_months: z.number().int(),
      applied_months: z.number().int(),
      pending_months: z.number().int(),
    }),
    invites_left_today: z.number().int(),
  })
  .meta({ id: 'ReferralsOverview' });
export type ReferralsOverview = z.infer<typeof ReferralsOverview>;

export const ReferralInviteBody = z.object({ email: Email }).meta({ id: 'ReferralInviteBody' });
export type ReferralInviteBody = z.infer<typeof ReferralInviteBody>;

export const getReferrals = defineRoute({
  method: 'GET',
  path: '/api/v1/referrals',
  summary: "The user's referral link, invitations, referred friends and rewards",
  tags: ['referrals'],
  auth: true,
  response: { 200: ReferralsOverview, ...errors(400, 401, 403) },
});

export const sendReferralInvite = defineRoute({
  method: 'POST',
  path: '/api/v1/referrals/invites',
  summary: 'Emails the referral link to a friend (rate limited)',
  tags: ['referrals'],
  auth: true,
  body: ReferralInviteBody,
  response: { 201: ReferralInvite, ...errors(400, 401, 403, 409, 429) },
});
