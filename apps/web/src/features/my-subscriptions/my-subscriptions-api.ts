import type {
  cancelRefundRevoke,
  refundEstimate,
  requestRefundRevoke,
  v2CheckoutEstimate,
  v2CheckoutStart,
} from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeRef } from '@/app/route-ref';

/** The calls of /my-subscriptions (spec §7 refund and v2 checkout; zod-free refs, 0050). */
export const mySubscriptionsApi = {
  refundEstimate: routeRef<typeof refundEstimate>('PUT', '/api/v2/refund/estimate'),
  requestRefund: routeRef<typeof requestRefundRevoke>(
    'POST',
    '/api/v2/subscriptions/{id}/refund-revoke',
  ),
  cancelRefund: routeRef<typeof cancelRefundRevoke>(
    'DELETE',
    '/api/v2/subscriptions/{id}/refund-revoke',
  ),
  checkoutEstimate: routeRef<typeof v2CheckoutEstimate>('PUT', '/api/v2/checkout/estimate'),
  checkout: routeRef<typeof v2CheckoutStart>('POST', '/api/v2/checkout/'),
};

/** What a refund of the subscription would return now (30-day money-back guarantee). */
export const refundEstimateQuery = (subscriptionId: string) =>
  queryOptions({
    queryKey: ['refund-estimate', subscriptionId],
    queryFn: ({ signal }) =>
      callApi(mySubscriptionsApi.refundEstimate, {
        body: { subscription_id: subscriptionId },
        signal,
      }),
  });
