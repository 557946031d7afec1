import { GatewayUnavailableError } from '../../payments/gateway-errors';
import type { PaymentGateway, PaymentSourceDetails } from '../../payments/payment-gateway';
import { BRAND_LABELS, METHOD_OF_SOURCE, storedSource } from '../../payments/stored-source';
import { gatewayUnavailable } from '../checkout-errors';
import type { PaymentDetails } from './fulfilment.repository';
import type { StoredIntent } from '../intents/payment-intents.repository';

/** A new gateway source: what we keep of it, no stored method paid again. */
export function paymentFromSource(source: PaymentSourceDetails): PaymentDetails {
  return { ...storedSource(source), existingMethodId: null };
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
    kind: METHOD_OF_SOURCE[kind],
    brand,
    last4: null,
    expMonth: null,
    expYear: null,
    token: null,
    existingMethodId: null,
  };
}
