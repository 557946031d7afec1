import { isOneOf } from '../shared/one-of';

/**
 * spec §3 payment methods, spelt as the spec lists them (the two gift-card methods in snake case,
 * decision 0017).
 */
export const PAYMENT_METHODS = [
  'PlayStore',
  'AppStore',
  'CreditCard',
  'GooglePay',
  'ApplePay',
  'Braintree',
  'Bitpay',
  'PaypalLegacy',
  'None',
  'amdocs',
  'incomm_gift_card',
  'gift_card',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who bills a subscription paid with each method: an app store, a partner, or us. */
export type BillingChannel = 'app-store' | 'partner' | 'web' | 'none';

/** Exhaustive: a new method does not compile until it says who bills it. */
export const PAYMENT_METHOD_CHANNEL: Record<PaymentMethod, BillingChannel> = {
  PlayStore: 'app-store',
  AppStore: 'app-store',
  CreditCard: 'web',
  GooglePay: 'web',
  ApplePay: 'web',
  Braintree: 'web',
  Bitpay: 'web',
  PaypalLegacy: 'web',
  None: 'none',
  amdocs: 'partner',
  incomm_gift_card: 'web',
  gift_card: 'web',
};

/** spec §3 payment methods: A known payment method. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return isOneOf(PAYMENT_METHODS, value);
}

/** An in-app purchase: billed by the App Store or the Play Store (spec §4/§6 "in-app"). */
export function isInAppPaymentMethod(method: PaymentMethod): boolean {
  return PAYMENT_METHOD_CHANNEL[method] === 'app-store';
}
