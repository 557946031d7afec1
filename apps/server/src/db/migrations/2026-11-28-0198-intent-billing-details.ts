import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 2, buying for a company at checkout (decision 0198): a payment intent keeps a
 * digest of the billing details it was priced with (a VAT ID can remove the VAT), and the checkout
 * that pays with it must send the same details. Null: priced without any.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_intents').addColumn('billing_details_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_intents').dropColumn('billing_details_hash').execute();
}
