import { addonMatchesPlan } from '../checkout/purchase-rules';
import { dedicatedIpCycleForPlan, dedicatedIpVariant } from '../catalogue/dedicated-ip';
import type { Period } from '../catalogue/periods';

/** What the add-on rules read of a price (spec §3 Price: id and base period). */
export interface PricePeriod {
  readonly id: string;
  readonly basePeriod: Period;
}

/** What the add-on rules read of a product (spec §3 Product/offer). */
export interface AddonProductFacts<P extends PricePeriod = PricePeriod> {
  /** The addon type (`dip`, `idp_insurance`, …): the product's `name` in the offer. */
  readonly name: string;
  readonly entitlements: readonly { readonly id: string }[];
  readonly prices: readonly P[];
}

/**
 * An ID protection add-on the plan already includes is not sold with it (Premium includes ID
 * alerts, decision 0014): every entitlement of the add-on is one of the plan's. An add-on without
 * entitlements (the dedicated IP) is never included.
 */
export function isAddonIncludedInPlan(
  planEntitlementIds: readonly string[],
  addon: Pick<AddonProductFacts, 'entitlements'>,
): boolean {
  const held = new Set(planEntitlementIds);
  return addon.entitlements.length > 0 && addon.entitlements.every((e) => held.has(e.id));
}

/**
 * The price of an add-on bought with a plan: it runs as long as the plan (decision 0012,
 * `addonMatchesPlan` on the base periods). The dedicated IP has a taxed and an untaxed row per
 * cycle (spec §9): the one matching `taxable` (the checkout's `isTaxable`) is chosen, read from
 * the row's variant (`12m-taxed`). Null when the add-on has no price for the plan's length.
 */
export function addonPriceForPlan<A extends AddonProductFacts>(
  addon: A,
  planBasePeriod: Period,
  taxable: boolean,
): A['prices'][number] | null {
  const fitting = addon.prices.filter((price) =>
    addonMatchesPlan(planBasePeriod, price.basePeriod),
  );
  if (addon.name !== 'dip') return fitting[0] ?? null;
  const cycle =
    planBasePeriod.unit === 'month' ? dedicatedIpCycleForPlan(planBasePeriod.length) : null;
  if (cycle === null) return null;
  const variant = `-${dedicatedIpVariant(cycle, taxable)}-`;
  return fitting.find((price) => price.id.includes(variant)) ?? null;
}

/** The add-ons offered with a plan: those not included in it and priced for its length. */
export function addonsForPlan<A extends AddonProductFacts>(
  addons: readonly A[],
  plan: { readonly entitlementIds: readonly string[]; readonly basePeriod: Period },
  taxable: boolean,
): { readonly addon: A; readonly price: A['prices'][number] }[] {
  return addons.flatMap((addon) => {
    if (isAddonIncludedInPlan(plan.entitlementIds, addon)) return [];
    const price = addonPriceForPlan(addon, plan.basePeriod, taxable);
    return price ? [{ addon, price }] : [];
  });
}
