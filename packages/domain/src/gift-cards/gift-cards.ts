import { extensionStart, periodEnd } from '../catalogue/period-end';
import { months } from '../catalogue/periods';
import { TIER_RANK, type Tier } from '../catalogue/tiers';
import type { SubscriptionFacts } from '../checkout/purchase-rules';
import { isEligibleSubscription } from '../navigation/navigation-type';
import { isPast, type Instant } from '../shared/time';
import { isFreeTrialType, isInApp } from '../subscriptions/conditions';

/** spec §2 gift-card redemption: what a code check tells the buyer (decision 0024). */
export const GIFT_CARD_STATUSES = ['valid', 'used', 'expired'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** Why a code cannot be redeemed, with the message the buyer reads. */
export type GiftCardRefusal = 'unknown' | Exclude<GiftCardStatus, 'valid'>;
export const GIFT_CARD_REFUSAL_MESSAGES: Record<GiftCardRefusal, string> = {
  unknown: 'This gift card code does not exist. Check the code and try again.',
  used: 'This gift card has already been redeemed.',
  expired: 'This gift card has expired.',
};

/** Codes are compared in upper case without spaces ("halyard-gift 12m" is "HALYARD-GIFT12M"). */
export function normaliseGiftCardCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** A plausible code: letters and digits in groups joined by hyphens, 4 to 40 characters. */
export function isGiftCardCodeFormat(code: string): boolean {
  return code.length >= 4 && code.length <= 40 && /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(code);
}

/** A card is used once redeemed, expired once its date is past (strictly), else valid. */
export function giftCardStatus(
  card: { readonly redeemedAt: Instant; readonly expiresAt: Instant },
  now: Date,
): GiftCardStatus {
  if (card.redeemedAt) return 'used';
  return isPast(card.expiresAt, now) ? 'expired' : 'valid';
}

export type GiftCardRedemption =
  | {
      readonly kind: 'extend' | 'upgrade';
      readonly subscriptionId: string;
      /** The running subscription's tier before the card. */
      readonly fromTier: Tier;
      readonly until: Date;
    }
  | { readonly kind: 'create'; readonly until: Date };

/**
 * Redeeming a card (decision 0024, amended by 0164 for issue 24 item 5): a customer never ends up
 * with a second subscription by redeeming. The card goes onto the running subscription we bill
 * (not in-app, not a free trial) — one of its tier first — adding its months from the end of what
 * is already paid: a card of a higher tier also upgrades that subscription to its tier (the time
 * already paid included), a card of the same or a lower tier extends it as it is. Only without
 * such a subscription does it start a new one of its tier today.
 */
export function planGiftCardRedemption(
  card: { readonly tier: Tier; readonly months: number },
  subscriptions: readonly SubscriptionFacts[],
  now: Date,
): GiftCardRedemption {
  const candidates = subscriptions.filter(
    (sub) => isEligibleSubscription(sub, now) && !isInApp(sub) && !isFreeTrialType(sub.type),
  );
  const target = candidates.find((sub) => sub.tier === card.tier) ?? candidates[0];
  const period = months(card.months);
  if (!target) return { kind: 'create', until: periodEnd(now, period) };
  const until = periodEnd(extensionStart(target.next_payment_date, now), period);
  const subscriptionId = target.subscription_id;
  const fromTier = target.tier as Tier;
  if (TIER_RANK[card.tier] > (TIER_RANK[fromTier] ?? 0))
    return { kind: 'upgrade', subscriptionId, fromTier, until };
  return { kind: 'extend', subscriptionId, fromTier, until };
}
