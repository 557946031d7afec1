import type { FastifyInstance } from 'fastify';
import { dedicatedIpAutobillOff, dedicatedIpAutobillOn, listDedicatedIps } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { NavAccess } from '../portal-access/nav-access';
import { createDedicatedIpRepository } from './dedicated-ip.repository';
import { createDedicatedIpService, type ToggleOutcome } from './dedicated-ip.service';

function answer(outcome: ToggleOutcome) {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === 'not-found') throw notFound('Dedicated IP');
  throw new HttpError(
    409,
    'addon_expired',
    'This dedicated IP has expired. Add a new one to your subscription instead.',
  );
}

/**
 * spec §2 Dedicated IP: status and the add-on's own automatic renewal, for users whose spec §6
 * navigation holds the page (403 otherwise, as in decision 0069).
 */
export function registerDedicatedIpRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess },
) {
  const entitled = (user: { tenantId: string; id: string }) =>
    deps.access.require(user.tenantId, user.id, 'dedicated-ip');
  const service = createDedicatedIpService({
    repo: createDedicatedIpRepository(deps.db),
    clock: deps.clock,
  });

  registerRoute(app, listDedicatedIps, async ({ user }) => {
    await entitled(user);
    return { dedicated_ips: await service.list(user.tenantId, user.id) };
  });
  registerRoute(app, dedicatedIpAutobillOn, async ({ user, params }) => {
    await entitled(user);
    return answer(await service.setAutoBilling(user.tenantId, user.id, params.id, true));
  });
  registerRoute(app, dedicatedIpAutobillOff, async ({ user, params }) => {
    await entitled(user);
    return answer(await service.setAutoBilling(user.tenantId, user.id, params.id, false));
  });
}
