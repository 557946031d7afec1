import * as routes from '@halyard/contract/route-refs';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';

/** What a refund of the subscription would return now (30-day money-back guarantee). */
export const refundEstimateQuery = (subscriptionId: string) =>
  queryOptions({
    queryKey: ['refund-estimate', subscriptionId],
    queryFn: ({ signal }) =>
      callApi(routes.refundEstimate, {
        body: { subscription_id: subscriptionId },
        signal,
      }),
  });
