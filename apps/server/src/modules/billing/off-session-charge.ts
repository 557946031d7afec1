import { crashPoint } from '../../reliability/crash-points';
import { GatewayRequestError, GatewayUnavailableError } from '../payments/gateway-errors';
import type { ChargeResult, Currency, PaymentGateway } from '../payments/payment-gateway';

/**
 * A stored method charged without the customer (a renewal: no return path, decision 0182) under
 * the period's key (decision 0031). No method, or a request the gateway refuses, is a decline;
 * null when the gateway did not answer — the next run repeats the same key and finds the
 * charge if it was made.
 */
export async function chargeOffSession(
  gateway: PaymentGateway,
  c: {
    readonly key: string;
    readonly amount: number;
    readonly currency: Currency;
    readonly token: string | null | undefined;
    readonly metadata: Readonly<Record<string, string>>;
  },
): Promise<ChargeResult | null> {
  if (!c.token)
    return { status: 'declined', declineCode: 'generic_decline', message: 'No payment method.' };
  crashPoint('renewal:before-charge');
  try {
    return await gateway.charge({
      idempotencyKey: c.key,
      amount: c.amount,
      currency: c.currency,
      source: { type: 'token', token: c.token },
      metadata: c.metadata,
    });
  } catch (error) {
    if (error instanceof GatewayRequestError)
      return { status: 'declined', declineCode: 'generic_decline', message: error.message };
    if (error instanceof GatewayUnavailableError) return null;
    throw error;
  }
}
