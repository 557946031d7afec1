import type { Offer } from '@halyard/contract';
import {
  buildCatalogueSeed,
  DEFAULT_OFFER_IDS,
  offerProducts,
  type Currency,
} from '@halyard/domain';
import { findPrice, type PricedItem } from '@/app/storefront/offer';

/** The regular offer as GET /api/v1/offers/regular serves it: built by the same domain code. */
export function regularOffer(currency: Currency = 'USD'): Offer {
  const seed = buildCatalogueSeed(DEFAULT_OFFER_IDS);
  return {
    id: DEFAULT_OFFER_IDS.regular,
    kind: 'regular',
    currency,
    products: offerProducts(seed, DEFAULT_OFFER_IDS.regular, currency) as Offer['products'],
  };
}

export function priced(offer: Offer, priceId: string): PricedItem {
  const item = findPrice(offer, priceId);
  if (!item) throw new Error(`No price ${priceId} in the offer`);
  return item;
}
