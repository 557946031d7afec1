import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/** spec §3 aircoveCoupon (decision 0062): when the customer used the coupon at the router store. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('aircove_coupons').addColumn('claimed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('aircove_coupons').dropColumn('claimed_at').execute();
}
