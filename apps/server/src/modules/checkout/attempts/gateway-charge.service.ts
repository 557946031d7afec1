import type { HttpError } from '../../../http/http-error';
import { GatewayRequestError, GatewayUnavailableError } from '../../payments/gateway-errors';
import type {
  ChargeInput,
  Currency,
  PaymentGateway,
  PaymentMethodType,
} from '../../payments/payment-gateway';
import {
  declined,
  gatewayUnavailable,
  intentAlreadyUsed,
  validationFailed,
} from '../checkout-errors';

export type ChargeOutcome =
  | {
      readonly kind: 'succeeded';
      readonly chargeId: string;
      readonly amount: number;
      readonly currency: Currency;
    }
  | {
      readonly kind: 'requires_action';
      readonly type: 'three_d_secure' | 'paypal_approval';
      readonly url: string;
      readonly intentId: string;
    }
  | { readonly kind: 'declined'; readonly code: string; readonly error: HttpError };

/**
 * One gateway charge under its idempotency key, as a value: succeeded, waiting for the buyer
 * (3-D Secure or PayPal approval) or declined (spec §8 payment error key). An outage becomes the
 * retryable 502; a charge the gateway refuses to make becomes a clear 4xx.
 */
export async function chargeGateway(
  gateway: PaymentGateway,
  input: ChargeInput,
  methodType: PaymentMethodType,
): Promise<ChargeOutcome> {
  try {
    const result = await gateway.charge(input);
    if (result.status === 'succeeded') {
      const { chargeId, amount, currency } = result;
      return { kind: 'succeeded', chargeId, amount, currency };
    }
    if (result.status === 'declined')
      return { kind: 'declined', code: result.declineCode, error: declined(result.declineCode) };
    // A checkout charge is on-session (it has a return path), so the gateway names the page; a
    // gateway that cannot is a card that could not be authenticated here.
    if (result.challengeUrl === null)
      return {
        kind: 'declined',
        code: 'authentication_required',
        error: declined('authentication_required'),
      };
    const type = methodType === 'paypal_express_checkout' ? 'paypal_approval' : 'three_d_secure';
    return { kind: 'requires_action', type, url: result.challengeUrl, intentId: result.intentId };
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
    if (error instanceof GatewayRequestError) {
      if (error.code === 'unknown_payment_intent' || error.code === 'unknown_token')
        throw validationFailed({ paymentIntentId: 'The payment is not known to the gateway.' });
      if (
        error.code === 'payment_intent_consumed' ||
        error.code === 'idempotency_key_reused' ||
        error.code === 'amount_mismatch'
      )
        throw intentAlreadyUsed();
    }
    throw error;
  }
}
