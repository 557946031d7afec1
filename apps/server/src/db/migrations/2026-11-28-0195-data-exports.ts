import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 6, data export (decision 0195): a customer's request for a copy of their data,
 * prepared in the background under a lease and kept for download until `expires_at` (7 days).
 * The archive (JSON) is stored in the row; an expired one is emptied by the next run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('archive', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .execute();
  await db.schema
    .createIndex('data_exports_user')
    .on('data_exports')
    .columns(['tenant_id', 'user_id', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('data_exports_status')
    .on('data_exports')
    .columns(['status', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
