import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

/** The subscription writes of the autobill calls (decision 0030); renewals have their own. */
export function createLifecycleRepository(db: Db) {
  return {
    /**
     * Sets automatic renewal unless a payment is being taken right now (someone holds the
     * lease); false then. Turning it off drops any scheduled retry: the subscription ends at its
     * date (or at the next run when the date has passed).
     */
    async setAutobill(
      id: string,
      change: { autobill: boolean; expiresSoon: boolean; resume: boolean },
      now: Date,
      executor: Executor = db,
    ): Promise<boolean> {
      const at = now.toISOString();
      const result = await executor
        .updateTable('subscriptions')
        .set({
          auto_billing_enabled: change.autobill ? 1 : 0,
          expires_soon: change.expiresSoon ? 1 : 0,
          ...(change.resume && { state: 'active' }),
          ...(!change.autobill && { next_retry_at: null }),
          updated_at: at,
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_until', '<', at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
