import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 5, credit balance (decision 0217): a customer's balance per currency
 * (`credit_balances`, the row a guarded update debits so two applications cannot overspend) and
 * its history (`credit_entries`: a grant, a refund to balance, an application to an invoice or its
 * reversal; signed minor units, unique `reference` so a retried write books once). An invoice
 * paid partly or wholly from the balance records `credit_applied`: what was charged is
 * `total − credit_applied`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_balances')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_balances_pk', ['tenant_id', 'user_id', 'currency'])
    .addCheckConstraint('credit_balances_not_negative', sql`balance >= 0`)
    .execute();
  await db.schema
    .createTable('credit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('invoice_id', 'text')
    .addColumn('staff_id', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_entries_user')
    .on('credit_entries')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('credit_applied', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('credit_applied').execute();
  await db.schema.dropTable('credit_entries').execute();
  await db.schema.dropTable('credit_balances').execute();
}
