import type { Executor } from '../../db/executor';

/** What a deletion request turned off, by row id, so cancelling it turns exactly that back on. */
export interface PausedBilling {
  readonly subscriptions: readonly string[];
  readonly addons: readonly string[];
  readonly business: readonly string[];
}

const NONE: PausedBilling = { subscriptions: [], addons: [], business: [] };

export const parsePaused = (text: string | null): PausedBilling =>
  text ? { ...NONE, ...(JSON.parse(text) as Partial<PausedBilling>) } : NONE;

// An App Store or Play Store subscription renews in the store: only the customer can stop it there.
const STORE_METHODS = ['AppStore', 'PlayStore', 'amdocs'];

/**
 * Issue 24 item 3 (decision 0162): a deletion request stops renewals at once — the running
 * subscriptions we bill, their add-ons with a switch of their own, and a business subscription —
 * and a cancelled request turns back on what it turned off (no more), in the caller's transaction.
 */
export const deletionBilling = {
  async pause(trx: Executor, tenantId: string, userId: string, now: Date): Promise<PausedBilling> {
    const at = now.toISOString();
    const subscriptions = (
      await trx
        .selectFrom('subscriptions')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('auto_billing_enabled', '=', 1)
        .where('state', 'in', ['active', 'intrial'])
        .where('next_payment_method', 'not in', STORE_METHODS)
        .execute()
    ).map((r) => r.id);
    if (subscriptions.length > 0)
      await trx
        .updateTable('subscriptions')
        .set({ auto_billing_enabled: 0, next_retry_at: null, updated_at: at })
        .where('id', 'in', subscriptions)
        .execute();
    const addons = (
      await trx
        .selectFrom('subscription_addons as a')
        .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
        .select('a.id')
        .where('s.tenant_id', '=', tenantId)
        .where('s.user_id', '=', userId)
        .where('a.auto_billing_enabled', '=', 1)
        .execute()
    ).map((r) => r.id);
    if (addons.length > 0)
      await trx
        .updateTable('subscription_addons')
        .set({ auto_billing_enabled: 0 })
        .where('id', 'in', addons)
        .execute();
    const business = (
      await trx
        .selectFrom('business_subscriptions')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('auto_billing_enabled', '=', 1)
        .execute()
    ).map((r) => r.id);
    if (business.length > 0)
      await trx
        .updateTable('business_subscriptions')
        .set({ auto_billing_enabled: 0 })
        .where('id', 'in', business)
        .execute();
    return { subscriptions, addons, business };
  },

  /** Turns back on what the request turned off, where it still runs. */
  async resume(trx: Executor, paused: PausedBilling, now: Date): Promise<void> {
    const at = now.toISOString();
    if (paused.subscriptions.length > 0)
      await trx
        .updateTable('subscriptions')
        .set({ auto_billing_enabled: 1, expires_soon: 0, updated_at: at })
        .where('id', 'in', paused.subscriptions)
        .where('state', 'in', ['active', 'intrial'])
        .execute();
    if (paused.addons.length > 0)
      await trx
        .updateTable('subscription_addons')
        .set({ auto_billing_enabled: 1 })
        .where('id', 'in', paused.addons)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
        .execute();
    if (paused.business.length > 0)
      await trx
        .updateTable('business_subscriptions')
        .set({ auto_billing_enabled: 1 })
        .where('id', 'in', paused.business)
        .execute();
  },
};
