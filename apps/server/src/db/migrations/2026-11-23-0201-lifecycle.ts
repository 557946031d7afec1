import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Subscription lifecycle and account settings (decisions 0030–0033): refund requests with their
 * review window, the renewal anchor, and the indexes the billing engine's due scans use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('refund_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('charge_id', 'text', (c) => c.notNull().references('charges.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('process_after', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('credit_note_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('failure', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .execute();
  // At most one open refund per subscription, whatever the races.
  await db.schema
    .createIndex('refund_requests_one_pending')
    .on('refund_requests')
    .column('subscription_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('refund_requests_due_idx')
    .on('refund_requests')
    .columns(['status', 'process_after'])
    .execute();

  await db.schema.alterTable('subscriptions').addColumn('billing_anchor', 'text').execute();
  await db.schema
    .createIndex('subscriptions_expiring_idx')
    .on('subscriptions')
    .columns(['state', 'expires_soon', 'auto_billing_enabled', 'next_payment_date'])
    .execute();
  await db.schema
    .createIndex('subscriptions_retry_idx')
    .on('subscriptions')
    .columns(['state', 'next_retry_at'])
    .execute();

  await db.schema
    .createIndex('deletion_requests_one_pending')
    .on('deletion_requests')
    .columns(['tenant_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('deletion_requests_due_idx')
    .on('deletion_requests')
    .columns(['status', 'scheduled_for'])
    .execute();
  await db.schema
    .createIndex('email_change_requests_user_idx')
    .on('email_change_requests')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'email_change_requests_user_idx',
    'deletion_requests_due_idx',
    'deletion_requests_one_pending',
    'subscriptions_retry_idx',
    'subscriptions_expiring_idx',
  ])
    await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('subscriptions').dropColumn('billing_anchor').execute();
  await db.schema.dropTable('refund_requests').execute();
}
