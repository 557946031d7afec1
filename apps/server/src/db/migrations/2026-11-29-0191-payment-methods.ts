import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 1, several payment methods (decision 0191):
 * - `payment_methods.is_default`: the one method renewals charge (1 for at most one live row of a
 *   user);
 * - `payment_methods.removed_at`: the customer removed it (the row stays for the invoices and
 *   charges that name it).
 * Until now each card a customer saved replaced the previous one: the newest live row of each
 * user becomes the default and the older ones count as removed when they were replaced.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_methods')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
  await db.schema.alterTable('payment_methods').addColumn('removed_at', 'text').execute();
  await sql`
    update payment_methods set is_default = 1
    where detached_at is null and not exists (
      select 1 from payment_methods newer
      where newer.tenant_id = payment_methods.tenant_id
        and newer.user_id = payment_methods.user_id
        and newer.detached_at is null
        and (newer.created_at > payment_methods.created_at
          or (newer.created_at = payment_methods.created_at and newer.id > payment_methods.id)))
  `.execute(db);
  await sql`
    update payment_methods set removed_at = (
      select max(newer.created_at) from payment_methods newer
      where newer.tenant_id = payment_methods.tenant_id
        and newer.user_id = payment_methods.user_id)
    where is_default = 0 and detached_at is null
  `.execute(db);
  await db.schema
    .createIndex('payment_methods_user')
    .on('payment_methods')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_methods_user').execute();
  await db.schema.alterTable('payment_methods').dropColumn('removed_at').execute();
  await db.schema.alterTable('payment_methods').dropColumn('is_default').execute();
}
