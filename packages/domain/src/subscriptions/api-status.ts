import type { ApiSubscriptionStatus } from '../checkout/enums';
import { isFuture } from '../shared/time';
import type { Subscription } from './types';

/**
 * A subscription in the billing provider's words (spec §3 API subscription statuses), for the v2
 * subscription calls (decision 0013). Only `active` renews; a state that ended (cancelled, revoked,
 * expired) is `cancelled`. We never pause, so `paused` is not produced.
 */
export function apiStatusOf(sub: Subscription, now: Date): ApiSubscriptionStatus {
  if (isFuture(sub.purchase_date, now)) return 'future';
  if (sub.state === 'intrial') return 'in_trial';
  if (sub.state !== 'active') return 'cancelled';
  return sub.auto_billing_enabled ? 'active' : 'non_renewing';
}
