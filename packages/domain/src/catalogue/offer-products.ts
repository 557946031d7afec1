import type { Currency } from '../money/currency';
import type { Entitlement } from './entitlements';
import { computePrice, type Price } from './price';
import type { ProductSeed } from './products';
import type { CatalogueSeed } from './seed';

/** spec §3 Product/offer, as GET /api/v1/offers/{offerId} returns each product. */
export interface OfferProduct {
  readonly id: string;
  readonly name: string;
  readonly displayName: string;
  readonly description: string;
  readonly entitlements: readonly Entitlement[];
  readonly moneyBackGuaranteeDays: number;
  readonly billingType: 'recurring';
  readonly recommended: boolean;
  /** The add-on products that can be bought with this plan (empty on an add-on). */
  readonly addons: readonly OfferProduct[];
  readonly prices: readonly Price[];
}

/**
 * spec §7 GET /api/v1/offers/{offerId}: the plans of an offer in one currency, each with its
 * priced add-ons, every Price computed by `computePrice`. Products without a price in that offer
 * and currency are left out; an unknown offer gives an empty list.
 */
export function offerProducts(
  catalogue: CatalogueSeed,
  offerId: string,
  currency: Currency,
): OfferProduct[] {
  const rows = catalogue.prices
    .filter((row) => row.offerId === offerId && row.currency === currency)
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const entitlements = new Map(catalogue.entitlements.map((e) => [e.id, e]));
  const toProduct = (product: ProductSeed, addons: readonly OfferProduct[]): OfferProduct => ({
    id: product.id,
    name: product.name,
    displayName: product.displayName,
    description: product.description,
    entitlements: product.entitlementIds.flatMap((id) => entitlements.get(id) ?? []),
    moneyBackGuaranteeDays: product.moneyBackGuaranteeDays,
    billingType: product.billingType,
    recommended: product.recommended,
    addons,
    prices: rows.filter((row) => row.productId === product.id).map(computePrice),
  });
  const priced = (kind: ProductSeed['kind'], addons: readonly OfferProduct[]) =>
    catalogue.products
      .filter((product) => product.kind === kind)
      .map((product) => toProduct(product, addons))
      .filter((product) => product.prices.length > 0);
  return priced('plan', priced('addon', []));
}
