import type { Period } from '../catalogue/periods';
import { isEligibleSubscription } from '../navigation/navigation-type';
import { fail, ok, type Result } from '../shared/result';
import { isFreeTrialType, isInApp, isRevoked } from '../subscriptions/conditions';
import type { Subscription } from '../subscriptions/types';
import type { CheckoutFlow } from './enums';

/** What the purchase rules read of a subscription. */
export type SubscriptionFacts = Pick<
  Subscription,
  | 'subscription_id'
  | 'state'
  | 'type'
  | 'active'
  | 'next_payment_date'
  | 'next_payment_method'
  | 'tier'
>;

/**
 * spec §3 failure reason "already has subscription" (decision 0022): the `order` flow is for
 * someone without a running subscription; a customer who has an eligible one buys another through
 * the additional-purchase flow, or changes theirs through edit subscription.
 */
export function checkOrderFlow(
  flow: CheckoutFlow,
  subscriptions: readonly SubscriptionFacts[],
  now: Date,
): Result<null, 'already-has-subscription'> {
  if (flow !== 'order') return ok(null);
  const running = subscriptions.some((sub) => isEligibleSubscription(sub, now));
  return running ? fail('already-has-subscription') : ok(null);
}

/**
 * Issue 24 item 5 (decision 0164): a second plan beside a running one is bought only on purpose.
 * An additional purchase by a customer whose paid subscription still runs needs their explicit
 * confirmation, which names the overlap: the running subscription it would overlap, or null when
 * there is nothing to confirm.
 */
export function unconfirmedOverlap(
  flow: CheckoutFlow,
  subscriptions: readonly SubscriptionFacts[],
  confirmed: boolean,
  now: Date,
): SubscriptionFacts | null {
  if (flow !== 'additional_purchase' || confirmed) return null;
  // A free trial is not a plan paid for: buying one during it is how a trial becomes paid.
  return (
    subscriptions.find((sub) => isEligibleSubscription(sub, now) && sub.state !== 'intrial') ?? null
  );
}

/**
 * spec §4 edit subscription and add add-on to subscription (decision 0022): only a subscription
 * we bill can change (not an App Store or Play Store one) and not a revoked one; an add-on needs
 * a running, paid subscription (a free trial cannot carry a paid add-on, decision 0014).
 */
export function checkSubscriptionChange(
  flow: Extract<CheckoutFlow, 'edit_subscription' | 'add_addon'>,
  sub: SubscriptionFacts,
  now: Date,
): Result<null, 'not-allowed'> {
  if (isInApp(sub) || isRevoked(sub)) return fail('not-allowed');
  if (flow === 'add_addon' && (!isEligibleSubscription(sub, now) || isFreeTrialType(sub.type)))
    return fail('not-allowed');
  return ok(null);
}

/**
 * An add-on bought with a plan runs as long as the plan's paid period (decision 0012: the
 * dedicated IP cycle follows the plan), so their base periods must be equal.
 */
export function addonMatchesPlan(planBase: Period, addonBase: Period): boolean {
  return planBase.length === addonBase.length && planBase.unit === addonBase.unit;
}
