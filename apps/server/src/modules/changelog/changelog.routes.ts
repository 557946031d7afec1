import type { FastifyInstance } from 'fastify';
import { listChangelog } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import { createChangelogRepository } from './changelog.repository';
import { createChangelogService } from './changelog.service';

/** spec §2 Changelog: the tenant's product changes (public: they hold no account data). */
export function registerChangelogRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const service = createChangelogService({
    repo: createChangelogRepository(deps.db),
    clock: deps.clock,
  });
  registerRoute(app, listChangelog, async ({ tenant, query }) => service.page(tenant.id, query));
}
