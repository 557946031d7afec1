import { entitlementsFor } from '../catalogue/addon-groups';
import { isTier } from '../catalogue/tiers';
import { isInAppPaymentMethod } from '../checkout/payment-methods';
import { isFuture, isPast, timeOf } from '../shared/time';
import type { Addon, Subscription, SubscriptionType } from './types';

/** spec §4 "Expired: next payment date in the past and state not active." */
export function isExpired(
  sub: Pick<Subscription, 'next_payment_date' | 'state'>,
  now: Date,
): boolean {
  return isPast(sub.next_payment_date, now) && sub.state !== 'active';
}

/** spec §4 "Grace period: state active and next payment date in the past." */
export function isInGracePeriod(sub: Subscription, now: Date): boolean {
  return sub.state === 'active' && isPast(sub.next_payment_date, now);
}

/**
 * spec §4 "Expiring: expires_soon set, autobilling off and next payment date still in the future."
 */
export function isExpiring(sub: Subscription, now: Date): boolean {
  return sub.expires_soon && !sub.auto_billing_enabled && isFuture(sub.next_payment_date, now);
}

/** spec §4 "In trial: state intrial. A chargebee trial additionally needs handled_by_chargebee" */
export function isInTrial(sub: Subscription): boolean {
  if (sub.state !== 'intrial') return false;
  return sub.type !== 'chargebee_free_trial' || sub.handled_by_chargebee;
}

/** spec §4 "Cancelled: state cancelled." */
export function isCancelled(sub: Subscription): boolean {
  return sub.state === 'cancelled';
}

/** spec §3 state revoked (a refund or a fraud decision ended it). */
export function isRevoked(sub: Pick<Subscription, 'state'>): boolean {
  return sub.state === 'revoked';
}

/**
 * spec §4 "Active-subscription autobill failed: autobilling on, a payment-failure flag set, and
 * state active." Either failure field counts as the flag (decision 0013): the boolean
 * auto_bill_payment_failed or a date in auto_bill_failed_on.
 */
export function hasActiveAutobillFailed(sub: Subscription): boolean {
  const failed = sub.auto_bill_payment_failed || sub.auto_bill_failed_on !== null;
  return sub.auto_billing_enabled && failed && sub.state === 'active';
}

/**
 * spec §4 "The list of active subscriptions keeps those that are active or whose next payment
 * date is not in the past." "Active" is the entity's `active` flag; a missing date is not "not
 * in the past", so it keeps nothing by itself (decision 0013).
 */
export function isActiveSubscription(
  sub: Pick<Subscription, 'active' | 'next_payment_date'>,
  now: Date,
): boolean {
  return sub.active || (sub.next_payment_date !== null && !isPast(sub.next_payment_date, now));
}

/** spec §4: the active-subscriptions list, in order. */
export function activeSubscriptions(subs: readonly Subscription[], now: Date): Subscription[] {
  return subs.filter((sub) => isActiveSubscription(sub, now));
}

/** spec §4 "An addon is expired when its date is in the past." No date: it does not expire. */
export function isAddonExpired(addon: Pick<Addon, 'expires_at'>, now: Date): boolean {
  return isPast(addon.expires_at, now);
}

/**
 * spec §9: the entitlement ids a subscription holds at `now` — its tier's, and the groups of its
 * add-ons that have not expired (spec §4), in id order. Worked out on every read and never stored
 * (decision 0250), so an add-on that lapses takes its entitlements with it. A tier the catalogue
 * does not know grants nothing of its own.
 */
export function heldEntitlementIds(
  tier: string,
  addons: readonly { readonly addon_type: string; readonly expires_at: string | null }[],
  now: Date,
): string[] {
  const current = addons.filter((addon) => !isAddonExpired(addon, now));
  const types = current.map((addon) => addon.addon_type);
  return entitlementsFor(isTier(tier) ? tier : null, types).sort();
}

/**
 * The instants (ms since the epoch) between which `heldEntitlementIds` answers as it does at
 * `now` for these add-ons: from just after the latest add-on date already past, up to just after
 * the next one to come (an add-on is expired from the millisecond after its date, `isPast`).
 * Outside it an add-on has lapsed, or (on a clock set back) not yet. Lets a reader keep what it
 * worked out until then.
 */
export function heldEntitlementsWindow(
  addons: readonly { readonly expires_at: string | null }[],
  now: Date,
): { readonly from: number; readonly until: number } {
  let from = -Infinity;
  let until = Infinity;
  for (const addon of addons) {
    const time = timeOf(addon.expires_at);
    if (time === null) continue;
    if (time < now.getTime()) from = Math.max(from, time + 1);
    else until = Math.min(until, time + 1);
  }
  return { from, until };
}

/** The three free-trial types of spec §3. */
export function isFreeTrialType(type: SubscriptionType): boolean {
  return type !== 'standard';
}

/** An in-app purchase: the App Store or the Play Store bills it (spec §4 navigation type). */
export function isInApp(sub: Pick<Subscription, 'next_payment_method'>): boolean {
  return isInAppPaymentMethod(sub.next_payment_method);
}

/**
 * Ended for tracking purposes (decision 0013): revoked, in our `expired` state, or expired by
 * the spec §4 rule.
 */
export function isLapsed(sub: Subscription, now: Date): boolean {
  return isRevoked(sub) || sub.state === 'expired' || isExpired(sub, now);
}

/** spec §6 eSIM: "an unexpired holiday eSIM exists"; spec §3 "the first has expires". */
export function hasUnexpiredHolidayEsim(sub: Subscription, now: Date): boolean {
  return isFuture(sub.holiday_esims[0]?.expires, now);
}

/** spec §6 router coupon "when unexpired". */
export function hasUnexpiredRouterCoupon(sub: Subscription, now: Date): boolean {
  return isFuture(sub.aircoveCoupon?.expires, now);
}
