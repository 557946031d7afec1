import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * The Stripe adapter and provider webhooks (decision 0150).
 * - `stripe_gateway_customers`: our customer reference → the Stripe Customer.
 * - `stripe_gateway_requests`: every write the adapter made under an idempotency key (the object
 *   it created or claimed and the request's fingerprint), so a retry with the same key reads the
 *   object's state now instead of Stripe's 24-hour replay, and an intent is charged by one key.
 * - `payment_provider_events`: each webhook event once (its id is the key), the normalised fields
 *   processing needs — never the raw payload, which carries client secrets — and its outcome.
 * - `payment_disputes`: a charge the cardholder disputed, with the subscription whose automatic
 *   renewal the dispute holds until it is resolved.
 * - `payment_methods.detached_at`: a method the provider no longer charges.
 * Like the sandbox's, the adapter's tables are the provider's side and carry no tenant; the rows
 * an event leads to (disputes, credit notes) carry the tenant of the charge.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stripe_gateway_customers')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stripe_gateway_requests')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('claimed_intent_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_provider_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcome', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema
    .createIndex('payment_provider_events_status_idx')
    .on('payment_provider_events')
    .columns(['status', 'received_at'])
    .execute();

  await db.schema
    .createTable('payment_disputes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('gateway_dispute_id', 'text', (c) => c.notNull().unique())
    .addColumn('gateway_charge_id', 'text', (c) => c.notNull())
    .addColumn('charge_id', 'text', (c) => c.references('charges.id'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('held_autobill', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('last_event_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_disputes_subscription_idx')
    .on('payment_disputes')
    .columns(['subscription_id', 'status'])
    .execute();

  await db.schema.alterTable('payment_methods').addColumn('detached_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_methods').dropColumn('detached_at').execute();
  await db.schema.dropTable('payment_disputes').execute();
  await db.schema.dropTable('payment_provider_events').execute();
  await db.schema.dropTable('stripe_gateway_requests').execute();
  await db.schema.dropTable('stripe_gateway_customers').execute();
}
