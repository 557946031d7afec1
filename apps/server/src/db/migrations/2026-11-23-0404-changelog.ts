import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/** spec §2 Changelog (decision 0063): product changes per tenant, listed newest first. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('changelog_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('changelog_entries_published_idx')
    .on('changelog_entries')
    .columns(['tenant_id', 'published_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('changelog_entries').execute();
}
