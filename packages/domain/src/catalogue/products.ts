import {
  ADDON_GROUP_ENTITLEMENTS,
  ADDON_GROUPS,
  TIER_ENTITLEMENTS,
  type AddonGroup,
  type AddonType,
} from './addon-groups';
import { MONEY_BACK_GUARANTEE_DAYS } from './guarantee';
import type { PlanTier, Tier } from './tiers';

/** A product as the server seeds it (spec §3 Product/offer without its prices). */
export interface ProductSeed {
  readonly id: string;
  readonly kind: 'plan' | 'addon';
  readonly name: string;
  readonly displayName: string;
  readonly description: string;
  readonly tier: Tier | null;
  readonly addonType: AddonType | null;
  readonly billingType: 'recurring';
  readonly moneyBackGuaranteeDays: number;
  readonly recommended: boolean;
  readonly entitlementIds: readonly string[];
}

export const PLAN_PRODUCT_IDS: Record<PlanTier, string> = {
  TIER_BASIC: 'basic',
  TIER_PREMIUM: 'premium',
};

/** spec §3: the product id of an add-on, e.g. "addon-dip", "addon-idp_insurance". */
export function addonProductId(addonType: AddonType): string {
  return `addon-${addonType}`;
}

const plan = (tier: PlanTier, displayName: string, recommended: boolean): ProductSeed => ({
  id: PLAN_PRODUCT_IDS[tier],
  kind: 'plan',
  name: tier,
  displayName,
  description: `${displayName} VPN plan`,
  tier,
  addonType: null,
  billingType: 'recurring',
  moneyBackGuaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
  recommended,
  entitlementIds: TIER_ENTITLEMENTS[tier],
});

const addon = (
  type: AddonType,
  displayName: string,
  entitlementIds: readonly string[],
): ProductSeed => ({
  id: addonProductId(type),
  kind: 'addon',
  name: type,
  displayName,
  description: displayName,
  tier: null,
  addonType: type,
  billingType: 'recurring',
  moneyBackGuaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
  recommended: false,
  entitlementIds,
});

const ADDON_NAMES: Record<AddonGroup, string> = {
  idp_insurance: 'Identity theft insurance',
  idp_monitoring: 'ID alerts',
  credit_scanner: 'Credit scanner',
  credit_report: 'Credit report',
  pip_data_removal: 'Data removal',
};

/** spec §3/§9 products: basic, Premium (recommended, decision 0011) and the add-ons. */
export const PRODUCTS: readonly ProductSeed[] = [
  plan('TIER_BASIC', 'Basic', false),
  plan('TIER_PREMIUM', 'Premium', true),
  addon('dip', 'Dedicated IP', []),
  ...ADDON_GROUPS.map((group) => addon(group, ADDON_NAMES[group], ADDON_GROUP_ENTITLEMENTS[group])),
];
