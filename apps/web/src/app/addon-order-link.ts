import { addonProductId, type AddonType } from '@halyard/domain';

/**
 * Issue 24 item 5 (decision 0164): the order page's add-on mode for one of the customer's
 * subscriptions, in its currency, with an add-on already chosen if given — never a new plan.
 */
export function addonOrderPath(
  sub: { readonly subscription_id: string; readonly renewal_price: { readonly currency: string } },
  addon?: AddonType,
): string {
  const search = new URLSearchParams({
    flow: 'add_addon',
    subscription: sub.subscription_id,
    currency: sub.renewal_price.currency,
  });
  if (addon) search.set('addons', addonProductId(addon));
  return `/order?${search}`;
}
