import { randomBytes, randomUUID } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@halyard/domain';
import type { Db } from '../../../db/database';
import { sessionIdOf } from '../../account/sessions.repository';

/** Who a live staff session belongs to. */
export interface StaffSessionOwner {
  readonly sessionId: string;
  readonly staffId: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly lastSeenAt: Date;
}

export interface ListedStaffSession {
  readonly id: string;
  readonly publicId: string;
  readonly staffId: string;
  readonly email: string;
  readonly userAgent: string | null;
  readonly ip: string | null;
  readonly createdAt: string;
  readonly lastSeenAt: string;
}

const newToken = () => randomBytes(32).toString('base64url');

/**
 * Staff sessions and sign-in challenges (decision 0171): the cookie carries a random token, the
 * database its SHA-256 (as for customers, decision 0003). A session is live while it is neither
 * idle longer than the staff idle limit nor past its end, and its account is not disabled.
 */
export function createStaffSessionsRepository(db: Db) {
  const live = (tenantId: string, now: Date, idleMs: number) =>
    db
      .selectFrom('staff_sessions as ss')
      .innerJoin('staff_accounts as s', 's.id', 'ss.staff_id')
      .where('ss.tenant_id', '=', tenantId)
      .where('ss.expires_at', '>', now.toISOString())
      .where('ss.last_seen_at', '>', new Date(now.getTime() - idleMs).toISOString())
      .where('s.disabled_at', 'is', null);

  return {
    async create(s: {
      tenantId: string;
      staffId: string;
      now: Date;
      maxMs: number;
      ip: string | null;
      userAgent: string | null;
    }): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(s.now.getTime() + s.maxMs);
      await db
        .insertInto('staff_sessions')
        .values({
          id: sessionIdOf(token),
          tenant_id: s.tenantId,
          staff_id: s.staffId,
          public_id: randomUUID(),
          created_at: s.now.toISOString(),
          last_seen_at: s.now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ip: s.ip,
          user_agent: s.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
      return { token, expiresAt };
    },

    async findLive(tenantId: string, token: string, now: Date, idleMs: number) {
      const row = await live(tenantId, now, idleMs)
        .select(['ss.id', 'ss.staff_id', 'ss.last_seen_at', 's.email', 's.role'])
        .where('ss.id', '=', sessionIdOf(token))
        .executeTakeFirst();
      if (!row || !isStaffRole(row.role)) return null;
      return {
        sessionId: row.id,
        staffId: row.staff_id,
        email: row.email,
        role: row.role,
        lastSeenAt: new Date(row.last_seen_at),
      } satisfies StaffSessionOwner;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
    },

    /** Live sessions of the tenant's staff (one member's when `staffId` is given), newest first. */
    async list(
      tenantId: string,
      staffId: string | null,
      now: Date,
      idleMs: number,
    ): Promise<ListedStaffSession[]> {
      let query = live(tenantId, now, idleMs).select([
        'ss.id',
        'ss.public_id',
        'ss.staff_id',
        's.email',
        'ss.user_agent',
        'ss.ip',
        'ss.created_at',
        'ss.last_seen_at',
      ]);
      if (staffId) query = query.where('ss.staff_id', '=', staffId);
      const rows = await query.orderBy('ss.last_seen_at', 'desc').orderBy('ss.id').execute();
      return rows.map((r) => ({
        id: r.id,
        publicId: r.public_id,
        staffId: r.staff_id,
        email: r.email,
        userAgent: r.user_agent,
        ip: r.ip,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
      }));
    },

    /** Ends a session by its public id (only `staffId`'s unless null); its owner, or null. */
    async endByPublicId(
      tenantId: string,
      publicId: string,
      staffId: string | null,
    ): Promise<string | null> {
      let query = db
        .deleteFrom('staff_sessions')
        .where('tenant_id', '=', tenantId)
        .where('public_id', '=', publicId);
      if (staffId) query = query.where('staff_id', '=', staffId);
      const row = await query.returning('staff_id').executeTakeFirst();
      return row?.staff_id ?? null;
    },

    async endAllOf(tenantId: string, staffId: string): Promise<void> {
      await db
        .deleteFrom('staff_sessions')
        .where('tenant_id', '=', tenantId)
        .where('staff_id', '=', staffId)
        .execute();
    },

    /** A sign-in whose password was right, waiting for its code: its cookie token. */
    async createChallenge(tenantId: string, staffId: string, now: Date, expiresAt: Date) {
      const token = newToken();
      await db
        .insertInto('staff_challenges')
        .values({
          id: sessionIdOf(token),
          tenant_id: tenantId,
          staff_id: staffId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
      return token;
    },

    /** The staff member of an unexpired challenge (the challenge stays until used or expired). */
    async challengeOwner(tenantId: string, token: string, now: Date): Promise<string | null> {
      const row = await db
        .selectFrom('staff_challenges')
        .select('staff_id')
        .where('id', '=', sessionIdOf(token))
        .where('tenant_id', '=', tenantId)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row?.staff_id ?? null;
    },

    /** Uses a challenge once: exactly one concurrent caller gets true. */
    async consumeChallenge(tenantId: string, token: string): Promise<boolean> {
      const result = await db
        .deleteFrom('staff_challenges')
        .where('id', '=', sessionIdOf(token))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type StaffSessionsRepository = ReturnType<typeof createStaffSessionsRepository>;
