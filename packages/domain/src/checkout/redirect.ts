import { toDecimalString, type Money } from '../money/money';
import type { CheckoutFlow } from './enums';
import type { PaymentMethod } from './payment-methods';

/** spec §2 utm_source "set to a one-checkout marker". */
export const ONE_CHECKOUT_UTM_SOURCE = 'one_checkout';

/** spec §2 "When a payment override is used, the user goes to /setup." */
export const PAYMENT_OVERRIDE_DESTINATION = '/setup';

/** spec §2 the payment-confirmation redirect's query parameters, in the spec's order. */
export const PAYMENT_CONFIRMATION_PARAMS = [
  'utm_source',
  'total_period',
  'amount',
  'sub_id',
  'product_id',
  'product_dip_months',
  'payment_type',
  'order_page_type',
  'user_flow',
] as const;
export type PaymentConfirmationParam = (typeof PAYMENT_CONFIRMATION_PARAMS)[number];

export interface PaymentConfirmation {
  /** Months bought (the price's total period). */
  readonly totalPeriodMonths: number;
  readonly amount: Money;
  readonly subscriptionId: string;
  readonly productId: string;
  /** Months of dedicated IP bought with it; 0 without one. */
  readonly dedicatedIpMonths: number;
  readonly paymentMethod: PaymentMethod | 'paypal';
  readonly orderPageType: string;
  readonly userFlow: CheckoutFlow;
}

/**
 * spec §2 payment_type "(value paypal)": PayPal, express or legacy, is `paypal`; the spec names no
 * other value, so every other method reports its own type and the redirect always carries all
 * nine parameters (decision 0017).
 */
const PAYMENT_TYPE: Record<PaymentConfirmation['paymentMethod'], string> = {
  paypal: 'paypal',
  PaypalLegacy: 'paypal',
  Braintree: 'paypal',
  CreditCard: 'card',
  GooglePay: 'google_pay',
  ApplePay: 'apple_pay',
  PlayStore: 'play_store',
  AppStore: 'app_store',
  Bitpay: 'bitpay',
  None: 'none',
  amdocs: 'amdocs',
  incomm_gift_card: 'gift_card',
  gift_card: 'gift_card',
};

/** spec §2 the nine query parameters of the payment confirmation. */
export function paymentConfirmationParams(
  confirmation: PaymentConfirmation,
): Record<PaymentConfirmationParam, string> {
  return {
    utm_source: ONE_CHECKOUT_UTM_SOURCE,
    total_period: String(confirmation.totalPeriodMonths),
    amount: toDecimalString(confirmation.amount),
    sub_id: confirmation.subscriptionId,
    product_id: confirmation.productId,
    product_dip_months: String(confirmation.dedicatedIpMonths),
    payment_type: PAYMENT_TYPE[confirmation.paymentMethod],
    order_page_type: confirmation.orderPageType,
    user_flow: confirmation.userFlow,
  };
}

/**
 * spec §2: the confirmation URL: `base` (a path or an absolute URL, maybe with a query) plus the
 * params.
 */
export function paymentConfirmationUrl(base: string, confirmation: PaymentConfirmation): string {
  const params = paymentConfirmationParams(confirmation);
  const query = PAYMENT_CONFIRMATION_PARAMS.flatMap((name) => {
    const value = params[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** spec §2 where the browser goes after a successful checkout. */
export function afterCheckoutDestination(outcome: {
  readonly redirectUrl: string;
  readonly paymentOverride: boolean;
}): string {
  return outcome.paymentOverride ? PAYMENT_OVERRIDE_DESTINATION : outcome.redirectUrl;
}
