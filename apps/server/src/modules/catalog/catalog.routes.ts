import type { FastifyInstance } from 'fastify';
import { getOffer } from '@halyard/contract';
import { basisPointsToPercent, pricesIncludeTax, type OfferProduct } from '@halyard/domain';
import type { Clock } from '../../clock';
import { notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { Tax } from '../tax/tax.service';
import type { Catalog, TenantCatalog } from './catalog.service';

/** The domain's read-only product as the wire shape (an add-on lists no add-ons of its own). */
const addonView = (p: OfferProduct) => ({
  ...p,
  entitlements: [...p.entitlements],
  prices: [...p.prices],
  addons: [] as never[],
});

/**
 * Decision 0196: the VAT a consumer in `country` finds in this tenant's prices, when they are
 * gross for them (an `inclusive` tenant, a gross-price country); none otherwise.
 */
function includedTax(catalog: TenantCatalog, tax: Tax, country: string | undefined, at: Date) {
  if (!country || catalog.taxDisplay !== 'inclusive') return undefined;
  const code = country.toUpperCase();
  const decided = tax.decide({ country: code, region: null }, at);
  if (!decided.ok || !pricesIncludeTax(catalog.taxDisplay, code, decided.value)) return undefined;
  return { rate: basisPointsToPercent(decided.value.rate), country: code };
}

/** spec §7 GET /api/v1/offers/{offerId}: the offer's products, prices computed by the domain. */
export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: { catalog: Catalog; tax: Tax; clock: Clock },
): void {
  registerRoute(app, getOffer, async ({ tenant, params, query }) => {
    const catalog = await deps.catalog.forTenant(tenant.id);
    const offer = catalog.offers.get(params.offerId);
    if (!offer) throw notFound('Offer');
    const included = includedTax(catalog, deps.tax, query.country, deps.clock.now());
    return {
      id: offer.id,
      kind: offer.kind,
      currency: query.currency,
      products: catalog.offerProducts(offer.id, query.currency).map((plan) => ({
        ...addonView(plan),
        addons: plan.addons.map(addonView),
      })),
      ...(included && { includedTax: included }),
    };
  });
}
