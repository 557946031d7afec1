import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import { insertRows } from '../../db/insert-rows';
import { newRowId } from '../../db/row-id';

export interface OutboxMessage {
  readonly id: string;
  readonly tenantId: string;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly attempts: number;
}

/** A rendered message about to be queued. */
export interface OutboxDraft {
  readonly tenantId: string;
  readonly userId: string | null;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

// A claim older than this belongs to a worker that died mid-send: the message is taken again.
const STALE_CLAIM_MS = 5 * 60_000;

/** A queued message as it is stored: pending, not yet tried or claimed by a worker. */
function pendingRow(message: OutboxDraft, now: Date) {
  return {
    id: newRowId(),
    tenant_id: message.tenantId,
    user_id: message.userId,
    kind: message.kind,
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    status: 'pending' as const,
    attempts: 0,
    claimed_by: null,
    claimed_at: null,
    last_error: null,
    created_at: now.toISOString(),
    sent_at: null,
  };
}

export function createMailOutboxRepository(db: Db, dialect: 'sqlite' | 'postgres') {
  return {
    /** Writes a message inside the caller's transaction, so it exists exactly when the change does. */
    async enqueue(executor: Executor, message: OutboxDraft, now: Date): Promise<string> {
      const row = pendingRow(message, now);
      await executor.insertInto('mail_outbox').values(row).execute();
      return row.id;
    },

    /** Several messages in few statements, inside the caller's transaction (batched renewals). */
    async enqueueMany(
      executor: Executor,
      messages: readonly OutboxDraft[],
      now: Date,
    ): Promise<void> {
      await insertRows(
        executor,
        'mail_outbox',
        messages.map((message) => pendingRow(message, now)),
      );
    },

    /**
     * Claims up to `limit` deliverable messages for one worker. On PostgreSQL the candidate rows are
     * locked with SKIP LOCKED so several instances never take the same message.
     */
    async claim(worker: string, now: Date, limit: number): Promise<OutboxMessage[]> {
      const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
      await db.transaction().execute(async (trx) => {
        // Two reads, each walking the (status, created_at) index in order and stopping at `limit`:
        // one `or` over both made SQLite sort every pending message for each claim, so a backlog
        // of 100 000 receipts cost 8 ms a claim (issue 19, decision 0224).
        const oldest = async (kind: 'pending' | 'stale') => {
          let query = trx
            .selectFrom('mail_outbox')
            .select(['id', 'created_at'])
            .where('status', '=', kind === 'pending' ? 'pending' : 'sending')
            .$if(kind === 'stale', (q) => q.where('claimed_at', '<', stale))
            .orderBy('created_at')
            .limit(limit);
          if (dialect === 'postgres') query = query.modifyEnd(sql`for update skip locked`);
          return query.execute();
        };
        const ids = [...(await oldest('stale')), ...(await oldest('pending'))]
          .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
          .slice(0, limit)
          .map((r) => r.id);
        if (ids.length === 0) return;
        await trx
          .updateTable('mail_outbox')
          .set({ status: 'sending', claimed_by: worker, claimed_at: now.toISOString() })
          .where('id', 'in', ids)
          .execute();
      });
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['id', 'tenant_id', 'kind', 'to_address', 'subject', 'text_body', 'attempts'])
        .where('status', '=', 'sending')
        .where('claimed_by', '=', worker)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        tenantId: r.tenant_id,
        kind: r.kind,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        attempts: r.attempts,
      }));
    },

    /** The messages of one delivered batch, in one statement. */
    async markSent(ids: readonly string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('mail_outbox')
        .set((eb) => ({
          status: 'sent',
          sent_at: now.toISOString(),
          attempts: eb('attempts', '+', 1),
          claimed_by: null,
        }))
        .where('id', 'in', ids)
        .execute();
    },

    /** A failed send goes back to pending until it has failed `maxAttempts` times. */
    async markFailed(
      id: string,
      error: string,
      attempts: number,
      maxAttempts: number,
    ): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          status: attempts + 1 >= maxAttempts ? 'failed' : 'pending',
          attempts: attempts + 1,
          last_error: error.slice(0, 500),
          claimed_by: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The newest messages to one address (the local outbox a developer or a test reads). */
    async latestTo(tenantId: string, to: string, limit = 10) {
      return db
        .selectFrom('mail_outbox')
        .select(['id', 'kind', 'subject', 'text_body', 'status', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('to_address', '=', to)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
