import type { Offer, OfferProduct, Price } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { PLAN_TIERS, type Currency, type PlanTier } from '@halyard/domain';
import { callApi } from '../api-client';

export type { Offer, OfferProduct, Price };
export type AddonProduct = OfferProduct['addons'][number];

/** spec §7 GET /api/v1/offers/{offerId}: the offer's plans, add-ons and prices in a currency. */
export function loadOffer(
  offerId: string,
  currency: Currency,
  signal?: AbortSignal,
  /** Decision 0196: the buyer's country as far as known, for the VAT a gross price contains. */
  country?: string,
) {
  return callApi(routes.getOffer, {
    params: { offerId },
    query: { currency, ...(country && { country }) },
    signal,
  });
}

/** The plan products of an offer with their tier (the product's `name`, spec §3 tiers). */
export function planProducts(offer: Offer): (OfferProduct & { readonly tier: PlanTier })[] {
  return offer.products.flatMap((product) =>
    (PLAN_TIERS as readonly string[]).includes(product.name)
      ? [{ ...product, tier: product.name as PlanTier }]
      : [],
  );
}

/** A price of the offer (a plan's or an add-on's) with the product it belongs to. */
export interface PricedItem {
  readonly product: OfferProduct | AddonProduct;
  readonly price: Price;
}

/** Finds a price id among the offer's plans and their add-ons. */
export function findPrice(offer: Offer, priceId: string): PricedItem | null {
  for (const product of offer.products) {
    const price = product.prices.find((p) => p.id === priceId);
    if (price) return { product, price };
    for (const addon of product.addons) {
      const addonPrice = addon.prices.find((p) => p.id === priceId);
      if (addonPrice) return { product: addon, price: addonPrice };
    }
  }
  return null;
}
