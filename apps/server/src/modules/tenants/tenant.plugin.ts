import type { FastifyInstance } from 'fastify';
import { TENANT_HEADER } from '@halyard/contract';
import type { V2Operation } from '@halyard/domain';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';

export interface Tenant {
  readonly id: string;
  readonly name: string;
  readonly brandName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    /** Contract routes act for a tenant and need the tenant header. */
    tenant?: boolean;
    auth?: boolean;
    /** spec §8 v2 error-message overrides of the route (decision 0036). */
    v2Operation?: V2Operation;
  }
}

const CACHE_MS = 30_000;

/** Tenants change rarely: cache lookups briefly so the header check costs no query per call. */
export function createTenantDirectory(db: Db) {
  const cache = new Map<string, { tenant: Tenant | null; at: number }>();
  return {
    async find(id: string): Promise<Tenant | null> {
      const hit = cache.get(id);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
      const row = await db
        .selectFrom('tenants')
        .select(['id', 'name', 'brand_name'])
        .where('id', '=', id)
        .executeTakeFirst();
      const tenant = row ? { id: row.id, name: row.name, brandName: row.brand_name } : null;
      cache.set(id, { tenant, at: Date.now() });
      return tenant;
    },
  };
}

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
