import {
  addonsForPlan,
  monthsSold,
  planCardLayout,
  planCardLength,
  type PlanCardLayout,
  type PlanCardLength,
  type PlanTier,
} from '@halyard/domain';
import { TAXABLE } from '@/app/storefront/checkout-link';
import type { AddonProduct, Offer, Price } from '@/app/storefront/offer';
import { planProducts } from '@/app/storefront/offer';

export type PlanProduct = ReturnType<typeof planProducts>[number];

export interface PlanOption {
  readonly length: PlanCardLength;
  readonly price: Price;
}

/** A tier's cards (spec §9 plan-card rules, domain `planCardLayout`) and the price of each. */
export function planOptions(
  product: PlanProduct,
  nextBillingCycle: number | null,
): { readonly layout: PlanCardLayout; readonly options: readonly PlanOption[] } {
  const byLength = new Map<PlanCardLength, Price>();
  for (const price of product.prices) {
    const length = planCardLength(monthsSold(price.basePeriod));
    if (!byLength.has(length)) byLength.set(length, price);
  }
  const layout = planCardLayout({ lengths: [...byLength.keys()], nextBillingCycle });
  const options = layout.lengths.flatMap((length) => {
    const price = byLength.get(length);
    return price ? [{ length, price }] : [];
  });
  return { layout, options };
}

export interface Selection {
  readonly product: PlanProduct;
  readonly option: PlanOption;
  readonly layout: PlanCardLayout;
  readonly options: readonly PlanOption[];
  /** The add-ons this plan can be bought with, and which are chosen. */
  readonly addons: readonly { readonly addon: AddonProduct; readonly price: Price }[];
  readonly chosenAddons: readonly { readonly addon: AddonProduct; readonly price: Price }[];
}

const TIER_PARAM: Record<string, PlanTier> = { basic: 'TIER_BASIC', premium: 'TIER_PREMIUM' };
export const TIER_SLUG: Record<PlanTier, string> = { TIER_BASIC: 'basic', TIER_PREMIUM: 'premium' };

/**
 * The buyer's choice as the URL holds it (`?tier=premium&length=12&addons=addon-dip`), completed
 * with the defaults: the recommended product (Premium, decision 0011) and the recommended card.
 */
export function readSelection(
  offer: Offer,
  search: URLSearchParams,
  nextBillingCycle: number | null,
): Selection | null {
  const products = planProducts(offer);
  const wanted = TIER_PARAM[search.get('tier') ?? ''];
  const product =
    products.find((p) => p.tier === wanted) ?? products.find((p) => p.recommended) ?? products[0];
  if (!product) return null;
  const { layout, options } = planOptions(product, nextBillingCycle);
  const length = Number(search.get('length'));
  const option =
    options.find((o) => o.length === length) ??
    options.find((o) => o.length === layout.recommended) ??
    options[0];
  if (!option) return null;
  const addons = addonsForPlan(
    product.addons,
    { entitlementIds: product.entitlements.map((e) => e.id), basePeriod: option.price.basePeriod },
    TAXABLE,
  );
  const chosen = new Set((search.get('addons') ?? '').split(',').filter(Boolean));
  const chosenAddons = addons.filter((a) => chosen.has(a.addon.id));
  return { product, option, layout, options, addons, chosenAddons };
}
