import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * spec §2 Setup Devices (decision 0060): the devices each tenant offers apps for, in display
 * order, with where each app is downloaded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('setup_devices')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('download_url', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('setup_devices_pk', ['tenant_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('setup_devices').execute();
}
