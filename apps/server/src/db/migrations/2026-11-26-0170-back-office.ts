import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Issue 16, the back office (decisions 0170–0176):
 * - `staff_accounts`, `staff_sessions` and `staff_challenges`: staff of one tenant, apart from
 *   customers, signing in with a password and a TOTP code (the two-factor module's `staff`
 *   subjects);
 * - `audit_log`: one row per staff action or catalogue change; a trigger refuses every UPDATE,
 *   DELETE (and on PostgreSQL TRUNCATE) of it;
 * - `price_versions`: the history of each catalogue price;
 * - `gift_card_batches` and the batch and void of a gift card;
 * - a refund request may be partial (it then keeps the subscription) and names the staff member
 *   who made it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .addUniqueConstraint('staff_accounts_email_uq', ['tenant_id', 'email'])
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('staff_id', 'text', (c) =>
      c.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff_idx')
    .on('staff_sessions')
    .columns(['tenant_id', 'staff_id'])
    .execute();

  // A sign-in whose password was right, waiting for its code (or for the first code of an
  // enrolment): single use, minutes long, bound to an HttpOnly cookie.
  await db.schema
    .createTable('staff_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('staff_id', 'text', (c) =>
      c.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  const postgres = isPostgres(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('staff_role', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('request_id', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_tenant_idx')
    .on('audit_log')
    .columns(['tenant_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('audit_log_customer_idx')
    .on('audit_log')
    .columns(['tenant_id', 'customer_id', 'seq'])
    .execute();
  await appendOnly(db, postgres);

  await db.schema
    .createTable('price_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('next_amount', 'integer', (c) => c.notNull())
    .addColumn('discount_percentage', 'integer', (c) => c.notNull())
    .addColumn('free_period_length', 'integer', (c) => c.notNull())
    .addColumn('free_period_unit', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('reason', 'text')
    .addUniqueConstraint('price_versions_uq', ['tenant_id', 'price_id', 'version'])
    .execute();

  await db.schema
    .createTable('gift_card_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('voided_at', 'text')
    .execute();
  await db.schema.alterTable('gift_cards').addColumn('batch_id', 'text').execute();
  await db.schema.alterTable('gift_cards').addColumn('voided_at', 'text').execute();
  await db.schema
    .createIndex('gift_cards_batch_idx')
    .on('gift_cards')
    .columns(['tenant_id', 'batch_id'])
    .execute();

  await db.schema
    .alterTable('refund_requests')
    .addColumn('revokes_subscription', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('refund_requests').addColumn('staff_id', 'text').execute();
}

/** Issue 16 item 5: "a database trigger or constraint refuses updates and deletes". */
async function appendOnly(db: Kysely<any>, postgres: boolean): Promise<void> {
  if (postgres) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op;
      end
      $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
    return;
  }
  for (const operation of ['update', 'delete'])
    await sql`${sql.raw(`create trigger audit_log_no_${operation} before ${operation} on audit_log
      begin select raise(abort, 'audit_log is append-only: ${operation} refused'); end`)}`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refund_requests').dropColumn('staff_id').execute();
  await db.schema.alterTable('refund_requests').dropColumn('revokes_subscription').execute();
  await db.schema.dropIndex('gift_cards_batch_idx').execute();
  await db.schema.alterTable('gift_cards').dropColumn('voided_at').execute();
  await db.schema.alterTable('gift_cards').dropColumn('batch_id').execute();
  for (const table of [
    'gift_card_batches',
    'price_versions',
    'audit_log',
    'staff_challenges',
    'staff_sessions',
    'staff_accounts',
  ])
    await db.schema.dropTable(table).execute();
  if (isPostgres(db)) await sql`drop function audit_log_append_only()`.execute(db);
}
