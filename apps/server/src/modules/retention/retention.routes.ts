import type { FastifyInstance } from 'fastify';
import { acceptSaveOffer, authenticatePayment, getSaveOffer } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { AuthenticatePaymentService } from '../billing/authenticate-payment.service';
import type { SaveOfferService } from './save-offer.service';

/** Issue 21 §3–4: save offers and completing a renewal the bank wants authenticated. */
export function registerRetentionRoutes(
  app: FastifyInstance,
  deps: { saveOffers: SaveOfferService; authenticate: AuthenticatePaymentService },
): void {
  registerRoute(app, getSaveOffer, async ({ user, params, query }) =>
    deps.saveOffers.preview(user, params.id, query.reason),
  );
  registerRoute(app, acceptSaveOffer, async ({ user, params, body }) =>
    deps.saveOffers.accept(user, params.id, body),
  );
  registerRoute(app, authenticatePayment, async ({ user, params, body }) =>
    deps.authenticate.authenticate(user, params.id, body.return_path),
  );
}
