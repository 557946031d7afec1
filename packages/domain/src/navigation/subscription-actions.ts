import { hasActiveAutobillFailed } from '../subscriptions/conditions';
import { displayState, type DisplayState } from '../subscriptions/display-state';
import type { Subscription } from '../subscriptions/types';
import type { SubscriptionLink } from './routes';

/** The links of one dashboard card: the one that matters most for its state, then the rest. */
export interface SubscriptionActions {
  readonly primary: SubscriptionLink | null;
  readonly others: readonly SubscriptionLink[];
}

type Store = 'ios' | 'play-store';
const STORE_OF: Partial<Record<Subscription['next_payment_method'], Store>> = {
  AppStore: 'ios',
  PlayStore: 'play-store',
};

/** A renewal payment is owed: the grace period, or a failed automatic renewal (spec §4). */
function paymentOwed(sub: Subscription, state: DisplayState): boolean {
  return state === 'grace' || hasActiveAutobillFailed(sub);
}

/**
 * The store bills it (spec §2 support links): when a renewal is owed or the subscription lapses,
 * the store's "#update" article is the way out; its help article is always there.
 */
function storeActions(sub: Subscription, state: DisplayState, store: Store): SubscriptionActions {
  const needsUpdate = paymentOwed(sub, state) || state === 'expiring' || state === 'expired';
  const help: SubscriptionLink = store === 'ios' ? 'ios-help' : 'play-store-help';
  const update: SubscriptionLink = store === 'ios' ? 'ios-update' : 'play-store-update';
  return { primary: needsUpdate ? update : null, others: [help] };
}

/** We bill it: retry when money is owed, buy again once ended, a payment method when none. */
function webActions(sub: Subscription, state: DisplayState): SubscriptionActions {
  const pay: SubscriptionLink | null = sub.manual_renew_allowed ? 'retry-payment' : null;
  if (state === 'revoked' || state === 'cancelled') {
    return { primary: null, others: ['payment-history'] };
  }
  if (paymentOwed(sub, state)) {
    const primary = pay ?? 'update-payment-method';
    const others: SubscriptionLink[] = [
      'update-payment-method',
      'autobill-failed-help',
      'payment-history',
    ];
    return { primary, others: others.filter((link) => link !== primary) };
  }
  // Nothing is owed once it has ended: it is bought again (issue 24 item 4, decision 0163).
  if (state === 'expired')
    return { primary: sub.manual_renew_allowed ? 'buy-again' : null, others: ['payment-history'] };
  if (state === 'trial' && sub.cc_info === null) {
    return { primary: 'update-payment-method', others: [] };
  }
  // TODO(issue 7, second half): an expiring subscription's primary action is "turn auto-renew
  // back on"; it needs POST /api/v2/subscriptions/{id}/autobill-on from the portal backend.
  return { primary: null, others: ['update-payment-method', 'payment-history'] };
}

/**
 * spec §2 "Links shown from a subscription block", per subscription: which apply to its state
 * (DESIGN.md: the one action that matters most for the state is the prominent one).
 */
export function subscriptionActions(sub: Subscription, now: Date): SubscriptionActions {
  const state = displayState(sub, now);
  const store = STORE_OF[sub.next_payment_method];
  return store ? storeActions(sub, state, store) : webActions(sub, state);
}
