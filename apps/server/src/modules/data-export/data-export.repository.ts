import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import { lockUserRow } from '../../db/row-locks';
import type { ExportOwner } from './export-sections.repository';

/** A request as the portal reads it (without its archive). */
export interface DataExportRow {
  readonly id: string;
  readonly status: 'pending' | 'ready' | 'failed';
  readonly requested_at: string;
  readonly ready_at: string | null;
  readonly expires_at: string | null;
  readonly size_bytes: number | null;
}

const COLUMNS = ['id', 'status', 'requested_at', 'ready_at', 'expires_at', 'size_bytes'] as const;

/** Issue 22 item 6 (decision 0195): export requests, their lease and their archive. */
export function createDataExportRepository(db: Db, dialect: 'sqlite' | 'postgres') {
  return {
    latest: (executor: Executor, { tenantId, userId }: ExportOwner) =>
      executor
        .selectFrom('data_exports')
        .select(COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('requested_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst() as Promise<DataExportRow | undefined>,

    /**
     * The user's row, locked on PostgreSQL, so two requests at once from one customer queue on it
     * and the second sees the first's pending export (SQLite writes one transaction at a time).
     */
    lockUser: (executor: Executor, { tenantId, userId }: ExportOwner) =>
      lockUserRow(executor, dialect, tenantId, userId),

    async create(executor: Executor, owner: ExportOwner, now: Date): Promise<DataExportRow> {
      const row = {
        id: randomUUID(),
        status: 'pending' as const,
        requested_at: now.toISOString(),
        ready_at: null,
        expires_at: null,
        size_bytes: null,
      };
      await executor
        .insertInto('data_exports')
        .values({ ...row, tenant_id: owner.tenantId, user_id: owner.userId, archive: null })
        .execute();
      return row;
    },

    /** The archive of the user's own ready export; undefined for anyone else's id. */
    archive: ({ tenantId, userId }: ExportOwner, id: string) =>
      db
        .selectFrom('data_exports')
        .select(['status', 'archive', 'expires_at', 'requested_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Claims pending requests with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL). */
    async claimDue(owner: string, now: Date, leaseMs: number, limit: number) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('data_exports')
          .select(['id', 'tenant_id', 'user_id', 'attempts'])
          .where('status', '=', 'pending')
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
          .orderBy('requested_at')
          .limit(limit);
        if (dialect === 'postgres') query = query.modifyEnd(sql`for update skip locked`);
        const rows = await query.execute();
        if (rows.length === 0) return [];
        await trx
          .updateTable('data_exports')
          .set((eb) => ({
            lease_owner: owner,
            lease_until: new Date(now.getTime() + leaseMs).toISOString(),
            attempts: eb('attempts', '+', 1),
          }))
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        return rows;
      });
    },

    /** Stores the archive of a claimed request; false when the lease was lost meanwhile. */
    async complete(
      executor: Executor,
      id: string,
      owner: string,
      archive: string,
      now: Date,
      expiresAt: Date,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('data_exports')
        .set({
          status: 'ready',
          archive,
          size_bytes: Buffer.byteLength(archive),
          ready_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          lease_owner: null,
          lease_until: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives a claimed request back after an error; the last allowed attempt fails it. */
    async release(id: string, owner: string, failed: boolean): Promise<void> {
      await db
        .updateTable('data_exports')
        .set({ lease_owner: null, lease_until: null, ...(failed && { status: 'failed' }) })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /** Empties archives past their expiry: nothing is kept longer than it is offered. */
    async purgeExpired(now: Date): Promise<number> {
      const result = await db
        .updateTable('data_exports')
        .set({ archive: null })
        .where('status', '=', 'ready')
        .where('expires_at', '<=', now.toISOString())
        .where('archive', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
