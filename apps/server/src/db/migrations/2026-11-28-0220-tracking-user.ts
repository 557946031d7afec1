import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 6 (decision 0195 addendum): page views and events sent while signed in name the
 * account they came from, so that a data export finds them by account rather than by searching
 * the browser-reported payload for the account's KRN. Null for anonymous visits and older rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['page_views', 'events']) {
    await db.schema.alterTable(table).addColumn('user_id', 'text').execute();
    await db.schema
      .createIndex(`${table}_user`)
      .on(table)
      .columns(['tenant_id', 'user_id'])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['page_views', 'events']) {
    await db.schema.dropIndex(`${table}_user`).execute();
    await db.schema.alterTable(table).dropColumn('user_id').execute();
  }
}
