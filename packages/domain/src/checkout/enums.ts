import { isOneOf } from '../shared/one-of';

/** spec §4 "Checkout flows: order, additional purchase, edit subscription, add add-on to
 * subscription." */
export const CHECKOUT_FLOWS = [
  'order',
  'additional_purchase',
  'edit_subscription',
  'add_addon',
] as const;
export type CheckoutFlow = (typeof CHECKOUT_FLOWS)[number];

/** spec §3 API subscription statuses (the billing provider's words). */
export const API_SUBSCRIPTION_STATUSES = [
  'future',
  'in_trial',
  'active',
  'non_renewing',
  'paused',
  'cancelled',
] as const;
export type ApiSubscriptionStatus = (typeof API_SUBSCRIPTION_STATUSES)[number];

/** spec §3 checkout response: each subscription item is a plan, an add-on or a one-off charge. */
export const SUBSCRIPTION_ITEM_TYPES = ['plan', 'addon', 'charge'] as const;
export type SubscriptionItemType = (typeof SUBSCRIPTION_ITEM_TYPES)[number];

/** spec §7 paymentMethodType / paymentSourceType: the four ways to pay (ARCHITECTURE 5). */
export const PAYMENT_METHOD_TYPES = [
  'card',
  'paypal_express_checkout',
  'apple_pay',
  'google_pay',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** spec §4 checkout flows: A known checkout flow. */
export function isCheckoutFlow(value: unknown): value is CheckoutFlow {
  return isOneOf(CHECKOUT_FLOWS, value);
}
