import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Checkout (issue 4, decisions 0020 and 0023): our payment intents (each consumed once), checkout
 * attempts (a repeated attempt id answers the first result), referral codes, and an index to find
 * the ledger row of a gateway charge when reconciling.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('gateway_intent_id', 'text', (c) => c.notNull().unique())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('source_token', 'text')
    .addColumn('source_kind', 'text')
    .addColumn('source_brand', 'text')
    .addColumn('source_last4', 'text')
    .addColumn('source_exp_month', 'integer')
    .addColumn('source_exp_year', 'integer')
    .addColumn('consumed_at', 'text')
    .addColumn('consumed_by_checkout', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_intents_consumed_by_unique')
    .on('payment_intents')
    .columns(['tenant_id', 'consumed_by_checkout'])
    .unique()
    .execute();

  await db.schema
    .createTable('checkout_attempts')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('payload_hash', 'text', (c) => c.notNull())
    .addColumn('request_body', 'text', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('signed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charge_key', 'text')
    .addColumn('gateway_charge_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkout_attempts_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('checkout_attempts_purchase_idx')
    .on('checkout_attempts')
    .columns(['tenant_id', 'user_id', 'payload_hash'])
    .execute();

  await db.schema.alterTable('users').addColumn('referral_code', 'text').execute();
  await db.schema
    .createIndex('users_referral_code_unique')
    .on('users')
    .columns(['tenant_id', 'referral_code'])
    .unique()
    .execute();

  await db.schema
    .createIndex('charges_gateway_charge_idx')
    .on('charges')
    .column('gateway_charge_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('charges_gateway_charge_idx').execute();
  await db.schema.dropIndex('users_referral_code_unique').execute();
  await db.schema.alterTable('users').dropColumn('referral_code').execute();
  await db.schema.dropTable('checkout_attempts').execute();
  await db.schema.dropTable('payment_intents').execute();
}
