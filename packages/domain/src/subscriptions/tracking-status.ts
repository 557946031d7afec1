import { isActiveSubscription, isLapsed, isRevoked } from './conditions';
import type { Subscription, SubscriptionType } from './types';

/** spec §4 tracking statuses of a VPN subscription. */
export const TRACKING_STATUSES = [
  'multi_device_free_trial_active',
  'multi_device_free_trial_expired',
  'free_trial_active',
  'free_trial_expired',
  'chargebee_free_trial_active',
  'chargebee_free_trial_expired',
  'active',
  'revoked',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/**
 * spec §4: "Free-trial types give active or expired variants … Otherwise the status is active or
 * revoked." Exhaustive per type: [while running, once lapsed].
 */
export const TRACKING_STATUS_BY_TYPE: Record<
  SubscriptionType,
  readonly [running: TrackingStatus, lapsed: TrackingStatus]
> = {
  multi_device_free_trial: ['multi_device_free_trial_active', 'multi_device_free_trial_expired'],
  single_device_free_trial: ['free_trial_active', 'free_trial_expired'],
  chargebee_free_trial: ['chargebee_free_trial_active', 'chargebee_free_trial_expired'],
  standard: ['active', 'revoked'],
};

/** spec §4 the tracking status of one subscription; lapsed per `isLapsed` (decision 0013). */
export function trackingStatusOf(sub: Subscription, now: Date): TrackingStatus {
  const [running, lapsed] = TRACKING_STATUS_BY_TYPE[sub.type];
  return isLapsed(sub, now) ? lapsed : running;
}

/**
 * spec §4 "If any subscription is revoked, the last one is used for tracking. Otherwise the first
 * active one is used, else the first." "The last one" is the last of the list (decision 0013).
 */
export function subscriptionForTracking(
  subs: readonly Subscription[],
  now: Date,
): Subscription | null {
  const tracked = subs.some(isRevoked)
    ? subs.at(-1)
    : (subs.find((sub) => isActiveSubscription(sub, now)) ?? subs[0]);
  return tracked ?? null;
}

/** spec §4: the user's tracking status, or null without subscriptions. */
export function trackingStatus(subs: readonly Subscription[], now: Date): TrackingStatus | null {
  const sub = subscriptionForTracking(subs, now);
  return sub ? trackingStatusOf(sub, now) : null;
}
