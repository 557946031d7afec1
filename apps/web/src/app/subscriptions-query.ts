import type { Subscription as ApiSubscription } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { subscriptionFromApi, type SubscriptionFromApi } from '@halyard/domain';
import { routeQuery } from './route-query';

/** A subscription as the portal uses it: the API's fields, the spec's enumerations typed. */
export type PortalSubscription = SubscriptionFromApi<ApiSubscription>;

export function toPortalSubscriptions(data: {
  readonly subscriptions: readonly ApiSubscription[];
}): PortalSubscription[] {
  return data.subscriptions.map((subscription) => subscriptionFromApi(subscription));
}

/**
 * The signed-in user's subscriptions: the account navigation, the page guard, the dashboard and
 * page-view tracking all read this one query. Its call is the storefront's zod-free ref (decision
 * 0085).
 */
export const subscriptionsQuery = routeQuery(['subscriptions'], routes.listSubscriptions, {
  select: toPortalSubscriptions,
  staleTime: 60_000,
});
