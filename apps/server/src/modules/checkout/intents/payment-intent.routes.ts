import type { FastifyInstance } from 'fastify';
import { createOrderPaymentIntent, createPaymentIntent } from '@halyard/contract';
import { registerRoute } from '../../../http/route';
import type { PaymentIntentService } from './payment-intent.service';

/** spec §7: the payment-intent call under both paths; the client picks one by a cookie flag. */
export function registerPaymentIntentRoutes(
  app: FastifyInstance,
  deps: { paymentIntents: PaymentIntentService },
): void {
  for (const contract of [createPaymentIntent, createOrderPaymentIntent]) {
    registerRoute(app, contract, async ({ tenant, user, body, reply }) => {
      // The answer holds the intent's client secret (decision 0101): no cache may keep it.
      reply.header('cache-control', 'no-store');
      return { chargebeeBody: await deps.paymentIntents.create(tenant.id, user?.id ?? null, body) };
    });
  }
}
