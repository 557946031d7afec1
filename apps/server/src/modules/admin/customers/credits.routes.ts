import type { FastifyInstance } from 'fastify';
import { adminGetCredits, adminGrantCredit } from '@halyard/contract';
import { notFound } from '../../../http/http-error';
import type { Executor } from '../../../db/executor';
import { creditBalanceOf } from '../../invoices/credit-balance.view';
import { creditsRepository } from '../../invoices/credits.repository';
import { registerAdminRoute, type AdminRouteDeps } from '../admin-route';
import { customerOwner } from './customer-actions.repository';

const customerOf = async (executor: Executor, tenantId: string, customerId: string) => {
  const owner = await customerOwner(executor, tenantId, customerId);
  if (!owner) throw notFound('Customer');
  return owner;
};

/**
 * Issue 22 item 5 (decision 0217): a customer's credit balance in the back office, and a goodwill
 * credit added to it — with its reason, in the audit log, in the same transaction (decision 0173).
 * The form's `request_id` makes a retried grant book once.
 */
export function registerCreditRoutes(app: FastifyInstance, route: AdminRouteDeps): void {
  registerAdminRoute(app, route, adminGetCredits, async ({ tenant, params }) =>
    creditBalanceOf(route.db, await customerOf(route.db, tenant.id, params.customerId)),
  );

  registerAdminRoute(
    app,
    route,
    adminGrantCredit,
    async ({ tenant, params, body, actor }) =>
      route.db.transaction().execute(async (trx) => {
        const owner = await customerOf(trx, tenant.id, params.customerId);
        const now = route.clock.now();
        const granted = await creditsRepository.add(
          trx,
          owner,
          {
            currency: body.currency,
            amount: body.amount,
            kind: 'goodwill',
            reference: `goodwill:${tenant.id}:${body.request_id}`,
            staffId: actor.staffId,
            note: body.reason,
          },
          now,
        );
        if (granted)
          await route.audit.record(
            trx,
            actor,
            {
              action: 'customer.credit_granted',
              targetId: owner.userId,
              customerId: owner.userId,
              reason: body.reason,
              after: { amount: body.amount, currency: body.currency },
            },
            now,
          );
        return creditBalanceOf(trx, owner);
      }),
    { audit: 'customer.credit_granted' },
  );
}
