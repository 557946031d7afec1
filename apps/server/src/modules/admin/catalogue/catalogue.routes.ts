import type { FastifyInstance } from 'fastify';
import {
  changeAdminPrice,
  createAdminOffer,
  createAdminPromotionCode,
  deactivateAdminPromotionCode,
  createGiftCardBatch,
  exportGiftCardBatch,
  getAdminCatalogue,
  listGiftCardBatches,
  listAdminPromotionCodes,
  listPriceVersions,
  reactivateAdminPromotionCode,
  updateAdminPromotionCode,
  voidGiftCardBatch,
} from '@halyard/contract';
import { registerAdminRoute, type AdminRouteDeps } from '../admin-route';
import type { CatalogueAdmin } from './catalogue-admin.service';
import type { GiftCardBatches } from './gift-card-batches.service';
import type { PromotionCodesAdmin } from './promotion-codes-admin.service';

/** A file name made of safe characters only (a batch label comes from a person). */
export const fileNameOf = (label: string) =>
  label.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';

/** Issue 16 item 4: offers, versioned prices and gift-card batches. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  route: AdminRouteDeps,
  deps: { catalogue: CatalogueAdmin; giftCards: GiftCardBatches; codes: PromotionCodesAdmin },
): void {
  const { catalogue, giftCards, codes } = deps;

  registerAdminRoute(app, route, getAdminCatalogue, async ({ tenant }) =>
    catalogue.catalogue(tenant.id),
  );

  registerAdminRoute(
    app,
    route,
    createAdminOffer,
    async ({ actor, body, reply }) => {
      reply.code(201);
      return { offer: await catalogue.createOffer(actor, body) };
    },
    { audit: 'offer.created' },
  );

  registerAdminRoute(
    app,
    route,
    changeAdminPrice,
    async ({ actor, params, body }) => ({
      price: await catalogue.changePrice(actor, params.priceId, body),
    }),
    { audit: 'price.changed' },
  );

  registerAdminRoute(app, route, listPriceVersions, async ({ tenant, params }) => ({
    versions: await catalogue.versions(tenant.id, params.priceId),
  }));

  registerAdminRoute(app, route, listGiftCardBatches, async ({ tenant }) => ({
    batches: await giftCards.list(tenant.id),
  }));

  registerAdminRoute(
    app,
    route,
    createGiftCardBatch,
    async ({ actor, body, reply }) => {
      reply.code(201);
      return { batch: await giftCards.create(actor, body) };
    },
    { audit: 'gift_card_batch.created' },
  );

  registerAdminRoute(
    app,
    route,
    exportGiftCardBatch,
    async ({ actor, params, reply }) => {
      const { csv, label } = await giftCards.exportCsv(actor, params.batchId);
      reply.header('content-disposition', `attachment; filename="${fileNameOf(label)}.csv"`);
      return csv;
    },
    { audit: 'gift_card_batch.exported' },
  );

  registerAdminRoute(
    app,
    route,
    voidGiftCardBatch,
    async ({ actor, params, body }) => ({
      batch: await giftCards.void(actor, params.batchId, body.reason),
    }),
    { audit: 'gift_card_batch.voided' },
  );

  // Issue 22 item 4: promotion codes (decision 0219).
  registerAdminRoute(app, route, listAdminPromotionCodes, async ({ tenant }) => ({
    codes: await codes.list(tenant.id),
  }));

  registerAdminRoute(
    app,
    route,
    createAdminPromotionCode,
    async ({ actor, body, reply }) => {
      reply.code(201);
      return { code: await codes.create(actor, body) };
    },
    { audit: 'promotion_code.created' },
  );

  registerAdminRoute(
    app,
    route,
    updateAdminPromotionCode,
    async ({ actor, params, body }) => ({
      code: await codes.changeLimits(actor, params.codeId, body),
    }),
    { audit: 'promotion_code.updated' },
  );

  registerAdminRoute(
    app,
    route,
    deactivateAdminPromotionCode,
    async ({ actor, params, body }) => ({
      code: await codes.deactivate(actor, params.codeId, body.reason),
    }),
    { audit: 'promotion_code.deactivated' },
  );

  registerAdminRoute(
    app,
    route,
    reactivateAdminPromotionCode,
    async ({ actor, params, body }) => ({
      code: await codes.reactivate(actor, params.codeId, body.reason),
    }),
    { audit: 'promotion_code.reactivated' },
  );
}
