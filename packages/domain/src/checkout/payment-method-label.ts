import { isPaymentMethod, PAYMENT_METHOD_CHANNEL, type PaymentMethod } from './payment-methods';

/** The name a payment method goes by on screen, in emails and on invoices (decision 0126). */
export const PAYMENT_METHOD_NAMES = [
  'card',
  'paypal',
  'applePay',
  'googlePay',
  'bitpay',
  'appStore',
  'playStore',
  'carrier',
  'giftCard',
  'none',
] as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[number];

/**
 * spec §3 payment methods by name (exhaustive: a new method does not compile until it has one).
 * Braintree is the PayPal gateway of the web checkout: a customer paid with PayPal.
 */
export const PAYMENT_METHOD_NAME: Record<PaymentMethod, PaymentMethodName> = {
  PlayStore: 'playStore',
  AppStore: 'appStore',
  CreditCard: 'card',
  GooglePay: 'googlePay',
  ApplePay: 'applePay',
  Braintree: 'paypal',
  Bitpay: 'bitpay',
  PaypalLegacy: 'paypal',
  None: 'none',
  amdocs: 'carrier',
  incomm_gift_card: 'giftCard',
  gift_card: 'giftCard',
};

/**
 * How an invoice names a method when there is no card to show (decision 0126): the brands are
 * proper names in every language; the others are English words (the reader's screen translates
 * `name` instead).
 */
const SUMMARY: Record<PaymentMethodName, string> = {
  card: 'Card',
  paypal: 'PayPal',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  bitpay: 'BitPay',
  appStore: 'App Store',
  playStore: 'Google Play',
  carrier: 'Mobile carrier',
  giftCard: 'Gift card',
  none: 'None',
};

export interface PaymentMethodLabel {
  readonly name: PaymentMethodName;
  /** The card we bill, when one is on file: "Visa •••• 4242". */
  readonly card: { readonly brand: string; readonly last4: string } | null;
}

export interface PaymentMethodFacts {
  /** spec §3 payment method (a stored method's kind, or a subscription's next_payment_method). */
  readonly method: string;
  readonly brand?: string | null;
  readonly last4?: string | null;
}

/**
 * How a payment method reads everywhere — invoices, emails, dashboard, storefront: the card on
 * file when we bill a card or a wallet card and know its last four digits, else the method's name.
 * An app-store or partner method never shows a card (the store bills it). Unknown kinds read as a
 * card (what our own checkout stores).
 */
export function paymentMethodLabel(facts: PaymentMethodFacts): PaymentMethodLabel {
  const method: PaymentMethod = isPaymentMethod(facts.method) ? facts.method : 'CreditCard';
  const name = PAYMENT_METHOD_NAME[method];
  const billsCard = PAYMENT_METHOD_CHANNEL[method] === 'web' && name !== 'paypal';
  const card =
    billsCard && facts.brand && facts.last4 ? { brand: facts.brand, last4: facts.last4 } : null;
  return { name, card };
}

/** "Visa •••• 4242", a brand ("PayPal"), or the English name: what an invoice keeps. */
export function paymentMethodSummary(label: PaymentMethodLabel): string {
  return label.card ? `${label.card.brand} •••• ${label.card.last4}` : SUMMARY[label.name];
}
