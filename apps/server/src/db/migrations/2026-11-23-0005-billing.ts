import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Invoice numbering and the billing engine's bookkeeping (decision 0009): sequential invoice and
 * credit-note numbers per tenant, and per-subscription retry schedule and work lease.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['tenant_id', 'kind'])
    .execute();
  await db.schema
    .alterTable('subscriptions')
    .addColumn('renewal_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('next_retry_at', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('lease_owner', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('lease_until', 'text').execute();
  await db.schema
    .createIndex('charges_subscription_idx')
    .on('charges')
    .columns(['tenant_id', 'subscription_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('charges_subscription_idx').execute();
  for (const column of ['lease_until', 'lease_owner', 'next_retry_at', 'renewal_attempts']) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
  await db.schema.dropTable('invoice_counters').execute();
}
