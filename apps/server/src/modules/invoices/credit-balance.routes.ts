import type { FastifyInstance } from 'fastify';
import { getCreditBalance } from '@halyard/contract';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import { creditBalanceOf } from './credit-balance.view';

/** Issue 22 item 5 (decision 0217): the signed-in customer's credit balance and its history. */
export function registerCreditBalanceRoutes(app: FastifyInstance, deps: { db: Db }): void {
  registerRoute(app, getCreditBalance, async ({ user }) =>
    creditBalanceOf(deps.db, { tenantId: user.tenantId, userId: user.id }),
  );
}
