import { isAddonType } from '../catalogue/addon-groups';
import { isTier, type Tier } from '../catalogue/tiers';
import { isPaymentMethod, type PaymentMethod } from '../checkout/payment-methods';
import {
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TYPES,
  type Addon,
  type Subscription,
  type SubscriptionState,
  type SubscriptionType,
} from './types';
import { isOneOf } from '../shared/one-of';

/** An addon as the v2 API sends it (decision 0008: `expires`, and its type as free text). */
export interface ApiAddon {
  readonly addon_type: string;
  readonly krn: string;
  readonly addon_id: string;
  readonly expires: string | null;
}

/** A subscription as the v2 API sends it: the spec §3 fields, enumerations as free text. */
export interface ApiSubscription extends Omit<
  Subscription,
  'state' | 'type' | 'next_payment_method' | 'tier' | 'addons'
> {
  readonly state: string;
  readonly type: string;
  readonly next_payment_method: string;
  readonly tier: string;
  readonly addons: readonly ApiAddon[];
}

/** The API subscription with the spec's enumerations typed, keeping every extra field it has. */
export type SubscriptionFromApi<S extends ApiSubscription> = Omit<S, keyof Subscription> &
  Omit<Subscription, 'addons'> & {
    readonly addons: readonly (Omit<S['addons'][number], 'addon_type'> & Addon)[];
  };

const isState = (value: string): value is SubscriptionState => isOneOf(SUBSCRIPTION_STATES, value);
const isType = (value: string): value is SubscriptionType => isOneOf(SUBSCRIPTION_TYPES, value);

/**
 * spec §3 enumerations for values the web reads from the API. A value we do not know yet gets
 * the spec's "others" reading, chosen so it never grants more than it should: state → `expired`
 * ("others"), type → `standard` ("others", a paid plan), payment method → `None`, tier → Basic
 * (the lowest), and an addon of an unknown type is left out (decision 0041).
 */
export function subscriptionFromApi<S extends ApiSubscription>(api: S): SubscriptionFromApi<S> {
  const tier: Tier = isTier(api.tier) ? api.tier : 'TIER_BASIC';
  const method: PaymentMethod = isPaymentMethod(api.next_payment_method)
    ? api.next_payment_method
    : 'None';
  const addons = api.addons.flatMap((addon) =>
    isAddonType(addon.addon_type)
      ? [{ ...addon, addon_type: addon.addon_type, expires_at: addon.expires }]
      : [],
  );
  return {
    ...api,
    state: isState(api.state) ? api.state : 'expired',
    type: isType(api.type) ? api.type : 'standard',
    next_payment_method: method,
    tier,
    addons,
  } as SubscriptionFromApi<S>;
}
