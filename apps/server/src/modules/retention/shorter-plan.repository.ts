import type { Db } from '../../db/database';

/** What a shorter-plan offer reads (decision 0183): a subscription's offer and a cycle's prices. */
export function createShorterPlanRepository(db: Db) {
  return {
    /** The offer, product and currency of the price the subscription is on. */
    offerOf: (subscriptionId: string) =>
      db
        .selectFrom('subscriptions as s')
        .innerJoin('prices as p', (j) =>
          j.onRef('p.id', '=', 's.price_id').onRef('p.tenant_id', '=', 's.tenant_id'),
        )
        .select(['p.offer_id', 'p.product_id', 'p.currency'])
        .where('s.id', '=', subscriptionId)
        .executeTakeFirst(),

    /** The prices of a product in an offer and currency for a cycle of `months`, in list order. */
    pricesForCycle: (
      tenantId: string,
      at: { offer_id: string; currency: string },
      productId: string,
      months: number,
    ) =>
      db
        .selectFrom('prices')
        .select(['id', 'next_amount', 'taxed'])
        .where('tenant_id', '=', tenantId)
        .where('offer_id', '=', at.offer_id)
        .where('product_id', '=', productId)
        .where('currency', '=', at.currency)
        .where('base_period_length', '=', months)
        .where('base_period_unit', '=', 'month')
        .orderBy('sort_order')
        .execute(),

    /** The add-on a subscription's add-on row is, and whether its price was the taxed variant. */
    addonOf: (addonRowId: string) =>
      db
        .selectFrom('subscription_addons as a')
        .leftJoin('prices as old', (j) =>
          j.onRef('old.id', '=', 'a.price_id').onRef('old.tenant_id', '=', 'a.tenant_id'),
        )
        .select(['a.addon_id', 'old.taxed'])
        .where('a.id', '=', addonRowId)
        .executeTakeFirst(),
  };
}
