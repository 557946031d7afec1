import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Issue 22 item 4, codes managed in the back office (decision 0219): a code is never deleted (its
 * redemptions name it); staff deactivate it instead, and may reactivate it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promotion_codes').addColumn('deactivated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promotion_codes').dropColumn('deactivated_at').execute();
}
