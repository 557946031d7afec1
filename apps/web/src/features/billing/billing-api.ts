import type {
  addPaymentMethod,
  authenticatePayment,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  removePaymentMethod,
} from '@halyard/contract';
import { routeRef } from '@/app/route-ref';
import { routeQuery } from '@/app/route-query';
import { api } from '@/app/storefront/routes';

/** The calls of /credit_cards/edit and the retry page (zod-free refs, decision 0050). */
export const billingApi = {
  // The card goes to the gateway's own tokenise endpoint, never to /api/ (ARCHITECTURE 5).
  updatePaymentMethod: api.updatePaymentMethod,
  /** Issue 21 §3: complete a renewal the bank wants authenticated (decision 0182). */
  authenticate: routeRef<typeof authenticatePayment>(
    'POST',
    '/api/v2/subscriptions/{id}/authenticate-payment',
  ),
};

/** Issue 22 item 1 (decision 0191): the customer's stored methods, one the default. */
export const methodsApi = {
  list: routeRef<typeof listPaymentMethods>('GET', '/api/v2/payment-methods'),
  add: routeRef<typeof addPaymentMethod>('POST', '/api/v2/payment-methods'),
  makeDefault: routeRef<typeof makeDefaultPaymentMethod>(
    'POST',
    '/api/v2/payment-methods/{id}/default',
  ),
  remove: routeRef<typeof removePaymentMethod>('DELETE', '/api/v2/payment-methods/{id}'),
};

export const paymentMethodsQuery = routeQuery(['billing', 'payment-methods'], methodsApi.list);
