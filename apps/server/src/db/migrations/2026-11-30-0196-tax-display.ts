import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 3 (decision 0196): how a tenant quotes prices — `exclusive` (net, tax added at
 * checkout; every existing tenant keeps it) or `inclusive` (gross for consumers in countries that
 * require it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('tax_display', 'text', (c) => c.notNull().defaultTo('exclusive'))
    .execute();
  // An invoice priced gross: its tax is contained in the total, not added (net = total − tax).
  await db.schema
    .alterTable('invoices')
    .addColumn('tax_included', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('tax_included').execute();
  await db.schema.alterTable('tenants').dropColumn('tax_display').execute();
}
