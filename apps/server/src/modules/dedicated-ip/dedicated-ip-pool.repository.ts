import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Executor } from '../../db/executor';

export interface PoolRegion {
  readonly region: string;
  readonly available: number;
}

export type Assignment =
  | { readonly ok: true; readonly ipAddress: string }
  | { readonly ok: false; readonly reason: 'empty' | 'assigned' };

/** The add-on already holds an address: the transaction is rolled back. */
class AlreadyAssigned extends Error {}

/**
 * The operator's dedicated IP pool (decision 0168). Taking an address is a conditional update
 * (`addon_id IS NULL`) inside the caller's transaction; a lost race retries with the next free
 * address, and the unique indexes refuse one address for two add-ons or two for one add-on.
 */
export function createDedicatedIpPoolRepository(db: Db) {
  return {
    async regions(tenantId: string): Promise<PoolRegion[]> {
      const rows = await db
        .selectFrom('dedicated_ip_pool')
        .select([
          'region',
          sql<number>`sum(case when addon_id is null then 1 else 0 end)`.as('available'),
        ])
        .where('tenant_id', '=', tenantId)
        .groupBy('region')
        .orderBy('region')
        .execute();
      return rows.map((r) => ({ region: r.region, available: Number(r.available) }));
    },

    async hasRegion(tenantId: string, region: string): Promise<boolean> {
      const row = await db
        .selectFrom('dedicated_ip_pool')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('region', '=', region)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Takes a free address of `region` for the add-on and records it on the add-on. */
    async assign(
      tenantId: string,
      addonId: string,
      region: string,
      now: Date,
      within: (trx: Executor, ipAddress: string) => Promise<void>,
    ): Promise<Assignment> {
      try {
        return await db.transaction().execute(async (trx) => {
          for (;;) {
            const free = await trx
              .selectFrom('dedicated_ip_pool')
              .select(['id', 'ip_address'])
              .where('tenant_id', '=', tenantId)
              .where('region', '=', region)
              .where('addon_id', 'is', null)
              .orderBy('ip_address')
              .limit(1)
              .executeTakeFirst();
            if (!free) return { ok: false, reason: 'empty' } as const;
            const taken = await trx
              .updateTable('dedicated_ip_pool')
              .set({ addon_id: addonId, assigned_at: now.toISOString() })
              .where('id', '=', free.id)
              .where('addon_id', 'is', null)
              .executeTakeFirst();
            // Another customer took this address between the read and the write: next one.
            if (taken.numUpdatedRows === 0n) continue;
            const recorded = await trx
              .updateTable('subscription_addons')
              .set({ region, ip_address: free.ip_address })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', addonId)
              .where('ip_address', 'is', null)
              .executeTakeFirst();
            if (recorded.numUpdatedRows === 0n) throw new AlreadyAssigned();
            await within(trx, free.ip_address);
            return { ok: true, ipAddress: free.ip_address } as const;
          }
        });
      } catch (error) {
        if (error instanceof AlreadyAssigned || isUniqueViolation(error))
          return { ok: false, reason: 'assigned' };
        throw error;
      }
    },
  };
}

export type DedicatedIpPoolRepository = ReturnType<typeof createDedicatedIpPoolRepository>;
