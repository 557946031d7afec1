import type { FastifyInstance } from 'fastify';
import { startPaymentMethodSetup, updatePaymentMethod } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { PaymentMethodService } from './payment-method.service';

/**
 * PUT /api/v2/payment-method: store a tokenised card, wallet or PayPal agreement; POST …/setup:
 * start entering one in the gateway's own fields.
 */
export function registerPaymentMethodRoutes(
  app: FastifyInstance,
  deps: { paymentMethods: PaymentMethodService },
): void {
  registerRoute(app, updatePaymentMethod, async ({ user, body }) =>
    deps.paymentMethods.replace(user, body.token, body.clientSecret),
  );
  // The answer carries Stripe's client secret for this browser alone (decision 0101).
  registerRoute(app, startPaymentMethodSetup, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return deps.paymentMethods.startSetup(user);
  });
}
