import {
  currencyOrDefault,
  DEFAULT_OFFER_IDS,
  isCheckoutFlow,
  type CheckoutFlow,
  type Currency,
} from '@halyard/domain';

/**
 * What the order page hands to the checkout, as the checkout URL's query (`/checkout?price=…`):
 * a link the buyer can bookmark, share or come back to after 3-D Secure or PayPal (decision 0052).
 */
export interface CheckoutLink {
  readonly offerId: string;
  readonly currency: Currency;
  /** The plan's price; null when only add-ons are bought (spec §4 add add-on to subscription). */
  readonly priceId: string | null;
  readonly addonPriceIds: readonly string[];
  /** Null: the checkout decides (order, or additional purchase for a customer). */
  readonly flow: CheckoutFlow | null;
  /** The subscription an edit or an add-on purchase changes. */
  readonly subscriptionId: string | null;
  readonly referrerId: string | null;
  readonly referralCampaignId: string | null;
  readonly partner: string | null;
  /** spec §2 "When a payment override is used, the user goes to /setup" (decision 0052). */
  readonly paymentOverride: boolean;
}

const PARAM = {
  offerId: 'offer',
  currency: 'currency',
  priceId: 'price',
  addonPriceIds: 'addons',
  flow: 'flow',
  subscriptionId: 'subscription',
  referrerId: 'referrerId',
  referralCampaignId: 'referralCampaignId',
  partner: 'partner',
  paymentOverride: 'payment_override',
} as const satisfies Record<keyof CheckoutLink, string>;

/** The checkout URL's query for a link, e.g. `?offer=regular&currency=USD&price=…`. */
export function checkoutSearch(link: CheckoutLink): string {
  const search = new URLSearchParams({
    [PARAM.offerId]: link.offerId,
    [PARAM.currency]: link.currency,
  });
  const optional: [string, string | null][] = [
    [PARAM.priceId, link.priceId],
    [PARAM.addonPriceIds, link.addonPriceIds.length ? link.addonPriceIds.join(',') : null],
    [PARAM.flow, link.flow],
    [PARAM.subscriptionId, link.subscriptionId],
    [PARAM.referrerId, link.referrerId],
    [PARAM.referralCampaignId, link.referralCampaignId],
    [PARAM.partner, link.partner],
    [PARAM.paymentOverride, link.paymentOverride ? '1' : null],
  ];
  for (const [name, value] of optional) if (value) search.set(name, value);
  return `?${search}`;
}

/**
 * The add-on checkout for one subscription (spec §4 "add add-on to subscription", decision 0164):
 * these add-ons' prices at the offer's currency, and no plan.
 */
export function addAddonCheckoutSearch(
  offer: { readonly id: string; readonly currency: Currency },
  subscriptionId: string,
  addonPriceIds: readonly string[],
): string {
  return checkoutSearch({
    offerId: offer.id,
    currency: offer.currency,
    priceId: null,
    addonPriceIds,
    flow: 'add_addon',
    subscriptionId,
    referrerId: null,
    referralCampaignId: null,
    partner: null,
    paymentOverride: false,
  });
}

/** The link a checkout URL's query carries; unknown or missing values fall back safely. */
export function readCheckoutLink(search: URLSearchParams): CheckoutLink {
  const text = (name: string) => search.get(name)?.trim() || null;
  const flow = text(PARAM.flow);
  return {
    offerId: text(PARAM.offerId) ?? DEFAULT_OFFER_IDS.regular,
    currency: currencyOrDefault(text(PARAM.currency)),
    priceId: text(PARAM.priceId),
    addonPriceIds: (text(PARAM.addonPriceIds) ?? '').split(',').filter(Boolean),
    flow: isCheckoutFlow(flow) ? flow : null,
    subscriptionId: text(PARAM.subscriptionId),
    referrerId: text(PARAM.referrerId),
    referralCampaignId: text(PARAM.referralCampaignId),
    partner: text(PARAM.partner),
    paymentOverride: text(PARAM.paymentOverride) === '1',
  };
}

/**
 * Which dedicated IP price row the storefront offers (decision 0052, domain `addonPriceForPlan`):
 * the taxed variant. The rows are catalogue labels only; tax itself is the server's decision from
 * the buyer's address (decision 0100), and the checkout sends `isTaxable` as the estimate says.
 */
export const TAXABLE = true;
