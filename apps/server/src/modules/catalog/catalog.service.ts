import {
  computePrice,
  offerProducts,
  type CatalogueRow,
  type CatalogueSeed,
  type Currency,
  type OfferProduct,
  type OfferSeed,
  type Price,
  type ProductSeed,
  type TaxDisplay,
} from '@halyard/domain';
import type { Db } from '../../db/database';
import { createCatalogRepository } from './catalog.repository';

/** A catalogue price with its computed spec §3 fields and its product. */
export interface CatalogPrice {
  readonly row: CatalogueRow;
  readonly price: Price;
  readonly product: ProductSeed;
}

export interface TenantCatalog {
  /** How the tenant quotes prices (decision 0196): net, or gross for consumers who need it. */
  readonly taxDisplay: TaxDisplay;
  readonly offers: ReadonlyMap<string, OfferSeed>;
  price(id: string): CatalogPrice | null;
  /** spec §7 GET /api/v1/offers/{offerId}: the offer's products in one currency (memoised). */
  offerProducts(offerId: string, currency: Currency): OfferProduct[];
}

function index(seed: CatalogueSeed, taxDisplay: TaxDisplay): TenantCatalog {
  const products = new Map(seed.products.map((p) => [p.id, p]));
  const prices = new Map<string, CatalogPrice>();
  for (const row of seed.prices) {
    const product = products.get(row.productId);
    if (product) prices.set(row.id, { row, price: computePrice(row), product });
  }
  const views = new Map<string, OfferProduct[]>();
  return {
    taxDisplay,
    offers: new Map(seed.offers.map((o) => [o.id, o])),
    price: (id) => prices.get(id) ?? null,
    offerProducts(offerId, currency) {
      const key = `${offerId}\u0000${currency}`;
      let view = views.get(key);
      if (!view) views.set(key, (view = offerProducts(seed, offerId, currency)));
      return view;
    },
  };
}

/**
 * The catalogue per tenant, read once and kept for `ttlMs`, so the offers call and every checkout
 * price lookup cost no query. Concurrent first reads share one load. A back-office change drops
 * the tenant's entry of this instance at once (`invalidate`); other instances read it within
 * `ttlMs` (issue 16, decision 0175).
 */
export function createCatalog(db: Db, ttlMs = 60_000) {
  const repository = createCatalogRepository(db);
  const cache = new Map<string, { at: number; catalog: Promise<TenantCatalog> }>();
  return {
    invalidate(tenantId: string): void {
      cache.delete(tenantId);
    },
    forTenant(tenantId: string): Promise<TenantCatalog> {
      const hit = cache.get(tenantId);
      if (hit && Date.now() - hit.at < ttlMs) return hit.catalog;
      const catalog = Promise.all([
        repository.load(tenantId),
        repository.taxDisplay(tenantId),
      ]).then(([seed, display]) => index(seed, display));
      catalog.catch(() => cache.delete(tenantId));
      cache.set(tenantId, { at: Date.now(), catalog });
      return catalog;
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
