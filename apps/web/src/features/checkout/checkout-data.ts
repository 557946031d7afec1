import { defaultCheckoutFlow, type CheckoutFlow } from '@halyard/domain';
import { readCheckoutLink, type CheckoutLink } from '@/app/storefront/checkout-link';
import { findPrice, loadOffer, type Offer, type PricedItem } from '@/app/storefront/offer';
import { loadCustomer, type Customer, type StoreSubscription } from '@/app/storefront/visitor';

/** What the checkout sells, resolved against the served offer (no price is taken on trust). */
export interface CheckoutData {
  readonly link: CheckoutLink;
  readonly offer: Offer;
  readonly customer: Customer | null;
  /** spec §4 flow: the link's, else order or additional purchase (domain `defaultCheckoutFlow`). */
  readonly flow: CheckoutFlow;
  /** The subscription an edit or add-on purchase changes (the customer's own). */
  readonly target: StoreSubscription | null;
  readonly plan: PricedItem | null;
  readonly addons: readonly PricedItem[];
  /** Issue 22 item 4: the promotion code the buyer applied ("Have a code?"), if any. */
  readonly promotionCode?: string | undefined;
}

export type CheckoutLoad =
  | { readonly ok: true; readonly data: CheckoutData }
  | { readonly ok: false; readonly reason: 'unavailable' | 'sign-in'; readonly link: CheckoutLink };

const CHANGES_A_SUBSCRIPTION: readonly CheckoutFlow[] = ['edit_subscription', 'add_addon'];

export async function loadCheckout(search: URLSearchParams, now: Date): Promise<CheckoutLoad> {
  const link = readCheckoutLink(search);
  const [offer, customer] = await Promise.all([
    loadOffer(link.offerId, link.currency).catch(() => null),
    loadCustomer().catch(() => null),
  ]);
  const flow = link.flow ?? defaultCheckoutFlow(customer?.subscriptions ?? [], now);
  if (CHANGES_A_SUBSCRIPTION.includes(flow) && !customer)
    return { ok: false, reason: 'sign-in', link };
  const plan = offer && link.priceId ? findPrice(offer, link.priceId) : null;
  const addons = offer ? link.addonPriceIds.flatMap((id) => findPrice(offer, id) ?? []) : [];
  const target =
    customer?.subscriptions.find((s) => s.subscription_id === link.subscriptionId) ?? null;
  const complete =
    offer &&
    (link.priceId === null || plan) &&
    addons.length === link.addonPriceIds.length &&
    (plan || addons.length > 0) &&
    (!CHANGES_A_SUBSCRIPTION.includes(flow) || target);
  if (!complete) return { ok: false, reason: 'unavailable', link };
  return { ok: true, data: { link, offer, customer, flow, target, plan, addons } };
}
