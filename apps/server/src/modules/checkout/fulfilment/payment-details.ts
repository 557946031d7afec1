import { GatewayUnavailableError } from '../../payments/gateway-errors';
import type { PaymentGateway, PaymentSourceDetails } from '../../payments/payment-gateway';
import { gatewayUnavailable } from '../checkout-errors';
import type { PaymentDetails } from './fulfilment.repository';
import type { StoredIntent } from '../intents/payment-intents.repository';

/** spec §3 payment methods for each kind of gateway source. */
const METHOD_OF_KIND: Record<PaymentSourceDetails['kind'], PaymentDetails['kind']> = {
  card: 'CreditCard',
  apple_pay: 'ApplePay',
  google_pay: 'GooglePay',
  paypal: 'PaypalLegacy',
};

/** Brands as people read them on invoices ("Visa •••• 4242"), like the demo accounts. */
const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  paypal: 'PayPal',
};

/** What we keep of a gateway source: brand, last4, expiry and token — never the number. */
export function paymentFromSource(source: PaymentSourceDetails): PaymentDetails {
  return {
    kind: METHOD_OF_KIND[source.kind],
    brand: BRAND_LABELS[source.brand] ?? source.brand,
    last4: source.last4,
    expMonth: source.expMonth,
    expYear: source.expYear,
    token: source.token,
    existingMethodId: null,
  };
}

/**
 * The method a charged intent used. A card or wallet intent carries the token it was confirmed
 * with; a PayPal intent's reusable token (the vaulted agreement) exists only after approval, so
 * the gateway is asked for it.
 */
export async function paymentForIntent(
  gateway: PaymentGateway,
  intent: StoredIntent,
): Promise<PaymentDetails> {
  if (intent.source) return paymentFromSource(intent.source);
  try {
    const view = await gateway.retrievePaymentIntent(intent.gatewayIntentId);
    const source = view?.paymentSource
      ? await gateway.describePaymentSource(view.paymentSource)
      : null;
    if (source) return paymentFromSource(source);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
    throw error;
  }
  const kind = intent.methodType === 'paypal_express_checkout' ? 'paypal' : intent.methodType;
  const brand = BRAND_LABELS[kind] ?? null;
  return {
    kind: METHOD_OF_KIND[kind],
    brand,
    last4: null,
    expMonth: null,
    expYear: null,
    token: null,
    existingMethodId: null,
  };
}
