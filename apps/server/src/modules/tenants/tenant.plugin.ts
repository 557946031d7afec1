import type { FastifyInstance } from 'fastify';
import { TENANT_HEADER } from '@halyard/contract';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { createTenantDirectory, type Tenant } from './tenant-directory';

/** spec §7 "Every call sends a tenant header": a contract route without a known tenant gets 400. */
export function installTenantCheck(app: FastifyInstance, db: Db): void {
  const directory = createTenantDirectory(db);
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.tenant) return;
    const header = request.headers[TENANT_HEADER];
    const id = Array.isArray(header) ? header[0] : header;
    if (!id) {
      throw new HttpError(
        400,
        'tenant_required',
        `Missing ${TENANT_HEADER} header: every API call names its tenant.`,
      );
    }
    const tenant = id.length <= 64 ? await directory.find(id) : null;
    if (!tenant) throw new HttpError(400, 'unknown_tenant', `Unknown tenant "${id.slice(0, 64)}".`);
    request.tenant = tenant;
  });
}
