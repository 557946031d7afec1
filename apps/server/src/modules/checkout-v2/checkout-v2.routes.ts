import type { FastifyInstance } from 'fastify';
import {
  v2CheckoutConfirm,
  v2CheckoutEstimate,
  v2CheckoutGet,
  v2CheckoutRetry,
  v2CheckoutStart,
} from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import { createCheckoutAttemptsRepository } from '../checkout/attempts/checkout-attempts.repository';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { Tax } from '../tax/tax.service';
import { createCheckoutV2Repository } from './checkout-v2.repository';
import { countCheckout } from '../../metrics';
import { createCheckoutV2Service } from './checkout-v2.service';

/**
 * spec §7 portal side: PUT /api/v2/checkout/estimate, POST|GET|PUT /api/v2/checkout/ and
 * GET /api/v2/checkout/confirm (decision 0070). Signed in only; installed after the checkout.
 */
export function registerCheckoutV2Routes(
  app: FastifyInstance,
  deps: { db: Db; tax: Tax; clock: Clock },
): void {
  const service = createCheckoutV2Service({
    db: deps.db,
    portal: app.checkout.forPortal,
    attempts: createCheckoutAttemptsRepository(deps.db),
    repository: createCheckoutV2Repository(deps.db),
    subscriptions: createSubscriptionsRepository(deps.db, deps.tax, deps.clock),
  });

  registerRoute(app, v2CheckoutEstimate, async ({ user, body }) => service.estimate(user, body));

  registerRoute(app, v2CheckoutStart, async ({ tenant, user, body, reply }) => {
    const answer = await countCheckout('stored', () => service.start(tenant, user, body));
    reply.code(answer.status);
    return answer.body;
  });

  registerRoute(app, v2CheckoutGet, async ({ user, query }) => service.get(user, query.attempt));

  registerRoute(app, v2CheckoutRetry, async ({ tenant, user, body, reply }) => {
    const answer = await service.retry(tenant, user, body);
    reply.code(answer.status);
    return answer.body;
  });

  registerRoute(app, v2CheckoutConfirm, async ({ tenant, user, query, reply }) => {
    const answer = await service.confirm(tenant, user, query.attempt);
    reply.code(answer.status);
    return answer.body;
  });
}
