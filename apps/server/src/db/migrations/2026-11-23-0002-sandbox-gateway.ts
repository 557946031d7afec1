import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */
type Db = Kysely<any>;

const instant = 'text';

/**
 * The sandbox gateway's own store. It plays an external PSP, so its tables hold the PSP's data, not
 * ours: no tenant_id, and for cards only the test outcome, brand, last4 and expiry — never the
 * number or the CVC (docs/payments-sandbox.md).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sandbox_gateway_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_gateway_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decline_code', 'text')
    .addColumn('token_id', 'text', (c) => c.references('sandbox_gateway_tokens.id'))
    .addColumn('return_url', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('fingerprint', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_gateway_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('intent_id', 'text', (c) =>
      c.notNull().references('sandbox_gateway_payment_intents.id'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('completed_at', instant)
    .execute();

  await db.schema
    .createTable('sandbox_gateway_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.references('sandbox_gateway_tokens.id'))
    .addColumn('intent_id', 'text', (c) => c.references('sandbox_gateway_payment_intents.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decline_code', 'text')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_gateway_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('charge_id', 'text', (c) => c.notNull().references('sandbox_gateway_charges.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'sandbox_gateway_refunds',
    'sandbox_gateway_charges',
    'sandbox_gateway_challenges',
    'sandbox_gateway_payment_intents',
    'sandbox_gateway_tokens',
  ])
    await db.schema.dropTable(table).execute();
}
