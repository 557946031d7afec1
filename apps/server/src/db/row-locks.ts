import { sql } from 'kysely';
import type { DatabaseTarget } from './database';
import type { Executor } from './executor';

/**
 * Locks a customer's `users` row for the rest of the transaction on PostgreSQL, so that two
 * requests changing one customer's records at once queue on it and the second sees what the first
 * wrote. SQLite needs no lock: it writes one transaction at a time.
 */
export async function lockUserRow(
  executor: Executor,
  dialect: DatabaseTarget['kind'],
  tenantId: string,
  userId: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await executor
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .modifyEnd(sql`for update`)
    .execute();
}
