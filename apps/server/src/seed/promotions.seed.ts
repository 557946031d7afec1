import { PLAN_PRODUCT_IDS } from '@halyard/domain';
import type { NewPromotionCode } from '../modules/promotions/promotion-codes.repository';

const DAY = 86_400_000;

/**
 * Issue 22 item 4 (decision 0193): the promotion codes a fresh catalogue starts with, on the
 * regular offer (the README lists them). Dates are relative to the seed's clock.
 */
export function seededPromotionCodes(regularOfferId: string, now: Date): NewPromotionCode[] {
  return [
    // 25 % off the first payment of any plan, for a first subscription, once per customer.
    {
      code: 'WELCOME25',
      offerId: regularOfferId,
      percentOffBasisPoints: 2500,
      newCustomersOnly: true,
      perCustomerLimit: 1,
    },
    // 40 % off Premium only, for a year, 500 redemptions in all.
    {
      code: 'PREMIUM40',
      offerId: regularOfferId,
      percentOffBasisPoints: 4000,
      planProductIds: [PLAN_PRODUCT_IDS.TIER_PREMIUM],
      expiresAt: new Date(now.getTime() + 365 * DAY).toISOString(),
      maxRedemptions: 500,
    },
    // An ended campaign: refused as expired.
    {
      code: 'SPRING10',
      offerId: regularOfferId,
      percentOffBasisPoints: 1000,
      expiresAt: new Date(now.getTime() - DAY).toISOString(),
    },
  ];
}
