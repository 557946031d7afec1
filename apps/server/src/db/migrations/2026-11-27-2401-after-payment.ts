import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 24 (decisions 0160–0169), what happens after the first payment:
 * - `password_resets`: single-use links that set a password (hash of the secret only);
 * - `deletion_requests.paused_billing`: what a deletion request turned off (item 3), JSON of
 *   subscription, add-on and business-subscription ids, restored if the request is cancelled;
 * - business subscriptions are billed (item 6): currency, seat price per term, term length, the
 *   seats the renewal bills when fewer were asked for, the card, and the engine's lease.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_user_idx')
    .on('password_resets')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema.alterTable('deletion_requests').addColumn('paused_billing', 'text').execute();

  const business: [string, 'text' | 'integer', ((c: any) => any)?][] = [
    ['currency', 'text', (c) => c.notNull().defaultTo('USD')],
    ['seat_price', 'integer', (c) => c.notNull().defaultTo(6000)],
    ['cycle_months', 'integer', (c) => c.notNull().defaultTo(12)],
    ['pending_seats', 'integer'],
    ['payment_method_id', 'text'],
    ['lease_owner', 'text'],
    ['lease_until', 'text'],
  ];
  for (const [name, type, build] of business)
    await db.schema
      .alterTable('business_subscriptions')
      .addColumn(name, type, build ?? ((c: any) => c))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'currency',
    'seat_price',
    'cycle_months',
    'pending_seats',
    'payment_method_id',
    'lease_owner',
    'lease_until',
  ])
    await db.schema.alterTable('business_subscriptions').dropColumn(name).execute();
  await db.schema.alterTable('deletion_requests').dropColumn('paused_billing').execute();
  await db.schema.dropTable('password_resets').execute();
}
