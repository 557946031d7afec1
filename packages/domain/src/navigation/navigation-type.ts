import { isActiveSubscription, isExpired, isInApp, isRevoked } from '../subscriptions/conditions';
import type { Subscription, UserData } from '../subscriptions/types';

/** spec §4 navigation types, plus `none` for "no user data". */
export const NAVIGATION_TYPES = [
  'none',
  'business',
  'in-app',
  'active',
  'expired',
  'free-trial',
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/**
 * The "eligible" subscription the spec §4/§6 rules speak of (decision 0014): it is in the
 * active-subscriptions list (spec §4), not revoked and not expired — one that still gives the
 * customer a working VPN.
 */
export function isEligibleSubscription(
  sub: Pick<Subscription, 'active' | 'next_payment_date' | 'state'>,
  now: Date,
): boolean {
  return isActiveSubscription(sub, now) && !isRevoked(sub) && !isExpired(sub, now);
}

/**
 * spec §4 "Navigation type per user":
 * 1. a business customer gets the business navigation;
 * 2. otherwise, if free_trial_status is missing, or contains chargebee, or all subscriptions are
 *    expired: in-app if there is exactly one subscription, it is in-app and not expired; else
 *    active if an eligible, unexpired subscription exists; else expired;
 * 3. otherwise free trial;
 * 4. with no user data the navigation is empty.
 */
export function navigationType(
  user: UserData | null,
  subs: readonly Subscription[],
  now: Date,
): NavigationType {
  if (!user) return 'none';
  if (user.business_customer) return 'business';
  const status = user.free_trial_status;
  const allExpired = subs.every((sub) => isExpired(sub, now));
  if (!status || status.includes('chargebee') || allExpired) {
    const [only] = subs;
    if (subs.length === 1 && only && isInApp(only) && !isExpired(only, now)) return 'in-app';
    if (subs.some((sub) => isEligibleSubscription(sub, now))) return 'active';
    return 'expired';
  }
  return 'free-trial';
}
