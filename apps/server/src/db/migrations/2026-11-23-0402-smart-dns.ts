import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/** spec §2 DNS Settings (decision 0061): the addresses a user registered for smart DNS. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('smart_dns_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('smart_dns_addresses_ip_uq', ['tenant_id', 'user_id', 'ip'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('smart_dns_addresses').execute();
}
