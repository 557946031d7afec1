import type { PaymentSourceDetails, PaymentSourceKind } from './payment-gateway';

/** spec §3 payment method of each gateway source kind. */
export const METHOD_OF_SOURCE = {
  card: 'CreditCard',
  apple_pay: 'ApplePay',
  google_pay: 'GooglePay',
  paypal: 'PaypalLegacy',
} as const satisfies Record<PaymentSourceKind, string>;

/** Brands as people read them on invoices ("Visa •••• 4242"), like the demo accounts. */
export const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  paypal: 'PayPal',
};

/** What we keep of a gateway source: brand, last4, expiry and token — never the number. */
export function storedSource(source: PaymentSourceDetails) {
  return {
    kind: METHOD_OF_SOURCE[source.kind],
    brand: BRAND_LABELS[source.brand] ?? source.brand,
    last4: source.last4,
    expMonth: source.expMonth,
    expYear: source.expYear,
    token: source.token,
  };
}
