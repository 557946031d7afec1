import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 14 findings 4 and 9 (decisions 0106, 0108):
 * - `attempt_budgets`: one row per throttled key (an account's sign-ins, an IP's, an IP's
 *   sign-ups…) with the start of its window and the attempts reserved in it. A reservation is one
 *   conditional UPDATE, so concurrent requests on any number of instances never exceed the budget.
 * - payment results and attempted sign-ups written by browsers are marked client-reported.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_budgets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('payment_results')
    .addColumn('client_reported', 'integer', (c) => c.notNull().defaultTo(sql`1`))
    .execute();
  await db.schema.alterTable('payment_results').addColumn('client_ip', 'text').execute();
  await db.schema.alterTable('attempted_signups').addColumn('client_ip', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attempted_signups').dropColumn('client_ip').execute();
  await db.schema.alterTable('payment_results').dropColumn('client_ip').execute();
  await db.schema.alterTable('payment_results').dropColumn('client_reported').execute();
  await db.schema.dropTable('attempt_budgets').execute();
}
