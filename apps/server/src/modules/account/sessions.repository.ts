import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export interface SessionRow {
  readonly id: string;
  readonly userId: string;
  readonly lastSeenAt: Date;
}

/** A session as its owner's sessions list shows it (issue 23). */
export interface ListedSession {
  readonly id: string;
  readonly publicId: string;
  readonly userAgent: string | null;
  readonly ip: string | null;
  readonly place: string | null;
  readonly createdAt: string;
  readonly lastSeenAt: string;
}

/** The cookie carries a random token; the database keeps only its SHA-256. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionsRepository(db: Db) {
  return {
    async create(input: {
      tenantId: string;
      userId: string;
      now: Date;
      maxMs: number;
      ip: string | null;
      userAgent: string | null;
      place?: string | null;
    }): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(input.now.getTime() + input.maxMs);
      await db
        .insertInto('sessions')
        .values({
          id: sessionIdOf(token),
          tenant_id: input.tenantId,
          user_id: input.userId,
          created_at: input.now.toISOString(),
          last_seen_at: input.now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ip: input.ip,
          user_agent: input.userAgent?.slice(0, 300) ?? null,
          public_id: randomUUID(),
          place: input.place?.slice(0, 100) ?? null,
        })
        .execute();
      return { token, expiresAt };
    },

    /** A live session: not past its absolute expiry nor idle longer than idleMs. */
    async findLive(
      tenantId: string,
      token: string,
      now: Date,
      idleMs: number,
    ): Promise<SessionRow | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen_at'])
        .where('sessions.id', '=', sessionIdOf(token))
        .where('sessions.tenant_id', '=', tenantId)
        .where('sessions.expires_at', '>', now.toISOString())
        .where('sessions.last_seen_at', '>', new Date(now.getTime() - idleMs).toISOString())
        .where('users.anonymized_at', 'is', null)
        .executeTakeFirst();
      return row
        ? { id: row.id, userId: row.user_id, lastSeenAt: new Date(row.last_seen_at) }
        : null;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async delete(tenantId: string, token: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('id', '=', sessionIdOf(token))
        .where('tenant_id', '=', tenantId)
        .execute();
    },

    /** Revokes every session of a user except, optionally, the one making the request. */
    async deleteAllForUser(tenantId: string, userId: string, exceptId?: string): Promise<number> {
      let query = db
        .deleteFrom('sessions')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId);
      if (exceptId) query = query.where('id', '!=', exceptId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The user's live sessions, most recently used first. */
    async listForUser(
      tenantId: string,
      userId: string,
      now: Date,
      idleMs: number,
    ): Promise<ListedSession[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'public_id', 'user_agent', 'ip', 'place', 'created_at', 'last_seen_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('expires_at', '>', now.toISOString())
        .where('last_seen_at', '>', new Date(now.getTime() - idleMs).toISOString())
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        publicId: r.public_id ?? r.id.slice(0, 32),
        userAgent: r.user_agent,
        ip: r.ip,
        place: r.place,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
      }));
    },

    /** Ends one of the user's sessions by the id the list showed; false when it is not theirs. */
    async deleteByPublicId(tenantId: string, userId: string, publicId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
