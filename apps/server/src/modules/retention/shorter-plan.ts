import type { Db } from '../../db/database';
import type { BillableRow } from '../billing/billable-row';
import type { Catalog, CatalogPrice } from '../catalog/catalog.service';
import { createShorterPlanRepository } from './shorter-plan.repository';

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
  const plans = createShorterPlanRepository(db);
  const current = await plans.offerOf(row.id);
  if (!current) return null;
  const forCycle = (productId: string) =>
    plans.pricesForCycle(row.tenantId, current, productId, months);
  const [planRow] = await forCycle(current.product_id);
  const price = planRow && (await catalog.forTenant(row.tenantId)).price(planRow.id);
  if (!planRow || !price) return null;
  const addons = [];
  for (const addon of row.addons) {
    const stored = await plans.addonOf(addon.id);
    const options = stored ? await forCycle(stored.addon_id) : [];
    const chosen = options.find((o) => o.taxed === stored?.taxed) ?? options[0];
    if (chosen) addons.push({ ...addon, renewalAmount: chosen.next_amount, cycleMonths: months });
  }
  return {
    price,
    row: { ...row, renewalAmount: planRow.next_amount, cycleMonths: months, addons },
  };
}
