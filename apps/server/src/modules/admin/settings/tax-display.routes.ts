import type { FastifyInstance } from 'fastify';
import { adminGetTaxDisplay, adminSetTaxDisplay } from '@halyard/contract';
import { readTaxDisplay, writeTaxDisplay } from '../../catalog/catalog.repository';
import { registerAdminRoute, type AdminRouteDeps } from '../admin-route';

/**
 * Issue 22 item 3 (decision 0196): the tenant's taxDisplay in the back office — read with
 * `catalogue.read`, changed with `catalogue.write` and a reason, audited with before and after
 * in the same transaction; the catalogue cache forgets the tenant so the next quote uses it.
 */
export function registerTaxDisplayRoutes(
  app: FastifyInstance,
  route: AdminRouteDeps,
  catalogueChanged: (tenantId: string) => void,
): void {
  registerAdminRoute(app, route, adminGetTaxDisplay, async ({ tenant }) => ({
    tax_display: await readTaxDisplay(route.db, tenant.id),
  }));

  registerAdminRoute(
    app,
    route,
    adminSetTaxDisplay,
    async ({ tenant, body, actor }) => {
      const after = body.tax_display;
      await route.db.transaction().execute(async (trx) => {
        const before = await readTaxDisplay(trx, tenant.id);
        if (before === after) return;
        await writeTaxDisplay(trx, tenant.id, after);
        await route.audit.record(
          trx,
          actor,
          {
            action: 'tenant.tax_display_changed',
            targetId: tenant.id,
            reason: body.reason,
            before: { tax_display: before },
            after: { tax_display: after },
          },
          route.clock.now(),
        );
      });
      catalogueChanged(tenant.id);
      return { tax_display: after };
    },
    { audit: 'tenant.tax_display_changed' },
  );
}
