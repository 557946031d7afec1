import type { FastifyInstance } from 'fastify';
import {
  chooseDedicatedIpRegion,
  dedicatedIpAutobillOff,
  dedicatedIpAutobillOn,
  listDedicatedIpRegions,
  listDedicatedIps,
} from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import { createDedicatedIpMail } from './dedicated-ip-mail';
import { createDedicatedIpPoolRepository } from './dedicated-ip-pool.repository';
import type { NavAccess } from '../portal-access/nav-access';
import { createDedicatedIpRepository } from './dedicated-ip.repository';
import {
  createDedicatedIpService,
  type ChooseOutcome,
  type ToggleOutcome,
} from './dedicated-ip.service';

const EXPIRED = new HttpError(
  409,
  'addon_expired',
  'This dedicated IP has expired. Add a new one to your subscription instead.',
);

const REFUSALS: Record<Exclude<ChooseOutcome, { ok: true }>['reason'], () => HttpError> = {
  'not-found': () => notFound('Dedicated IP'),
  expired: () => EXPIRED,
  assigned: () =>
    new HttpError(409, 'address_assigned', 'This dedicated IP already has an address.'),
  'unknown-region': () =>
    new HttpError(400, 'unknown_region', 'Choose one of the regions offered.', {
      region: 'Choose one of the regions offered.',
    }),
  empty: () =>
    new HttpError(
      409,
      'region_full',
      'No address is free in this region right now. Choose another region or try again later.',
    ),
};

function answer(outcome: ToggleOutcome | ChooseOutcome) {
  if (outcome.ok) return outcome.value;
  throw REFUSALS[outcome.reason]();
}

/**
 * spec §2 Dedicated IP: status, the region and address from the operator's pool (decision 0168)
 * and the add-on's own automatic renewal, for users whose spec §6 navigation holds the page
 * (403 otherwise, as in decision 0069).
 */
export function registerDedicatedIpRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess; publicUrl: string | undefined },
) {
  const entitled = (user: { tenantId: string; id: string }) =>
    deps.access.require(user.tenantId, user.id, 'dedicated-ip');
  const service = createDedicatedIpService({
    repo: createDedicatedIpRepository(deps.db),
    pool: createDedicatedIpPoolRepository(deps.db),
    clock: deps.clock,
    ready: createDedicatedIpMail({ mailer: app.mailer, publicUrl: deps.publicUrl }),
  });

  registerRoute(app, listDedicatedIps, async ({ user }) => {
    await entitled(user);
    return { dedicated_ips: await service.list(user.tenantId, user.id) };
  });
  registerRoute(app, listDedicatedIpRegions, async ({ user }) => {
    await entitled(user);
    return { regions: await service.regions(user.tenantId) };
  });
  registerRoute(app, chooseDedicatedIpRegion, async ({ user, params, body }) => {
    await entitled(user);
    const outcome = await service.chooseRegion(user.tenantId, user.id, params.id, body.region);
    if (outcome.ok) app.mailer.kick();
    return answer(outcome);
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
