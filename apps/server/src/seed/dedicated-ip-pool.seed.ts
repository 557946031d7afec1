import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The demo's dedicated IP pool (decision 0168), from documentation address ranges an operator
 * replaces with its own (README "Dedicated IP pool"). Tokyo has one address, so the demo shows a
 * region running out. Addresses the seeded add-ons already hold are marked as theirs.
 */
export const DEMO_DEDICATED_IP_POOL: Readonly<Record<string, readonly string[]>> = {
  'Frankfurt, Germany': ['185.230.124.17', '185.230.124.18', '185.230.124.19'],
  'London, United Kingdom': ['198.51.100.20', '198.51.100.21', '198.51.100.22'],
  'New York, United States': ['203.0.113.10', '203.0.113.11', '203.0.113.12'],
  'Tokyo, Japan': ['192.0.2.40'],
};

export async function seedDedicatedIpPool(
  trx: Transaction<Database>,
  tenantIds: readonly string[],
  now: Date,
): Promise<void> {
  for (const tenantId of tenantIds) {
    const held = await trx
      .selectFrom('subscription_addons')
      .select(['id', 'ip_address'])
      .where('tenant_id', '=', tenantId)
      .where('ip_address', 'is not', null)
      .execute();
    const holder = new Map(held.map((a) => [a.ip_address, a.id]));
    await trx
      .insertInto('dedicated_ip_pool')
      .values(
        Object.entries(DEMO_DEDICATED_IP_POOL).flatMap(([region, addresses]) =>
          addresses.map((ip) => ({
            id: randomUUID(),
            tenant_id: tenantId,
            region,
            ip_address: ip,
            addon_id: holder.get(ip) ?? null,
            assigned_at: holder.has(ip) ? now.toISOString() : null,
            created_at: now.toISOString(),
          })),
        ),
      )
      .execute();
  }
}
