import { MS_PER_DAY, timeOf, type Instant } from '../shared/time';

/** spec §9 "Money-back guarantee: 30 days." */
export const MONEY_BACK_GUARANTEE_DAYS = 30;

/**
 * spec §9: a refund requested at `now` is inside the guarantee when at most 30 days
 * (30 × 86 400 000 ms) have passed since the purchase; the last millisecond still counts.
 * Without a purchase date nothing can be proven, so it is outside.
 */
export function isWithinMoneyBackGuarantee(purchaseDate: Instant, now: Date): boolean {
  const purchased = timeOf(purchaseDate);
  if (purchased === null) return false;
  return now.getTime() - purchased <= MONEY_BACK_GUARANTEE_DAYS * MS_PER_DAY;
}

/**
 * spec §9: the last instant a refund is inside the guarantee, as ISO-8601 text; null without a
 * date.
 */
export function moneyBackGuaranteeEnds(purchaseDate: Instant): string | null {
  const purchased = timeOf(purchaseDate);
  if (purchased === null) return null;
  return new Date(purchased + MONEY_BACK_GUARANTEE_DAYS * MS_PER_DAY).toISOString();
}
