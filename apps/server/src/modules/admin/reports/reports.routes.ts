import type { FastifyInstance } from 'fastify';
import { exportRevenue, getRevenue, listAudit, listFailedRenewals } from '@halyard/contract';
import { registerAdminRoute, type AdminRouteDeps } from '../admin-route';
import type { Reports } from './reports.service';

/** Issue 16 items 5 and 6: the audit log, failed renewals and revenue (with its CSV). */
export function registerReportRoutes(
  app: FastifyInstance,
  route: AdminRouteDeps,
  deps: { reports: Reports },
): void {
  registerAdminRoute(app, route, listFailedRenewals, async ({ tenant }) => ({
    renewals: await deps.reports.failedRenewals(tenant.id),
  }));

  registerAdminRoute(app, route, getRevenue, async ({ tenant, query }) =>
    deps.reports.revenue(tenant.id, query),
  );

  registerAdminRoute(app, route, exportRevenue, async ({ tenant, query, reply, actor }) => {
    const csv = await deps.reports.revenueCsv(tenant.id, query);
    await route.audit.record(
      route.db,
      actor,
      { action: 'report.exported', targetId: 'revenue', after: { from: query.from, to: query.to } },
      route.clock.now(),
    );
    reply.header(
      'content-disposition',
      `attachment; filename="revenue-${query.from}-${query.to}.csv"`,
    );
    return csv;
  });

  registerAdminRoute(app, route, listAudit, async ({ tenant, query }) =>
    route.audit.list(tenant.id, query),
  );
}
