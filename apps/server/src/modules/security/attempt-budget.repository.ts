import type { Db } from '../../db/database';

/**
 * The `attempt_budgets` rows behind the attempt budgets (decision 0106): one row per stored key,
 * the window's first attempt and the attempts used in it.
 */
export function createAttemptBudgetRepository(db: Db) {
  return {
    /** Makes sure the key has a row (a new key's window starts now, nothing used). */
    async ensure(key: string, nowIso: string): Promise<void> {
      await db
        .insertInto('attempt_budgets')
        .values({ key, window_start: nowIso, used: 0 })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },

    /**
     * Takes one attempt in one conditional UPDATE: a window that began at or before `since` starts
     * again at `nowIso` with this attempt; a current one counts it while fewer than `max` are used.
     * Answers the window's start, or nothing when the budget is spent.
     */
    async take(key: string, since: string, nowIso: string, max: number) {
      const row = await db
        .updateTable('attempt_budgets')
        .set((eb) => ({
          used: eb
            .case()
            .when('window_start', '<=', since)
            .then(1)
            .else(eb('used', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when('window_start', '<=', since)
            .then(nowIso)
            .else(eb.ref('window_start'))
            .end(),
        }))
        .where('key', '=', key)
        .where((eb) => eb.or([eb('window_start', '<=', since), eb('used', '<', max)]))
        .returning(['window_start'])
        .executeTakeFirst();
      return row?.window_start;
    },

    /** The key's window: when it began and the attempts used. */
    window: (key: string) =>
      db
        .selectFrom('attempt_budgets')
        .select(['window_start', 'used'])
        .where('key', '=', key)
        .executeTakeFirst(),

    async remove(keys: readonly string[]): Promise<void> {
      await db.deleteFrom('attempt_budgets').where('key', 'in', keys).execute();
    },

    /** Gives one attempt back, within the window it was taken in only. */
    async giveBack(key: string, windowStart: string): Promise<void> {
      await db
        .updateTable('attempt_budgets')
        .set((eb) => ({ used: eb('used', '-', 1) }))
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .where('used', '>', 0)
        .execute();
    },
  };
}
