import type { FastifyInstance } from 'fastify';
import { getOffer } from '@halyard/contract';
import type { OfferProduct } from '@halyard/domain';
import { notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { Catalog } from './catalog.service';

/** The domain's read-only product as the wire shape (an add-on lists no add-ons of its own). */
const addonView = (p: OfferProduct) => ({
  ...p,
  entitlements: [...p.entitlements],
  prices: [...p.prices],
  addons: [] as never[],
});

/** spec §7 GET /api/v1/offers/{offerId}: the offer's products, prices computed by the domain. */
export function registerCatalogRoutes(app: FastifyInstance, deps: { catalog: Catalog }): void {
  registerRoute(app, getOffer, async ({ tenant, params, query }) => {
    const catalog = await deps.catalog.forTenant(tenant.id);
    const offer = catalog.offers.get(params.offerId);
    if (!offer) throw notFound('Offer');
    return {
      id: offer.id,
      kind: offer.kind,
      currency: query.currency,
      products: catalog.offerProducts(offer.id, query.currency).map((plan) => ({
        ...addonView(plan),
        addons: plan.addons.map(addonView),
      })),
    };
  });
}
