import type { Db } from '../../db/database';
import type { EmailChangeRequestsTable } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** Email-change requests (decision 0033): only the code's hash is stored. */
export function createEmailChangeRepository(db: Db) {
  return {
    async countSince(tenantId: string, userId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('email_change_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async create(executor: Executor, request: EmailChangeRequestsTable): Promise<void> {
      await executor.insertInto('email_change_requests').values(request).execute();
    },

    /** The newest request: a new one replaces every earlier code. */
    async latest(tenantId: string, userId: string) {
      return db
        .selectFrom('email_change_requests')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Counts one check; false when the request has no checks left (atomic under races). */
    async countAttempt(id: string, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('email_change_requests')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markConfirmed(executor: Executor, id: string, now: Date): Promise<boolean> {
      const result = await executor
        .updateTable('email_change_requests')
        .set({ confirmed_at: now.toISOString() })
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
