import { MONEY_BACK_GUARANTEE_DAYS } from '../catalogue/guarantee';
import { MS_PER_DAY } from '../shared/time';
import { DEFAULT_REFERRAL_CAMPAIGN } from './referrals';

/** The storefront's plan page, where a referred visitor lands. */
export const REFERRAL_LANDING = '/order';

/**
 * The referral link (decision 0067): the order page with the two parameters the checkout's
 * referral bonus reads (spec §7 GET /api/v1/referral-bonus: referrerId, referralCampaignId).
 */
export function referralLinkPath(
  referrerId: string,
  campaignId: string = DEFAULT_REFERRAL_CAMPAIGN,
): string {
  const referrer = encodeURIComponent(referrerId);
  return `${REFERRAL_LANDING}?referrerId=${referrer}&referralCampaignId=${encodeURIComponent(campaignId)}`;
}

/** Invitations a user may send (decision 0067): per rolling day, and once per address a week. */
export const REFERRAL_INVITE_LIMITS = {
  perDay: 10,
  windowMs: 86_400_000,
  sameAddressMs: 7 * 86_400_000,
} as const;

/**
 * A referred friend's address as the referrer sees it: first letter and domain
 * (`j•••@example.com`); the full address belongs to the friend (decision 0067).
 */
export function maskEmail(email: string | null): string {
  if (!email) return '•••';
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/**
 * Earned, applied and pending free months (decision 0068): every purchase through the link earns
 * its reward; a reward is applied when a renewal was paid with it.
 */
export function referralRewardTotals(
  rewards: readonly { readonly months: number; readonly applied: boolean }[],
): { earned: number; applied: number; pending: number } {
  let earned = 0;
  let applied = 0;
  for (const reward of rewards) {
    earned += reward.months;
    if (reward.applied) applied += reward.months;
  }
  return { earned, applied, pending: earned - applied };
}

/**
 * Decision 0068: a friend's purchase earns the reward once the friend can no longer take the
 * money back (spec §9 30-day guarantee): the reward is usable from the first instant after it.
 */
export function referralRewardUsableFrom(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + MONEY_BACK_GUARANTEE_DAYS * MS_PER_DAY + 1);
}

/** Where a friend's reward stands at `now` (decision 0068). */
export function referralRewardStatus(
  purchasedAt: Date,
  appliedAt: Date | null,
  now: Date,
): 'held' | 'earned' | 'applied' {
  if (appliedAt) return 'applied';
  return now.getTime() >= referralRewardUsableFrom(purchasedAt).getTime() ? 'earned' : 'held';
}
