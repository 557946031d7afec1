import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 4, promotion codes (decision 0193): a tenant's codes (each belongs to a catalogue
 * offer and carries its limits and a counter of redemptions), one row per redemption written in
 * the purchase's transaction, and the code an invoice was discounted with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotion_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('percent_off_bp', 'integer', (c) => c.notNull())
    .addColumn('plan_product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('expires_at', 'text')
    .addColumn('max_redemptions', 'integer')
    .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_customer_limit', 'integer')
    .addColumn('new_customers_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('promotion_codes_tenant_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('promotion_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('code_id', 'text', (c) =>
      c.notNull().references('promotion_codes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('promotion_redemptions_invoice', ['invoice_id'])
    .execute();
  await db.schema
    .createIndex('promotion_redemptions_code_user')
    .on('promotion_redemptions')
    .columns(['code_id', 'user_id'])
    .execute();
  await db.schema.alterTable('invoices').addColumn('promotion_code', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('promotion_code').execute();
  await db.schema.dropTable('promotion_redemptions').execute();
  await db.schema.dropTable('promotion_codes').execute();
}
