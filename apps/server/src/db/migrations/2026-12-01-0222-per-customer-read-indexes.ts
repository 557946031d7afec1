import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 19 (decision 0222): reads that reach a customer's rows by their owner; without these
 * indexes each scanned its whole table (the portal read: 12.5 ms of CPU with 20 000 other
 * customers, against ~0.4 ms on the seed).
 */
const INDEXES = [
  ['holiday_esims_subscription_idx', 'holiday_esims', ['subscription_id', 'expires']],
  ['aircove_coupons_subscription_idx', 'aircove_coupons', ['subscription_id', 'expires']],
  ['business_subscriptions_user_idx', 'business_subscriptions', ['tenant_id', 'user_id']],
  // Found by planning every SELECT the API suite runs (decision 0222): the billing engine's due
  // business subscriptions and its referrers' rewards, a business's licenses, a card's owner.
  [
    'business_subscriptions_due_idx',
    'business_subscriptions',
    ['auto_billing_enabled', 'next_payment_date'],
  ],
  ['referrals_referrer_status_idx', 'referrals', ['referrer_user_id', 'status']],
  ['licenses_subscription_idx', 'licenses', ['tenant_id', 'business_subscription_id']],
  ['payment_methods_token_idx', 'payment_methods', ['gateway_token']],
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
