import type { FastifyInstance } from 'fastify';
import { cancelRefundRevoke, refundEstimate, requestRefundRevoke } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { RefundsService } from './refunds.service';

/** spec §7 PUT /api/v2/refund/estimate, POST and DELETE /api/v2/subscriptions/{id}/refund-revoke. */
export function registerRefundRoutes(
  app: FastifyInstance,
  deps: { refunds: RefundsService },
): void {
  registerRoute(app, refundEstimate, async ({ user, body }) =>
    deps.refunds.estimate(user, body.subscription_id),
  );

  registerRoute(app, requestRefundRevoke, async ({ user, params, body }) => ({
    refund: await deps.refunds.request(user, params.id, body?.reason),
  }));

  registerRoute(app, cancelRefundRevoke, async ({ user, params }) => ({
    refund: await deps.refunds.cancel(user, params.id),
  }));
}
