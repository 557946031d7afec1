import type { FastifyInstance } from 'fastify';
import { adminGetCredits, adminGrantCredit } from '@halyard/contract';
import { HttpError, notFound } from '../../../http/http-error';
import type { Executor } from '../../../db/executor';
import { creditBalanceOf } from '../../invoices/credit-balance.view';
import { creditsRepository } from '../../invoices/credits.repository';
import { registerAdminRoute, type AdminRouteDeps } from '../admin-route';
import { customerOwner } from './customer-actions.repository';

const customerOf = async (executor: Executor, tenantId: string, customerId: string) => {
  const found = await customerOwner(executor, tenantId, customerId);
  if (!found) throw notFound('Customer');
  return found;
};

/**
 * Issue 22 item 5 (decision 0217): a customer's credit balance in the back office, and a goodwill
 * credit added to it — with its reason, in the audit log, in the same transaction (decision 0173).
 * The form's `request_id` makes a retried grant book once.
 */
export function registerCreditRoutes(app: FastifyInstance, route: AdminRouteDeps): void {
  registerAdminRoute(app, route, adminGetCredits, async ({ tenant, params }) =>
    creditBalanceOf(route.db, (await customerOf(route.db, tenant.id, params.customerId)).owner),
  );

  registerAdminRoute(
    app,
    route,
    adminGrantCredit,
    async ({ tenant, params, body, actor }) =>
      route.db.transaction().execute(async (trx) => {
        const { owner, deleted } = await customerOf(trx, tenant.id, params.customerId);
        // Decision 0223: a deleted account's balance closed with it; nothing may be added to it.
        if (deleted)
          throw new HttpError(
            409,
            'balance_closed',
            'This account was deleted and its credit balance closed.',
          );
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
