import type { listSubscriptions, Subscription as ApiSubscription } from '@halyard/contract';
import { subscriptionFromApi, type SubscriptionFromApi } from '@halyard/domain';
import { routeRef } from './route-ref';
import { routeQuery } from './route-query';

// The contract by type only: its zod schemas stay out of the portal's first load (decision 0085).
const list = routeRef<typeof listSubscriptions>('GET', '/api/v2/subscriptions/');

/** A subscription as the portal uses it: the API's fields, the spec's enumerations typed. */
export type PortalSubscription = SubscriptionFromApi<ApiSubscription>;

export function toPortalSubscriptions(data: {
  readonly subscriptions: readonly ApiSubscription[];
}): PortalSubscription[] {
  return data.subscriptions.map((subscription) => subscriptionFromApi(subscription));
}

/**
 * The signed-in user's subscriptions: the account navigation, the page guard, the dashboard and
 * page-view tracking all read this one query.
 */
export const subscriptionsQuery = routeQuery(['subscriptions'], list, {
  select: toPortalSubscriptions,
  staleTime: 60_000,
});
