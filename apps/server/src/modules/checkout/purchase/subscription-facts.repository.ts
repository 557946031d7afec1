import {
  isPaymentMethod,
  isTier,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TYPES,
  type SubscriptionFacts,
  type SubscriptionState,
  type SubscriptionType,
} from '@halyard/domain';
import type { Db } from '../../../db/database';

/** A subscription of the buyer as the purchase rules and the edit / add-on flows read it. */
export interface OwnedSubscription extends SubscriptionFacts {
  /** Internal row id (subscriptions.id). */
  readonly rowId: string;
  readonly addons: readonly { readonly type: string; readonly expiresAt: string | null }[];
}

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The buyer's subscriptions (tenant and user scoped), with their add-ons, in two queries. */
export function createSubscriptionFactsRepository(db: Db) {
  return {
    async forUser(tenantId: string, userId: string): Promise<OwnedSubscription[]> {
      const rows = await db
        .selectFrom('subscriptions')
        .select([
          'id',
          'subscription_id',
          'state',
          'type',
          'tier',
          'next_payment_date',
          'next_payment_method',
        ])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('purchase_date')
        .execute();
      if (rows.length === 0) return [];
      const addons = await db
        .selectFrom('subscription_addons')
        .select(['subscription_id', 'addon_type', 'expires_at'])
        .where('tenant_id', '=', tenantId)
        .where(
          'subscription_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      return rows.map((r) => {
        const state = oneOf<SubscriptionState>(SUBSCRIPTION_STATES, r.state, 'expired');
        return {
          rowId: r.id,
          subscription_id: r.subscription_id,
          state,
          type: oneOf<SubscriptionType>(SUBSCRIPTION_TYPES, r.type, 'standard'),
          active: state === 'active' || state === 'intrial',
          tier: isTier(r.tier) ? r.tier : 'TIER_BASIC',
          next_payment_date: r.next_payment_date,
          next_payment_method: isPaymentMethod(r.next_payment_method)
            ? r.next_payment_method
            : 'None',
          addons: addons
            .filter((a) => a.subscription_id === r.id)
            .map((a) => ({ type: a.addon_type, expiresAt: a.expires_at })),
        };
      });
    },
  };
}

export type SubscriptionFactsRepository = ReturnType<typeof createSubscriptionFactsRepository>;
