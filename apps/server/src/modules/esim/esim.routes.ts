import type { FastifyInstance } from 'fastify';
import { listEsims } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import type { NavAccess } from '../portal-access/nav-access';
import { createEsimRepository } from './esim.repository';
import { createEsimService } from './esim.service';

/**
 * spec §2 eSIM: the signed-in user's holiday eSIMs, while spec §6 shows the page ("when an
 * unexpired holiday eSIM exists"); 403 otherwise, as in decision 0069.
 */
export function registerEsimRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess },
) {
  const service = createEsimService({ repo: createEsimRepository(deps.db), clock: deps.clock });
  registerRoute(app, listEsims, async ({ user }) => {
    await deps.access.require(user.tenantId, user.id, 'esim');
    return { esims: await service.list(user.tenantId, user.id) };
  });
}
