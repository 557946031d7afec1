import type { FastifyInstance } from 'fastify';
import { applyToExpertProgram, getExpertApplication, getFeatureFlags } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { NavAccess } from '../portal-access/nav-access';
import { createExpertProgramRepository } from './expert-program.repository';
import { createExpertProgramService } from './expert-program.service';

/** spec §2 Expert Program and the user's feature flags (decision 0064). */
export function registerExpertProgramRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess },
) {
  const service = createExpertProgramService({
    repo: createExpertProgramRepository(deps.db),
    access: deps.access,
    clock: deps.clock,
  });

  registerRoute(app, getFeatureFlags, async ({ user }) => service.flags(user.tenantId, user.id));

  registerRoute(app, getExpertApplication, async ({ user }) => {
    const application = await service.application(user.tenantId, user.id);
    // Off for this user: the program does not exist for them (as the page does not).
    if (application === false) throw notFound('Expert Program');
    return { application };
  });

  registerRoute(app, applyToExpertProgram, async ({ user, body }) => {
    const outcome = await service.apply(user.tenantId, user.id, body);
    if (outcome.ok) return outcome.value;
    if (outcome.reason === 'not-available') throw notFound('Expert Program');
    throw new HttpError(
      409,
      'already_applied',
      'You have already signed up for the Expert Program.',
    );
  });
}
