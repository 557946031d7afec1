import { extensionStart, periodEnd } from '../catalogue/period-end';
import { months } from '../catalogue/periods';
import type { Tier } from '../catalogue/tiers';
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
  | { readonly kind: 'extend'; readonly subscriptionId: string; readonly until: Date }
  | { readonly kind: 'create'; readonly until: Date };

/**
 * Redeeming a card (decision 0024): it extends the buyer's running subscription of the card's
 * tier that we bill (not in-app, not a free trial) by the card's months, from the end of what is
 * already paid; otherwise it starts a new subscription of that tier today.
 */
export function planGiftCardRedemption(
  card: { readonly tier: Tier; readonly months: number },
  subscriptions: readonly SubscriptionFacts[],
  now: Date,
): GiftCardRedemption {
  const target = subscriptions.find(
    (sub) =>
      sub.tier === card.tier &&
      isEligibleSubscription(sub, now) &&
      !isInApp(sub) &&
      !isFreeTrialType(sub.type),
  );
  const period = months(card.months);
  if (!target) return { kind: 'create', until: periodEnd(now, period) };
  const from = extensionStart(target.next_payment_date, now);
  return { kind: 'extend', subscriptionId: target.subscription_id, until: periodEnd(from, period) };
}
