import type { V2Operation } from '@halyard/domain';
import type { Db } from '../../db/database';

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
