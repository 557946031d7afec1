import type { FastifyInstance } from 'fastify';
import {
  addPaymentMethod,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  removePaymentMethod,
  startPaymentMethodSetup,
  updatePaymentMethod,
} from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { PaymentMethodService } from './payment-method.service';
import type { StoredMethodsService } from './stored-methods.service';

/**
 * PUT /api/v2/payment-method: store a tokenised card, wallet or PayPal agreement as the new
 * default; POST …/setup: start entering one in the gateway's own fields. /api/v2/payment-methods:
 * the several methods a customer holds (issue 22 item 1, decision 0191).
 */
export function registerPaymentMethodRoutes(
  app: FastifyInstance,
  deps: { paymentMethods: PaymentMethodService; storedMethods: StoredMethodsService },
): void {
  registerRoute(app, updatePaymentMethod, async ({ user, body }) =>
    deps.paymentMethods.replace(user, body.token, body.clientSecret),
  );
  // The answer carries Stripe's client secret for this browser alone (decision 0101).
  registerRoute(app, startPaymentMethodSetup, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return deps.paymentMethods.startSetup(user);
  });
  registerRoute(app, listPaymentMethods, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return { payment_methods: await deps.storedMethods.list(user) };
  });
  registerRoute(app, addPaymentMethod, async ({ user, body }) =>
    deps.paymentMethods.add(user, body.token, body.clientSecret),
  );
  registerRoute(app, makeDefaultPaymentMethod, async ({ user, params }) =>
    deps.storedMethods.makeDefault(user, params.id),
  );
  registerRoute(app, removePaymentMethod, async ({ user, params }) =>
    deps.storedMethods.remove(user, params.id),
  );
}
