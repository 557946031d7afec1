import type { SubscriptionItemType } from './enums';

/** spec §3 "Checkout response: redirectUrl, subscription (with id and subscriptionItems, each
 * with itemType plan, addon or charge), checkoutItemSubscriptions." */
export interface SubscriptionItem {
  readonly itemPriceId: string;
  readonly itemType: SubscriptionItemType;
}

export interface CheckoutSubscription {
  readonly id: string;
  readonly subscriptionItems: readonly SubscriptionItem[];
}

export interface CheckoutResponse {
  readonly redirectUrl: string;
  readonly subscription: CheckoutSubscription;
  /** One subscription per extra checkout item (spec §7 checkoutItems). */
  readonly checkoutItemSubscriptions: readonly CheckoutSubscription[];
}

/** spec §8: the cookie set when an add-on purchase failed. */
export const DIP_ERROR_COOKIE = 'dip_error';

/** spec §8: the add-on price ids asked for that the checkout result does not hold. */
export function missingAddonPriceIds(
  requestedAddonPriceIds: readonly string[],
  response: CheckoutResponse,
): string[] {
  const bought = new Set(
    [response.subscription, ...response.checkoutItemSubscriptions]
      .flatMap((sub) => sub.subscriptionItems)
      .filter((item) => item.itemType === 'addon')
      .map((item) => item.itemPriceId),
  );
  return requestedAddonPriceIds.filter((id) => !bought.has(id));
}

/** spec §8 "An add-on purchase failure is detected when the add-on is missing from the result." */
export function isAddonPurchaseFailure(
  requestedAddonPriceIds: readonly string[],
  response: CheckoutResponse,
): boolean {
  return missingAddonPriceIds(requestedAddonPriceIds, response).length > 0;
}
