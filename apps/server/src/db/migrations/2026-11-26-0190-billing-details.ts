import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 2, billing details (decision 0190): one row per customer with the name, company,
 * address, country, VAT ID and invoice email printed on every invoice and credit note issued
 * from then on (the invoice keeps its own snapshot, decision 0125).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_details')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('vat_id', 'text')
    .addColumn('invoice_email', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_details').execute();
}
