import { PAYMENT_METHOD_CHANNEL, type PaymentMethod } from '../checkout/payment-methods';
import { MS_PER_DAY, timeOf } from '../shared/time';
import type { SubscriptionState, SubscriptionType } from '../subscriptions/types';

/** What the billing engine reads of a subscription to decide what is due. */
export interface BillableSubscription {
  readonly state: SubscriptionState;
  readonly type: SubscriptionType;
  readonly next_payment_date: string | null;
  readonly next_payment_method: PaymentMethod;
  readonly auto_billing_enabled: boolean;
  readonly expires_soon: boolean;
  readonly handled_by_chargebee: boolean;
  /** A dunning retry is scheduled for this instant (null: none). */
  readonly next_retry_at: string | null;
}

/**
 * The engine's actions (decision 0031). `charge` renews a paid subscription or converts a
 * chargebee trial; `expire` ends one (autobilling off, a trial without a card, or the last
 * dunning retry failed is decided by the engine after the charge); `store-renewal` moves an
 * in-app subscription on as the App Store or Play Store bills it.
 */
export const ENGINE_ACTIONS = [
  'none',
  'charge',
  'expire',
  'store-renewal',
  'flag-expiring',
  'clear-expiring',
] as const;
export type EngineAction = (typeof ENGINE_ACTIONS)[number];

export interface EngineSettings {
  /** Days before the end of a non-renewing subscription when expires_soon is set. */
  readonly expiringWindowDays: number;
}

export const DEFAULT_EXPIRING_WINDOW_DAYS = 30;

const reached = (instant: string | null, now: Date) => {
  const time = timeOf(instant);
  return time !== null && time <= now.getTime();
};

/**
 * A trial with auto-renew on (a payment method was added, issue 24 item 2, decision 0161) converts
 * to paid at its end; without it the trial just ends. spec §4: a chargebee trial is in trial only
 * while handled_by_chargebee.
 */
function trialConverts(sub: BillableSubscription): boolean {
  if (!sub.auto_billing_enabled) return false;
  return sub.type !== 'chargebee_free_trial' || sub.handled_by_chargebee;
}

/**
 * What is due for one subscription at `now`, as a decision table (decision 0031 state table).
 * Only running subscriptions (active, intrial) have work; a due date equal to `now` is due.
 */
export function engineAction(
  sub: BillableSubscription,
  now: Date,
  settings: EngineSettings,
): EngineAction {
  if (sub.state !== 'active' && sub.state !== 'intrial') return 'none';
  if (reached(sub.next_payment_date, now)) {
    if (sub.state === 'intrial') return trialConverts(sub) ? 'charge' : 'expire';
    if (!sub.auto_billing_enabled) return 'expire';
    if (PAYMENT_METHOD_CHANNEL[sub.next_payment_method] === 'app-store') return 'store-renewal';
    // In dunning: wait for the scheduled retry.
    if (sub.next_retry_at !== null && !reached(sub.next_retry_at, now)) return 'none';
    return 'charge';
  }
  const wanted =
    !sub.auto_billing_enabled &&
    isExpiringWindow(sub.next_payment_date, now, settings.expiringWindowDays);
  if (wanted === sub.expires_soon) return 'none';
  return wanted ? 'flag-expiring' : 'clear-expiring';
}

/** spec §4 expiring: the end is within the window (and still ahead). */
export function isExpiringWindow(end: string | null, now: Date, windowDays: number): boolean {
  const time = timeOf(end);
  return time !== null && time > now.getTime() && time - now.getTime() <= windowDays * MS_PER_DAY;
}

/**
 * What a subscription's next charge is before tax (issue 24 item 2): a trial converting to paid
 * pays its price's first-period amount (the price the trial was an offer of); after that, and
 * for every paid subscription, the renewal amount.
 */
export function nextChargeAmount(sub: {
  readonly state: string;
  readonly renewalAmount: number;
  readonly firstAmount: number | null;
}): number {
  return sub.state === 'intrial' ? (sub.firstAmount ?? sub.renewalAmount) : sub.renewalAmount;
}
