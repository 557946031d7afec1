import { z } from 'zod';
import { Period } from './catalog.contract';
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
