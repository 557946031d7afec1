import type { FastifyInstance } from 'fastify';
import {
  getCreditScanner,
  getIdTheftInsurance,
  listDataRemovals,
  listIdAlerts,
  markIdAlertRead,
} from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import type { NavAccess } from '../portal-access/nav-access';
import type { IdDefenderPartner } from './id-defender-partner';
import { createIdDefenderRepository } from './id-defender.repository';
import { createIdDefenderService } from './id-defender.service';
import { SandboxIdDefenderPartner } from './sandbox/sandbox-id-defender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ID Defender partner port (the sandbox adapter ships; decision 0065). */
    idDefenderPartner: IdDefenderPartner;
  }
}

/** spec §2 ID Defender pages' calls (decision 0065): thin — parse, service, answer. */
export function installIdDefender(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess; partner?: IdDefenderPartner },
): void {
  const partner = deps.partner ?? new SandboxIdDefenderPartner();
  app.decorate('idDefenderPartner', partner);
  const service = createIdDefenderService({
    partner,
    repo: createIdDefenderRepository(deps.db),
    access: deps.access,
    clock: deps.clock,
  });

  registerRoute(app, listIdAlerts, ({ user }) => service.alerts(user));
  registerRoute(app, markIdAlertRead, ({ user, params }) => service.markRead(user, params.alertId));
  registerRoute(app, getIdTheftInsurance, ({ user }) => service.insurance(user));
  registerRoute(app, listDataRemovals, ({ user }) => service.removals(user));
  registerRoute(app, getCreditScanner, ({ user }) => service.creditScanner(user));
}
