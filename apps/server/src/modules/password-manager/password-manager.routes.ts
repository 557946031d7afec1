import type { FastifyInstance } from 'fastify';
import { getPasswordManager } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import { createPortalAccess } from '../entitlement-access/portal-access';
import { createPasswordManagerService } from './password-manager.service';

/** GET /api/v1/password-manager (decision 0066). */
export function registerPasswordManagerRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; managerUrl: string },
): void {
  const service = createPasswordManagerService({
    access: createPortalAccess(deps),
    managerUrl: deps.managerUrl,
  });
  registerRoute(app, getPasswordManager, ({ user }) => service.overview(user));
}
