import type { FastifyInstance } from 'fastify';
import { autobillOff, autobillOn, retryPaymentCollection } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { LifecycleService } from './lifecycle.service';

/** spec §7 subscription lifecycle calls; `{id}` is the subscription_id, a foreign one is 404. */
export function registerLifecycleRoutes(
  app: FastifyInstance,
  deps: { lifecycle: LifecycleService },
): void {
  registerRoute(app, autobillOn, async ({ user, params }) =>
    deps.lifecycle.autobillOn(user, params.id),
  );
  registerRoute(app, autobillOff, async ({ user, params, body }) =>
    deps.lifecycle.autobillOff(user, params.id, body),
  );
  registerRoute(app, retryPaymentCollection, async ({ user, params, body }) =>
    deps.lifecycle.retryPaymentCollection(user, params.id, body?.payment_method_id),
  );
}
