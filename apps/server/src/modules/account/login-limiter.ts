import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export interface LoginLimit {
  readonly maxFailures: number;
  readonly windowMs: number;
}

/**
 * Sign-in throttling kept in the database so every instance sees the same count: after
 * `maxFailures` failed attempts within `windowMs` for one account, or from one IP, further
 * attempts are refused until the oldest failure leaves the window.
 */
export function createLoginLimiter(db: Db, limit: LoginLimit) {
  async function failuresSince(
    column: 'email' | 'ip',
    value: string,
    tenantId: string,
    since: string,
  ) {
    let query = db
      .selectFrom('login_attempts')
      .select(['created_at'])
      .where(column, '=', value)
      .where('succeeded', '=', 0)
      .where('created_at', '>', since)
      .orderBy('created_at', 'asc')
      .limit(limit.maxFailures);
    if (column === 'email') query = query.where('tenant_id', '=', tenantId);
    return query.execute();
  }

  return {
    /** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
    async retryAfterMs(tenantId: string, email: string, ip: string, now: Date): Promise<number> {
      const since = new Date(now.getTime() - limit.windowMs).toISOString();
      let wait = 0;
      for (const [column, value] of [
        ['email', email],
        ['ip', ip],
      ] as const) {
        const failures = await failuresSince(column, value, tenantId, since);
        const oldest = failures[0];
        if (failures.length >= limit.maxFailures && oldest) {
          wait = Math.max(
            wait,
            new Date(oldest.created_at).getTime() + limit.windowMs - now.getTime(),
          );
        }
      }
      return wait;
    },

    async record(tenantId: string, email: string, ip: string, succeeded: boolean, now: Date) {
      await db
        .insertInto('login_attempts')
        .values({
          id: randomUUID(),
          tenant_id: tenantId,
          email,
          ip,
          succeeded: succeeded ? 1 : 0,
          created_at: now.toISOString(),
        })
        .execute();
    },
  };
}
