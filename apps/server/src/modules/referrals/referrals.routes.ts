import type { FastifyInstance } from 'fastify';
import { getReferralBonus } from '@halyard/contract';
import {
  isReferralCodeFormat,
  normaliseReferralCode,
  referralBonusFor,
  type OfferIds,
} from '@halyard/domain';
import { HttpError } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { ReferralsRepository } from './referrals.repository';

const unknownReferrer = () =>
  new HttpError(404, 'unknown_referrer', 'This referral link is not valid.');

/** spec §7 GET /api/v1/referral-bonus (decision 0023): the referred buyer's free months. */
export function registerReferralRoutes(
  app: FastifyInstance,
  deps: { referrals: ReferralsRepository; offerIds: OfferIds },
): void {
  registerRoute(app, getReferralBonus, async ({ tenant, query }) => {
    const code = normaliseReferralCode(query.referrerId);
    if (!isReferralCodeFormat(code)) throw unknownReferrer();
    const bonus = referralBonusFor(query.referralCampaignId);
    if (!bonus.ok)
      throw new HttpError(404, 'unknown_campaign', 'This referral campaign does not exist.');
    if (!(await deps.referrals.findReferrer(tenant.id, code))) throw unknownReferrer();
    return {
      referrerId: code,
      referralCampaignId: bonus.value.referralCampaignId,
      offerId: deps.offerIds.referral,
      freeMonths: bonus.value.freeMonths,
      freePeriod: bonus.value.freePeriod,
    };
  });
}
