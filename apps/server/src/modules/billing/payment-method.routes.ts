import type { FastifyInstance } from 'fastify';
import { updatePaymentMethod } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { PaymentMethodService } from './payment-method.service';

/** PUT /api/v2/payment-method: store a tokenised card, wallet or PayPal agreement. */
export function registerPaymentMethodRoutes(
  app: FastifyInstance,
  deps: { paymentMethods: PaymentMethodService },
): void {
  registerRoute(app, updatePaymentMethod, async ({ user, body }) =>
    deps.paymentMethods.replace(user, body.token, body.clientSecret),
  );
}
