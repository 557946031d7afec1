import type { autobillOff, autobillOn, retryPaymentCollection } from '@halyard/contract';
import { routeRef } from './route-ref';

/**
 * The calls on one subscription that several pages make (zod-free refs, decision 0050): auto-renew
 * on and off (the dashboard's switch, the one-click page of the auto-renew-off email) and paying an
 * owed renewal (the dashboard's renewal dialog, the retry page, the order page's renewal).
 */
export const subscriptionRoutes = {
  autobillOn: routeRef<typeof autobillOn>('POST', '/api/v2/subscriptions/{id}/autobill-on'),
  autobillOff: routeRef<typeof autobillOff>('POST', '/api/v2/subscriptions/{id}/autobill-off'),
  retry: routeRef<typeof retryPaymentCollection>(
    'POST',
    '/api/v2/subscriptions/{id}/retry-payment-collection',
  ),
};
