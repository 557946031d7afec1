import type { autobillOff, autobillOn, retryPaymentCollection } from '@halyard/contract';
import type { Subscription as ApiSubscription } from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { routeRef } from '@/app/route-ref';
import { subscriptionsQuery } from '@/app/subscriptions-query';

const api = {
  autobillOn: routeRef<typeof autobillOn>('POST', '/api/v2/subscriptions/{id}/autobill-on'),
  autobillOff: routeRef<typeof autobillOff>('POST', '/api/v2/subscriptions/{id}/autobill-off'),
  retry: routeRef<typeof retryPaymentCollection>(
    'POST',
    '/api/v2/subscriptions/{id}/retry-payment-collection',
  ),
};

/** Puts the server's answer for one subscription into the cached list (shown at once). */
function useReplaceSubscription() {
  const queryClient = useQueryClient();
  return (next: ApiSubscription) => {
    queryClient.setQueryData(subscriptionsQuery.queryKey, (old) =>
      old
        ? {
            subscriptions: old.subscriptions.map((sub) =>
              sub.subscription_id === next.subscription_id ? next : sub,
            ),
          }
        : old,
    );
    // …then reads the whole list again, so every card agrees with the server.
    void queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
  };
}

/** POST /api/v2/subscriptions/{id}/autobill-on|off (decision 0030); the answer is the subscription. */
export function useAutobill(subscriptionId: string) {
  const replace = useReplaceSubscription();
  return useMutation({
    mutationFn: (enable: boolean) =>
      callApi(enable ? api.autobillOn : api.autobillOff, { params: { id: subscriptionId } }),
    onSuccess: replace,
  });
}

/** Pays the owed renewal with the stored method (the renewal payment dialog). */
export function useRenewNow(subscriptionId: string) {
  const replace = useReplaceSubscription();
  return useMutation({
    mutationFn: () => callApi(api.retry, { params: { id: subscriptionId }, body: {} }),
    onSuccess: (result) => replace(result.subscription),
  });
}
