import type { retryPaymentCollection, updatePaymentMethod } from '@halyard/contract';
import { routeRef } from '@/app/route-ref';

/** The calls of /credit_cards/edit and the retry page (zod-free refs, decision 0050). */
export const billingApi = {
  // The card goes to the gateway's own tokenise endpoint, never to /api/ (ARCHITECTURE 5).
  updatePaymentMethod: routeRef<typeof updatePaymentMethod>('PUT', '/api/v2/payment-method'),
  retry: routeRef<typeof retryPaymentCollection>(
    'POST',
    '/api/v2/subscriptions/{id}/retry-payment-collection',
  ),
};
