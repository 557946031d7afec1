import type { Subscription as ApiSubscription, UserData } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { subscriptionFromApi, type SubscriptionFromApi } from '@halyard/domain';
import { callApi } from '../api-client';
import { isApiError } from '../api-error';

/** A subscription as the storefront reads it: the API's fields, the spec's enumerations typed. */
export type StoreSubscription = SubscriptionFromApi<ApiSubscription>;

/** Who is buying: a signed-in customer with their subscriptions, or (null) a visitor. */
export interface Customer {
  readonly user: UserData;
  readonly subscriptions: readonly StoreSubscription[];
}

/**
 * The signed-in customer, or null for a visitor (the session call answers 401). Read afresh by
 * each storefront page: a purchase signs the buyer in (decision 0020), so a cached answer could
 * be stale.
 */
export async function loadCustomer(signal?: AbortSignal): Promise<Customer | null> {
  try {
    const { user } = await callApi(routes.currentUser, { signal });
    const { subscriptions } = await callApi(routes.listSubscriptions, { signal });
    return { user, subscriptions: subscriptions.map((sub) => subscriptionFromApi(sub)) };
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}
