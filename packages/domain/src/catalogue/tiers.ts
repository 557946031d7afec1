import { isOneOf } from '../shared/one-of';

/** spec §3 tiers. */
export const TIERS = ['TIER_BASIC', 'TIER_PREMIUM', 'TIER_VIP'] as const;
export type Tier = (typeof TIERS)[number];

/** The tiers sold as plans (spec §9 price list: basic and Premium). */
export const PLAN_TIERS = ['TIER_BASIC', 'TIER_PREMIUM'] as const satisfies readonly Tier[];
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Order of the tiers; exhaustive, so a new tier must say where it ranks. */
export const TIER_RANK: Record<Tier, number> = {
  TIER_BASIC: 0,
  TIER_PREMIUM: 1,
  TIER_VIP: 2,
};

/** spec §3 tiers: A known tier. */
export function isTier(value: unknown): value is Tier {
  return isOneOf(TIERS, value);
}

/** spec §6 Password Manager: "any subscription's tier is above basic". */
export function isAboveBasic(tier: Tier): boolean {
  return TIER_RANK[tier] > TIER_RANK.TIER_BASIC;
}
