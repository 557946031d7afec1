import type {
  createSandboxCardToken,
  retryPaymentCollection,
  updatePaymentMethod,
} from '@halyard/contract';
import { routeRef } from '@/app/route-ref';

/** The calls of /credit_cards/edit and the retry page (zod-free refs, decision 0050). */
export const billingApi = {
  // The card goes to the gateway's own tokenise endpoint, never to /api/ (ARCHITECTURE 5).
  cardToken: routeRef<typeof createSandboxCardToken>('POST', '/sandbox-gateway/v1/tokens'),
  updatePaymentMethod: routeRef<typeof updatePaymentMethod>('PUT', '/api/v2/payment-method'),
  retry: routeRef<typeof retryPaymentCollection>(
    'POST',
    '/api/v2/subscriptions/{id}/retry-payment-collection',
  ),
};
