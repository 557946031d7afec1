import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 24 item 7 (decision 0168): the operator's pool of dedicated IP addresses per region.
 * An address is free while `addon_id` is null. Unique (tenant, address) keeps an address in the
 * pool once; unique `addon_id` gives an add-on one address at most; unique (tenant, address) on
 * the add-ons refuses a second add-on holding an address another already holds. NULLs do not
 * collide in unique indexes on SQLite or PostgreSQL, so free addresses and unassigned add-ons
 * are unaffected.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dedicated_ip_pool')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('addon_id', 'text')
    .addColumn('assigned_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dedicated_ip_pool_address')
    .on('dedicated_ip_pool')
    .columns(['tenant_id', 'ip_address'])
    .unique()
    .execute();
  await db.schema
    .createIndex('dedicated_ip_pool_addon')
    .on('dedicated_ip_pool')
    .column('addon_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('dedicated_ip_pool_free')
    .on('dedicated_ip_pool')
    .columns(['tenant_id', 'region', 'addon_id'])
    .execute();
  await db.schema
    .createIndex('subscription_addons_ip_address')
    .on('subscription_addons')
    .columns(['tenant_id', 'ip_address'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscription_addons_ip_address').execute();
  await db.schema.dropTable('dedicated_ip_pool').execute();
}
