import type { FastifyInstance } from 'fastify';
import { listEsims } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import { createEsimRepository } from './esim.repository';
import { createEsimService } from './esim.service';

/** spec §2 eSIM: the signed-in user's holiday eSIMs. */
export function registerEsimRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const service = createEsimService({ repo: createEsimRepository(deps.db), clock: deps.clock });
  registerRoute(app, listEsims, async ({ user }) => ({
    esims: await service.list(user.tenantId, user.id),
  }));
}
