import type { FastifyInstance } from 'fastify';
import { getPasswordManager } from '@halyard/contract';
import { registerRoute } from '../../http/route';
import type { NavAccess } from '../portal-access/nav-access';
import { createPasswordManagerService } from './password-manager.service';

/** GET /api/v1/password-manager (decision 0066). */
export function registerPasswordManagerRoutes(
  app: FastifyInstance,
  deps: { access: NavAccess; managerUrl: string },
): void {
  const service = createPasswordManagerService({
    access: deps.access,
    managerUrl: deps.managerUrl,
  });
  registerRoute(app, getPasswordManager, ({ user }) => service.overview(user));
}
