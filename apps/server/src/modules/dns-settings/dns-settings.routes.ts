import type { FastifyInstance } from 'fastify';
import { getDnsSettings, registerDnsAddress, removeDnsAddress } from '@halyard/contract';
import { MAX_SMART_DNS_ADDRESSES } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import type { NavAccess } from '../portal-access/nav-access';
import { createDnsSettingsRepository } from './dns-settings.repository';
import { createDnsSettingsService } from './dns-settings.service';

/** spec §2 DNS Settings: the address as the server sees it, the registered ones, add, remove. */
export function registerDnsSettingsRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; access: NavAccess },
) {
  const service = createDnsSettingsService({
    repo: createDnsSettingsRepository(deps.db),
    access: deps.access,
    clock: deps.clock,
  });

  registerRoute(app, getDnsSettings, async ({ user, request }) =>
    service.settings(user.tenantId, user.id, request.ip),
  );

  registerRoute(app, registerDnsAddress, async ({ user, request, body }) => {
    const label = body?.label ? body.label : null;
    const outcome = await service.register(user.tenantId, user.id, request.ip, label);
    if (outcome.ok) return outcome.address;
    if (outcome.reason === 'already-registered') {
      throw new HttpError(409, 'already_registered', 'This address is already registered.');
    }
    throw new HttpError(
      422,
      'limit_reached',
      `You can register up to ${MAX_SMART_DNS_ADDRESSES} addresses. Remove one to add another.`,
    );
  });

  registerRoute(app, removeDnsAddress, async ({ user, params }) => {
    if (!(await service.remove(user.tenantId, user.id, params.id))) throw notFound('Address');
    return undefined;
  });
}
