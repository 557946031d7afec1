import type { FastifyInstance } from 'fastify';
import { checkPromotionCode } from '@halyard/contract';
import type { Clock } from '../../clock';
import { registerRoute } from '../../http/route';
import type { Catalog } from '../catalog/catalog.service';
import type { SubscriptionFactsRepository } from '../checkout/purchase/subscription-facts.repository';
import { validationFailed } from '../checkout/checkout-errors';
import type { Promotions } from './promotions.service';

export interface PromotionRouteDeps {
  readonly catalog: Catalog;
  readonly facts: SubscriptionFactsRepository;
  readonly promotions: Promotions;
  readonly clock: Clock;
}

/**
 * POST /api/v1/promotion-code (issue 22 item 4): "Have a code?" checks the code for the chosen
 * prices — and, signed in, for the buyer — so the page can show it at once. The estimate and
 * the checkout check it again and price it; this answer moves no money.
 */
export function registerPromotionRoutes(app: FastifyInstance, deps: PromotionRouteDeps): void {
  registerRoute(
    app,
    checkPromotionCode,
    async ({ body, tenant, user }) => {
      const catalog = await deps.catalog.forTenant(tenant.id);
      const fields: Record<string, string> = {};
      const planProductIds = body.priceIds.flatMap((id, i) => {
        const found = catalog.price(id);
        if (!found || found.row.offerId !== body.offerId)
          fields[`priceIds.${i}`] = 'Unknown price.';
        return found?.product.kind === 'plan' ? [found.product.id] : [];
      });
      if (!catalog.offers.has(body.offerId)) fields.offerId = 'Unknown offer.';
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      const owned = user ? await deps.facts.forUser(tenant.id, user.id) : [];
      const buyer = user ? { userId: user.id, hadSubscription: owned.length > 0 } : null;
      const found = await deps.promotions.check(
        tenant.id,
        body.code,
        { offerId: body.offerId, planProductIds },
        buyer,
        deps.clock.now(),
      );
      return {
        code: found.code,
        percentOffBasisPoints: found.percentOffBasisPoints,
        planProductIds: [...found.planProductIds],
      };
    },
    // A code is a discount to whoever knows it: guessing codes one request at a time is slowed
    // to 20 tries a minute per client address (decision 0193 addendum).
    { rateLimit: { max: 20, timeWindow: 60_000 } },
  );
}
