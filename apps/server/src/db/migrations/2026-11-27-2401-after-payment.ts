import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 24 (decisions 0160–0169), what happens after the first payment:
 * - `password_resets`: single-use links that set a password (hash of the secret only);
 * - `deletion_requests.paused_billing`: what a deletion request turned off (item 3), JSON of
 *   subscription, add-on and business-subscription ids, restored if the request is cancelled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_user_idx')
    .on('password_resets')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema.alterTable('deletion_requests').addColumn('paused_billing', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deletion_requests').dropColumn('paused_billing').execute();
  await db.schema.dropTable('password_resets').execute();
}
