import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 19 (decision 0222): the portal's reads reach a customer's eSIMs, router coupons and
 * business subscriptions by their owner; without these indexes each read scanned the whole table
 * (12.5 ms of CPU per portal read with 20 000 other customers, against ~0.3 ms on the seed).
 */
const INDEXES = [
  ['holiday_esims_subscription_idx', 'holiday_esims', ['subscription_id', 'expires']],
  ['aircove_coupons_subscription_idx', 'aircove_coupons', ['subscription_id', 'expires']],
  ['business_subscriptions_user_idx', 'business_subscriptions', ['tenant_id', 'user_id']],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
