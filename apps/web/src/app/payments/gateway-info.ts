import type { getPaymentGateway, PaymentGatewayInfo } from '@halyard/contract';
import { callApi } from '../api-client';
import { routeRef } from '../route-ref';

const gatewayInfo = routeRef<typeof getPaymentGateway>('GET', '/api/v1/payment-gateway');

let pending: Promise<PaymentGatewayInfo> | null = null;

/**
 * Which gateway this site runs and how its card entry loads (decision 0151): asked once per page
 * load, when a card form first shows; a failed answer is asked again next time.
 */
export function loadGatewayInfo(): Promise<PaymentGatewayInfo> {
  pending ??= callApi(gatewayInfo).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
