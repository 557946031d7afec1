import type { acceptSaveOffer, autobillOff, BodyOf } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import type { Subscription as ApiSubscription } from '@halyard/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';
import { subscriptionsQuery } from '@/app/subscriptions-query';

/** Issue 21 §4: the optional reason of turning auto-renew off, and the offer turned down. */
export type AutobillOffFeedback = NonNullable<BodyOf<typeof autobillOff>>;
export type CancellationReason = NonNullable<AutobillOffFeedback['reason']>;

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
    mutationFn: ({ enable, feedback }: { enable: boolean; feedback?: AutobillOffFeedback }) =>
      enable
        ? callApi(routes.autobillOn, { params: { id: subscriptionId } })
        : callApi(routes.autobillOff, { params: { id: subscriptionId }, body: feedback ?? {} }),
    onSuccess: replace,
  });
}

/** The one save offer for a reason, with its renewal price (decision 0183); none without one. */
export function useSaveOffer(subscriptionId: string, reason: CancellationReason | null) {
  return useQuery({
    queryKey: ['save-offer', subscriptionId, reason],
    queryFn: ({ signal }) =>
      callApi(routes.getSaveOffer, {
        params: { id: subscriptionId },
        query: { reason: reason as CancellationReason },
        signal,
      }),
    enabled: reason !== null,
    staleTime: 60_000,
  });
}

/** Accepts the offer: the answer is the subscription with its new renewal price. */
export function useAcceptOffer(subscriptionId: string) {
  const replace = useReplaceSubscription();
  return useMutation({
    mutationFn: (body: BodyOf<typeof acceptSaveOffer>) =>
      callApi(routes.acceptSaveOffer, { params: { id: subscriptionId }, body }),
    onSuccess: replace,
  });
}

/** Pays the owed renewal with the stored method (the renewal payment dialog). */
export function useRenewNow(subscriptionId: string) {
  const replace = useReplaceSubscription();
  return useMutation({
    mutationFn: () =>
      callApi(routes.retryPaymentCollection, { params: { id: subscriptionId }, body: {} }),
    onSuccess: (result) => replace(result.subscription),
  });
}
