import type { PaymentGatewayInfo } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { callApi } from '../api-client';

let pending: Promise<PaymentGatewayInfo> | null = null;

/**
 * Which gateway this site runs and how its card entry loads (decision 0151): asked once per page
 * load, when a card form first shows; a failed answer is asked again next time.
 */
export function loadGatewayInfo(): Promise<PaymentGatewayInfo> {
  pending ??= callApi(routes.getPaymentGateway).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
