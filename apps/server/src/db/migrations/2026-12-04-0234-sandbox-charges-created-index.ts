import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */

/**
 * Decision 0234: reconciliation reads the sandbox's charges of a period a page at a time, each
 * page after the last one's (time, id). Without this index every page scanned and sorted the
 * whole table; with it, a page reads its own rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('sandbox_gateway_charges_created_idx')
    .on('sandbox_gateway_charges')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sandbox_gateway_charges_created_idx').execute();
}
