import type { SessionRow, SessionsRepository } from './sessions.repository';

interface Entry {
  readonly row: SessionRow;
  readonly tenantId: string;
  /** The cached answer is used until this instant (never past the session's own limits). */
  readonly until: number;
}

/**
 * A few seconds of memory for session lookups (decision 0037): an authenticated read then costs no
 * query for the session. Sign-out, password change and deletion drop the user's entries at once
 * in this instance; another instance may accept a revoked session for at most `ttlMs`.
 */
export function withSessionCache(
  sessions: SessionsRepository,
  options: { ttlMs: number; maxEntries?: number },
) {
  const entries = new Map<string, Entry>();
  const max = options.maxEntries ?? 10_000;
  const key = (tenantId: string, token: string) => `${tenantId}\u0000${token}`;

  function forgetUser(userId: string): void {
    for (const [k, e] of entries) if (e.row.userId === userId) entries.delete(k);
  }

  if (options.ttlMs <= 0) return Object.assign(sessions, { forgetUser });

  return {
    ...sessions,
    forgetUser,

    async findLive(tenantId: string, token: string, now: Date, idleMs: number) {
      const k = key(tenantId, token);
      const hit = entries.get(k);
      if (hit && hit.until > now.getTime()) return hit.row;
      const row = await sessions.findLive(tenantId, token, now, idleMs);
      if (!row) {
        entries.delete(k);
        return null;
      }
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      // Within the TTL the idle limit cannot pass: last_seen_at is at most a minute old.
      entries.set(k, { row, tenantId, until: now.getTime() + options.ttlMs });
      return row;
    },

    async touch(id: string, now: Date): Promise<void> {
      await sessions.touch(id, now);
      for (const [k, e] of entries)
        if (e.row.id === id) entries.set(k, { ...e, row: { ...e.row, lastSeenAt: now } });
    },

    async delete(tenantId: string, token: string): Promise<void> {
      entries.delete(key(tenantId, token));
      await sessions.delete(tenantId, token);
    },

    async deleteAllForUser(tenantId: string, userId: string, exceptId?: string): Promise<number> {
      forgetUser(userId);
      return sessions.deleteAllForUser(tenantId, userId, exceptId);
    },

    async deleteByPublicId(tenantId: string, userId: string, publicId: string) {
      forgetUser(userId);
      return sessions.deleteByPublicId(tenantId, userId, publicId);
    },
  };
}

export type CachedSessions = ReturnType<typeof withSessionCache>;
