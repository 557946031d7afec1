import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { DeletionRequestsTable } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** Account deletion requests (decision 0033): at most one pending per user (unique index). */
export function createDeletionRepository(db: Db) {
  return {
    async pending(executor: Executor, tenantId: string, userId: string) {
      return executor
        .selectFrom('deletion_requests')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    },

    async create(
      executor: Executor,
      r: Pick<
        DeletionRequestsTable,
        'tenant_id' | 'user_id' | 'reason' | 'requested_at' | 'scheduled_for' | 'paused_billing'
      >,
    ): Promise<void> {
      await executor
        .insertInto('deletion_requests')
        .values({
          ...r,
          id: randomUUID(),
          status: 'pending',
          cancelled_at: null,
          completed_at: null,
        })
        .execute();
    },

    async update(
      id: string,
      change: { reason?: string | null; scheduled_for?: string },
    ): Promise<void> {
      if (Object.keys(change).length === 0) return;
      await db
        .updateTable('deletion_requests')
        .set(change)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    async cancel(executor: Executor, id: string, now: Date): Promise<boolean> {
      const result = await executor
        .updateTable('deletion_requests')
        .set({ status: 'cancelled', cancelled_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    find: (executor: Executor, id: string) =>
      executor
        .selectFrom('deletion_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),

    async due(now: Date, limit: number) {
      return db
        .selectFrom('deletion_requests')
        .select(['id', 'tenant_id', 'user_id', 'requested_at'])
        .where('status', '=', 'pending')
        .where('scheduled_for', '<=', now.toISOString())
        .orderBy('scheduled_for')
        .limit(limit)
        .execute();
    },

    /** Claims one due request by completing it; false when another instance did first. */
    async complete(executor: Executor, id: string, now: Date): Promise<boolean> {
      const result = await executor
        .updateTable('deletion_requests')
        .set({ status: 'completed', completed_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type DeletionRepository = ReturnType<typeof createDeletionRepository>;
