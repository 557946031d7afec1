import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { createAttemptBudgetRepository } from './attempt-budget.repository';

/** At most `max` attempts per key within `windowMs` of the window's first attempt. */
export interface Budget {
  readonly max: number;
  readonly windowMs: number;
}

export interface BudgetKey {
  /** What is throttled, e.g. `sign-in:account`; the value is hashed into the stored key. */
  readonly scope: string;
  readonly value: string;
  readonly budget: Budget;
}

interface Held {
  readonly key: string;
  readonly windowStart: string;
}

export type Reservation =
  | { readonly ok: true; readonly held: readonly Held[] }
  | { readonly ok: false; readonly retryAfterMs: number };

/** Stored keys carry no email or address in clear (anonymisation leaves nothing behind). */
const storedKey = (k: BudgetKey) =>
  `${k.scope}:${createHash('sha256').update(k.value).digest('base64url')}`;

/**
 * Attempt budgets kept in the database (issue 14 finding 4, decision 0106). An attempt is
 * *reserved* before it is evaluated — one conditional UPDATE per key, atomic on SQLite and on
 * PostgreSQL (the row lock makes a concurrent UPDATE re-check the condition) — so however many
 * requests arrive at once, on however many instances, at most `max` are evaluated per window.
 * A successful attempt gives its reservation back; a failed one keeps it.
 */
export function createAttemptBudgets(db: Db) {
  const rows = createAttemptBudgetRepository(db);
  async function reserveOne(k: BudgetKey, now: Date): Promise<Held | { retryAfterMs: number }> {
    const key = storedKey(k);
    const nowIso = now.toISOString();
    const since = new Date(now.getTime() - k.budget.windowMs).toISOString();
    await rows.ensure(key, nowIso);
    const windowStart = await rows.take(key, since, nowIso, k.budget.max);
    if (windowStart !== undefined) return { key, windowStart };
    const current = await rows.window(key);
    const ends = new Date(current?.window_start ?? nowIso).getTime() + k.budget.windowMs;
    return { retryAfterMs: Math.max(1000, ends - now.getTime()) };
  }

  const budgets = {
    /** Reserves one attempt under every key, or none (and says how long to wait). */
    async reserve(keys: readonly BudgetKey[], now: Date): Promise<Reservation> {
      const held: Held[] = [];
      for (const k of keys) {
        const outcome = await reserveOne(k, now);
        if ('retryAfterMs' in outcome) {
          await budgets.release({ ok: true, held });
          return { ok: false, retryAfterMs: outcome.retryAfterMs };
        }
        held.push(outcome);
      }
      return { ok: true, held };
    },

    /**
     * What a key's window holds now, without reserving (the back office shows a customer's
     * failed sign-ins and lock, issue 16): attempts used and, when used up, when it ends.
     */
    async peek(k: BudgetKey, now: Date): Promise<{ used: number; lockedUntil: string | null }> {
      const row = await rows.window(storedKey(k));
      const ends = row ? new Date(row.window_start).getTime() + k.budget.windowMs : 0;
      if (!row || ends <= now.getTime()) return { used: 0, lockedUntil: null };
      return {
        used: row.used,
        lockedUntil: row.used >= k.budget.max ? new Date(ends).toISOString() : null,
      };
    },

    /** Forgets keys' attempts (staff unlocking a customer's sign-in, issue 16 item 3). */
    async clear(keys: readonly BudgetKey[]): Promise<void> {
      await rows.remove(keys.map(storedKey));
    },

    /** Gives a successful attempt's reservations back (within the same window only). */
    async release(reservation: Reservation): Promise<void> {
      if (!reservation.ok) return;
      for (const { key, windowStart } of reservation.held) await rows.giveBack(key, windowStart);
    },
  };
  return budgets;
}

export type AttemptBudgets = ReturnType<typeof createAttemptBudgets>;
