import type { FastifyInstance } from 'fastify';
import { getSubscription, listSubscriptions } from '@halyard/contract';
import { notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { SubscriptionsRepository } from './subscriptions.repository';

/** spec §7 portal reads: every query is scoped by the session's tenant and user. */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionsRepository },
): void {
  registerRoute(app, listSubscriptions, async ({ user }) => ({
    subscriptions: await deps.subscriptions.listForUser(user.tenantId, user.id),
  }));

  registerRoute(app, getSubscription, async ({ user, params }) => {
    const subscription = await deps.subscriptions.findForUser(user.tenantId, user.id, params.id);
    if (!subscription) throw notFound('Subscription');
    return subscription;
  });
}
