import { randomUUID } from 'node:crypto';
import type { SupportMessage } from '@halyard/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SupportMessagesTable } from '../../db/schema';

export interface NewSupportMessage {
  readonly tenantId: string;
  readonly userId: string | null;
  readonly email: string;
  readonly message: string;
  readonly ip: string;
  readonly at: Date;
}

function toMessage(row: Selectable<SupportMessagesTable>): SupportMessage {
  return {
    id: row.id,
    author: row.author,
    email: row.email,
    message: row.message,
    created_at: row.created_at,
  };
}

/** The support inbox (decision 0042): every row belongs to a tenant; a thread is a user's rows. */
export function createSupportRepository(db: Db) {
  return {
    async add(input: NewSupportMessage): Promise<SupportMessage> {
      const row = {
        id: randomUUID(),
        tenant_id: input.tenantId,
        user_id: input.userId,
        author: 'customer' as const,
        email: input.email,
        message: input.message,
        ip: input.ip,
        created_at: input.at.toISOString(),
      };
      await db.insertInto('support_messages').values(row).execute();
      return toMessage(row);
    },

    async threadOf(tenantId: string, userId: string): Promise<SupportMessage[]> {
      const rows = await db
        .selectFrom('support_messages')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toMessage);
    },

    /**
     * The send times of the oldest `limit` customer messages since `since`, from one sender: the
     * same email in the tenant, or the same IP in any tenant.
     */
    async recentSends(
      by: { readonly tenantId: string; readonly email: string } | { readonly ip: string },
      since: Date,
      limit: number,
    ): Promise<Date[]> {
      let query = db
        .selectFrom('support_messages')
        .select('created_at')
        .where('author', '=', 'customer')
        .where('created_at', '>', since.toISOString())
        .orderBy('created_at', 'asc')
        .limit(limit);
      query =
        'ip' in by
          ? query.where('ip', '=', by.ip)
          : query.where('tenant_id', '=', by.tenantId).where('email', '=', by.email);
      return (await query.execute()).map((row) => new Date(row.created_at));
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
