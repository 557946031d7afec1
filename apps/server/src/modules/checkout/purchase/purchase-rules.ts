import {
  checkFreePeriodEligibility,
  checkFreeTrialEligibility,
  checkOrderFlow,
  checkPaypalPreconditions,
  checkSubscriptionChange,
  FREE_PERIODS_NEW_USERS_ONLY_MESSAGE,
  isAddonExpired,
  PAYMENT_ERROR_MESSAGES,
  type CheckoutFlow,
  type PaypalPrecondition,
  type Residence,
  unconfirmedOverlap,
} from '@halyard/domain';
import { HttpError, notFound, unauthorized } from '../../../http/http-error';
import type { Buyer } from './buyer.service';
import { checkoutFailure } from '../checkout-errors';
import type { Order } from '../pricing/order.service';
import type { OwnedSubscription } from './subscription-facts.repository';

/** The domain's purchase rules (spec §4–§6) as HTTP answers; each throws or returns quietly. */

const newUsersOnly = (code: string) =>
  checkoutFailure('not-allowed', code, FREE_PERIODS_NEW_USERS_ONLY_MESSAGE);

/** spec §5/§6: free periods for new users only; free-trial offers not for former triallists. */
export function assertFreePeriodAllowed(order: Order, buyer: Buyer): void {
  const free = order.lines.find((line) => line.price.freePeriod.length > 0)?.price.freePeriod;
  if (!free) return;
  if (!checkFreePeriodEligibility(free, buyer.subscriptions).ok)
    throw newUsersOnly('free_periods_new_users_only');
  const user = { free_trial_status: buyer.freeTrialStatus };
  if (!checkFreeTrialEligibility(user, buyer.subscriptions).ok)
    throw newUsersOnly('free_trial_already_used');
}

/** spec §3 "already has subscription" for the order flow. */
export function assertOrderAllowed(flow: CheckoutFlow, buyer: Buyer, now: Date): void {
  if (!checkOrderFlow(flow, buyer.subscriptions, now).ok)
    throw checkoutFailure(
      'already-has-subscription',
      'already_has_subscription',
      'You already have a subscription. Manage it or buy another from your account.',
    );
}

/**
 * Issue 24 item 5 (decision 0164): a second plan beside a running one needs the buyer's explicit
 * confirmation (`confirmSecondSubscription`); the refusal names the overlap. Undefined: not a
 * purchase (an estimate), nothing to confirm.
 */
export function assertSecondSubscriptionConfirmed(
  flow: CheckoutFlow,
  buyer: Buyer,
  confirmed: boolean | undefined,
  now: Date,
): void {
  if (confirmed === undefined) return;
  const overlap = unconfirmedOverlap(flow, buyer.subscriptions, confirmed, now);
  if (!overlap) return;
  const plan = overlap.tier.replace(/^TIER_/, '').toLowerCase();
  const until = overlap.next_payment_date ? ` until ${overlap.next_payment_date.slice(0, 10)}` : '';
  throw new HttpError(
    409,
    'second_subscription_unconfirmed',
    `You already have a ${plan} subscription${until} (${overlap.subscription_id}). Buying this plan starts a second subscription beside it: confirm that this is what you want, or change your plan instead.`,
    { confirmSecondSubscription: 'Confirm that you want a second subscription.' },
  );
}

/** spec §4 edit / add-on flows: the signed-in buyer's own subscription, one we can change. */
export function changedSubscription(
  flow: CheckoutFlow,
  subscriptionId: string | null,
  signedIn: boolean,
  buyer: Buyer,
  now: Date,
): OwnedSubscription | null {
  if (flow !== 'edit_subscription' && flow !== 'add_addon') return null;
  if (!signedIn) throw unauthorized();
  const sub = buyer.subscriptions.find((s) => s.subscription_id === subscriptionId);
  if (!sub) throw notFound('Subscription');
  if (!checkSubscriptionChange(flow, sub, now).ok)
    throw checkoutFailure(
      'not-allowed',
      'subscription_not_changeable',
      'This subscription cannot be changed here.',
    );
  return sub;
}

/** An add-on cannot be bought twice for one subscription while it runs. */
export function assertAddonsNotHeld(order: Order, sub: OwnedSubscription, now: Date): void {
  for (const line of order.lines) {
    const held = sub.addons.some(
      (a) => a.type === line.product.addonType && !isAddonExpired({ expires_at: a.expiresAt }, now),
    );
    if (held)
      throw new HttpError(
        409,
        'addon_already_active',
        `${line.product.displayName} is already on this subscription.`,
      );
  }
}

/** spec §5 PayPal preconditions: the body field each one is about. */
const PAYPAL_PRECONDITION_FIELDS: Record<PaypalPrecondition, string> = {
  'payment-intent': 'paymentIntentId',
  'price-in-currency': 'priceId',
  email: 'customer.email',
  country: 'customer.residenceCountry',
  state: 'customer.residenceState',
};

/** spec §5 "otherwise a general payment error is raised": 400 general_error with the field. */
export function assertPaypalPreconditions(
  intentId: string | null,
  order: Order,
  email: string,
  residence: Residence,
): void {
  const plan = order.groups[0]?.plan ?? order.lines[0];
  const unmet = checkPaypalPreconditions({
    paymentIntentId: intentId,
    product: plan && { id: plan.product.id, prices: [plan.price] },
    currency: order.currency,
    email,
    countryCode: residence.country,
    stateCode: residence.region,
  });
  if (!unmet.ok)
    throw new HttpError(400, unmet.errorKey, PAYMENT_ERROR_MESSAGES[unmet.errorKey], {
      [PAYPAL_PRECONDITION_FIELDS[unmet.reason]]: 'PayPal needs this.',
    });
}
