import type { Db } from '../../db/database';
import type { BillableRow } from '../billing/billable-row';
import type { Catalog, CatalogPrice } from '../catalog/catalog.service';

/** The plan a "shorter plan" offer moves to, and the subscription as it would renew on it. */
export interface ShorterPlan {
  readonly price: CatalogPrice;
  readonly row: BillableRow;
}

/**
 * Decision 0183: the same product in the same offer and currency for `months`, and the add-ons
 * bought with the plan re-priced for that cycle as a plan change re-prices them (decision 0122:
 * the same add-on's price for the new cycle, same taxed/untaxed variant first; none: it stops
 * renewing with the plan). Null when the catalogue sells no such plan.
 */
export async function shorterPlanOf(
  db: Db,
  catalog: Catalog,
  row: BillableRow,
  months: number,
): Promise<ShorterPlan | null> {
  const current = await db
    .selectFrom('subscriptions as s')
    .innerJoin('prices as p', (j) =>
      j.onRef('p.id', '=', 's.price_id').onRef('p.tenant_id', '=', 's.tenant_id'),
    )
    .select(['p.offer_id', 'p.product_id', 'p.currency'])
    .where('s.id', '=', row.id)
    .executeTakeFirst();
  if (!current) return null;
  const forCycle = (productId: string) =>
    db
      .selectFrom('prices')
      .select(['id', 'next_amount', 'taxed'])
      .where('tenant_id', '=', row.tenantId)
      .where('offer_id', '=', current.offer_id)
      .where('product_id', '=', productId)
      .where('currency', '=', current.currency)
      .where('base_period_length', '=', months)
      .where('base_period_unit', '=', 'month')
      .orderBy('sort_order')
      .execute();
  const [planRow] = await forCycle(current.product_id);
  const price = planRow && (await catalog.forTenant(row.tenantId)).price(planRow.id);
  if (!planRow || !price) return null;
  const addons = [];
  for (const addon of row.addons) {
    const stored = await db
      .selectFrom('subscription_addons as a')
      .leftJoin('prices as old', (j) =>
        j.onRef('old.id', '=', 'a.price_id').onRef('old.tenant_id', '=', 'a.tenant_id'),
      )
      .select(['a.addon_id', 'old.taxed'])
      .where('a.id', '=', addon.id)
      .executeTakeFirst();
    const options = stored ? await forCycle(stored.addon_id) : [];
    const chosen = options.find((o) => o.taxed === stored?.taxed) ?? options[0];
    if (chosen) addons.push({ ...addon, renewalAmount: chosen.next_amount, cycleMonths: months });
  }
  return {
    price,
    row: { ...row, renewalAmount: planRow.next_amount, cycleMonths: months, addons },
  };
}
