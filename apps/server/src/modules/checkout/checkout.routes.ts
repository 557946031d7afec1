import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkout, checkoutForCustomer } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { SessionControl } from '../account/session.service';
import type { Tenant } from '../tenants/tenant-directory';
import type { CheckoutService } from './checkout.service';
import type { createCustomerCheckoutService } from './checkout-for-customer.service';
import { countCheckout } from '../../metrics';
import type { CallContext } from './checkout-context';

export interface CheckoutRouteDeps {
  readonly checkout: CheckoutService;
  readonly customerCheckout: ReturnType<typeof createCustomerCheckoutService>;
  readonly sessionControl: SessionControl;
}

/** spec §7 POST /api/v1/checkout and POST /api/v1/checkout-for-customer. */
export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutRouteDeps): void {
  const context = (
    tenant: Tenant,
    userId: string | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): CallContext => ({
    tenantId: tenant.id,
    brand: tenant.brandName,
    sessionUserId: userId,
    // Sign-up at checkout signs the buyer in (decision 0020).
    startSession: (id) => deps.sessionControl.start(request, reply, id),
  });

  registerRoute(app, checkout, async ({ tenant, user, body, request, reply }) => {
    const answer = await countCheckout(body.paymentSourceType, () =>
      deps.checkout.run(context(tenant, user?.id ?? null, request, reply), body),
    );
    reply.code(answer.status);
    return answer.body;
  });

  registerRoute(app, checkoutForCustomer, async ({ tenant, user, body, request, reply }) => {
    const ctx = { ...context(tenant, user.id, request, reply), sessionUserId: user.id };
    // A signed-in customer's purchase with the stored method (spec §4 flows).
    const answer = await countCheckout('stored', () => deps.customerCheckout.run(ctx, body));
    reply.code(answer.status);
    return answer.body;
  });
}
