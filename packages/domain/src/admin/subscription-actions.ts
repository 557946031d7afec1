import { PAYMENT_METHOD_CHANNEL, type PaymentMethod } from '../checkout/payment-methods';
import { fail, ok, type Result } from '../shared/result';
import { MS_PER_DAY, timeOf } from '../shared/time';
import type { SubscriptionState } from '../subscriptions/types';

/** What a staff action on a subscription reads of it. */
export interface StaffSubscriptionFacts {
  readonly state: SubscriptionState;
  readonly next_payment_date: string | null;
  readonly next_payment_method: PaymentMethod;
}

/** Issue 16 item 3: a subscription is extended or comped by 1 to 365 days at a time. */
export const MAX_EXTENSION_DAYS = 365;

export const STAFF_SUBSCRIPTION_REFUSALS = [
  'managed-by-store',
  'already-refunded',
  'already-ended',
  'invalid-days',
] as const;
export type StaffSubscriptionRefusal = (typeof STAFF_SUBSCRIPTION_REFUSALS)[number];

export const STAFF_SUBSCRIPTION_REFUSAL_MESSAGES: Record<StaffSubscriptionRefusal, string> = {
  'managed-by-store': 'The app store bills this subscription: change it in the store.',
  'already-refunded': 'This subscription was refunded and revoked.',
  'already-ended': 'This subscription has already ended.',
  'invalid-days': `Extend by 1 to ${MAX_EXTENSION_DAYS} days.`,
};

export interface Extension {
  /** The new end of the paid (or comped) time. */
  readonly nextPaymentDate: string;
  /**
   * An ended subscription comes back as a comped one (active, auto-renew off, so nothing is
   * charged at its end unless the customer turns renewal on).
   */
  readonly reactivates: boolean;
  /** The days run from a date already past (grace period, ended): its failed renewal is waived. */
  readonly waivesDue: boolean;
}

const isStore = (method: PaymentMethod) => PAYMENT_METHOD_CHANNEL[method] === 'app-store';

/**
 * Issue 16 item 3 "extend or comp a subscription by N days": the days are added to the end of
 * what is paid, or to now when that end has passed (a subscription in its grace period or ended),
 * so the customer always gets N days from today at least. A running subscription stays as it is
 * otherwise; an ended (expired or cancelled) one is comped: active again, not renewing.
 */
export function planExtension(
  facts: StaffSubscriptionFacts,
  days: number,
  now: Date,
): Result<Extension, StaffSubscriptionRefusal> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_EXTENSION_DAYS) return fail('invalid-days');
  if (isStore(facts.next_payment_method)) return fail('managed-by-store');
  if (facts.state === 'revoked') return fail('already-refunded');
  const end = timeOf(facts.next_payment_date);
  const from = end === null || end < now.getTime() ? now.getTime() : end;
  const reactivates = facts.state === 'expired' || facts.state === 'cancelled';
  return ok({
    nextPaymentDate: new Date(from + days * MS_PER_DAY).toISOString(),
    reactivates,
    waivesDue: end === null || end < now.getTime(),
  });
}

/**
 * Issue 16 item 3 "cancel now": access ends at once (state cancelled, the paid time cut to now,
 * nothing renews). "At term end" is auto-renew off, the portal's own call. Money is not
 * returned here: a refund is its own action.
 */
export function planCancelNow(
  facts: StaffSubscriptionFacts,
  now: Date,
): Result<{ readonly endsAt: string }, StaffSubscriptionRefusal> {
  if (isStore(facts.next_payment_method)) return fail('managed-by-store');
  if (facts.state === 'revoked') return fail('already-refunded');
  if (facts.state === 'expired' || facts.state === 'cancelled') return fail('already-ended');
  return ok({ endsAt: now.toISOString() });
}
