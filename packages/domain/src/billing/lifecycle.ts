import { PAYMENT_METHOD_CHANNEL, type PaymentMethod } from '../checkout/payment-methods';
import { fail, ok, type Result } from '../shared/result';
import { isPast } from '../shared/time';
import type { SubscriptionState, SubscriptionType } from '../subscriptions/types';

/** What the lifecycle calls (spec §4 "auto-billing on and off … retry of payment collection") read. */
export interface LifecycleSubscription {
  readonly state: SubscriptionState;
  readonly type: SubscriptionType;
  readonly next_payment_date: string | null;
  readonly next_payment_method: PaymentMethod;
  readonly auto_billing_enabled: boolean;
  readonly supports_autobill: boolean;
  readonly auto_bill_payment_failed: boolean;
  readonly auto_bill_failed_on: string | null;
  /** A stored payment method we can charge (card, wallet or PayPal token). */
  readonly has_payment_method: boolean;
  /** A cardholder disputes one of its payments and the dispute is open (decision 0153). */
  readonly payment_disputed?: boolean;
}

export const LIFECYCLE_REFUSALS = [
  'managed-by-store',
  'autobill-not-supported',
  'subscription-ended',
  'payment-method-required',
  'nothing-to-collect',
  'payment-disputed',
] as const;
export type LifecycleRefusal = (typeof LIFECYCLE_REFUSALS)[number];

/** Every refusal is a conflict with the subscription's state (decision 0030). */
export const LIFECYCLE_REFUSAL_STATUS: Record<LifecycleRefusal, number> = {
  'managed-by-store': 409,
  'autobill-not-supported': 409,
  'subscription-ended': 409,
  'payment-method-required': 409,
  'nothing-to-collect': 409,
  'payment-disputed': 409,
};

/** English messages that say what to do instead (the web translates by code). */
export const LIFECYCLE_REFUSAL_MESSAGES: Record<LifecycleRefusal, string> = {
  'managed-by-store':
    'This subscription is billed by the App Store or Google Play. Change automatic renewal there.',
  'autobill-not-supported': 'Automatic renewal is not available for this subscription.',
  'subscription-ended': 'This subscription has ended. Buy a new plan to continue.',
  'payment-method-required': 'Add a payment method first.',
  'nothing-to-collect': 'There is no overdue payment for this subscription.',
  'payment-disputed':
    'A payment of this subscription is disputed with the bank. Automatic renewal stays off until the dispute is resolved.',
};

const isInAppMethod = (sub: LifecycleSubscription) =>
  PAYMENT_METHOD_CHANNEL[sub.next_payment_method] === 'app-store';

/** Ended for the lifecycle calls: revoked, expired, or a cancelled or trial one whose date passed. */
export function hasEnded(sub: LifecycleSubscription, now: Date): boolean {
  if (sub.state === 'revoked' || sub.state === 'expired') return true;
  return sub.state !== 'active' && isPast(sub.next_payment_date, now);
}

/** Autobill off: not for in-app (the store owns renewal) nor for plans without autobilling. */
export function checkAutobillOff(
  sub: LifecycleSubscription,
  now: Date,
): Result<null, LifecycleRefusal> {
  if (isInAppMethod(sub)) return fail('managed-by-store');
  if (!sub.supports_autobill) return fail('autobill-not-supported');
  if (hasEnded(sub, now)) return fail('subscription-ended');
  return ok(null);
}

/**
 * Autobill on: also resumes a cancelled subscription that is still running (state back to
 * active). A trial of any type renews once it has a payment method (issue 24 item 2): it converts
 * to paid at its end.
 */
export function checkAutobillOn(
  sub: LifecycleSubscription,
  now: Date,
): Result<{ readonly resume: boolean }, LifecycleRefusal> {
  if (isInAppMethod(sub)) return fail('managed-by-store');
  if (!sub.supports_autobill) return fail('autobill-not-supported');
  if (hasEnded(sub, now)) return fail('subscription-ended');
  if (!sub.has_payment_method) return fail('payment-method-required');
  // Decision 0153: a chargeback holds renewal until it is resolved.
  if (sub.payment_disputed) return fail('payment-disputed');
  return ok({ resume: sub.state === 'cancelled' });
}

/**
 * Retry of payment collection: the overdue renewal of a subscription in grace period (spec §4:
 * active, date past) or whose automatic renewal failed.
 */
export function checkPaymentCollection(
  sub: LifecycleSubscription,
  now: Date,
): Result<null, LifecycleRefusal> {
  if (isInAppMethod(sub)) return fail('managed-by-store');
  if (hasEnded(sub, now)) return fail('subscription-ended');
  const failed = sub.auto_bill_payment_failed || sub.auto_bill_failed_on !== null;
  const overdue = sub.state === 'active' && (isPast(sub.next_payment_date, now) || failed);
  if (!overdue) return fail('nothing-to-collect');
  return ok(null);
}
