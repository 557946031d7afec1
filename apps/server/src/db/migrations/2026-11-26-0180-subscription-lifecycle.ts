import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/** Dunning bookkeeping shared by subscriptions and add-ons on their own dates (decision 0181). */
const DUNNING_COLUMNS: [string, string][] = [
  ['dunning_type', 'text'], // soft | hard | authentication, of the last failed attempt
  ['dunning_method_id', 'text'], // the payment method that attempt charged
  ['last_decline_code', 'text'],
  ['auth_intent_id', 'text'], // decision 0182: the charge waiting for the customer
  ['auth_charge_key', 'text'],
  ['auth_amount', 'integer'],
  ['auth_requested_at', 'text'],
];

/**
 * The subscription lifecycle of issue 21 (decisions 0180–0185):
 * - `billing_notices`: one row per notice event, unique, written in the transaction that queues
 *   the email — a notice is mailed once, whatever crashes or instances;
 * - `dunning_attempts`: every failed renewal attempt with its decline code and next retry;
 * - dunning and pending-authentication columns on subscriptions and add-ons;
 * - `cancellation_feedback`: reasons and save-offer outcomes, and a pending renewal discount;
 * - add-ons bought after the plan renew on their own dates: lease, retries, anchor, end.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_notices_once')
    .on('billing_notices')
    .columns(['subject_id', 'kind', 'event'])
    .unique()
    .execute();

  await db.schema
    .createTable('dunning_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('addon_id', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('decline_code', 'text', (c) => c.notNull())
    .addColumn('decline_type', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text')
    .addColumn('next_retry_at', 'text')
    .execute();
  await db.schema
    .createIndex('dunning_attempts_subscription_idx')
    .on('dunning_attempts')
    .columns(['subscription_id', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('cancellation_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('reason', 'text')
    .addColumn('reason_text', 'text')
    .addColumn('offer_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cancellation_feedback_tenant_idx')
    .on('cancellation_feedback')
    .columns(['tenant_id', 'created_at'])
    .execute();

  for (const table of ['subscriptions', 'subscription_addons'])
    for (const [name, type] of DUNNING_COLUMNS)
      await db.schema
        .alterTable(table)
        .addColumn(name, type as 'text')
        .execute();
  await db.schema
    .alterTable('subscriptions')
    .addColumn('renewal_discount_percent', 'integer')
    .execute();
  for (const [name, type] of [
    ['next_retry_at', 'text'],
    ['auto_bill_failed_on', 'text'],
    ['billing_anchor', 'text'],
    ['lease_owner', 'text'],
    ['lease_until', 'text'],
    ['ended_at', 'text'],
  ] as const)
    await db.schema.alterTable('subscription_addons').addColumn(name, type).execute();
  await db.schema
    .alterTable('subscription_addons')
    .addColumn('renewal_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The engine's add-on claim: own-date add-ons by due date.
  await db.schema
    .createIndex('subscription_addons_own_due_idx')
    .on('subscription_addons')
    .columns(['renews_with_plan', 'auto_billing_enabled', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscription_addons_own_due_idx').execute();
  for (const name of [
    'renewal_attempts',
    'ended_at',
    'lease_until',
    'lease_owner',
    'billing_anchor',
    'auto_bill_failed_on',
    'next_retry_at',
  ])
    await db.schema.alterTable('subscription_addons').dropColumn(name).execute();
  await db.schema.alterTable('subscriptions').dropColumn('renewal_discount_percent').execute();
  for (const table of ['subscriptions', 'subscription_addons'])
    for (const [name] of DUNNING_COLUMNS)
      await db.schema.alterTable(table).dropColumn(name).execute();
  await db.schema.dropTable('cancellation_feedback').execute();
  await db.schema.dropTable('dunning_attempts').execute();
  await db.schema.dropTable('billing_notices').execute();
}
