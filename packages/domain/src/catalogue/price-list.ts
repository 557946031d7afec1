import type { PlanTier } from './tiers';

/** One line of the spec §9 price list: the advertised per-month amount and discount. */
export interface PriceListEntry {
  readonly tier: PlanTier;
  readonly months: 1 | 12 | 24;
  /** Amount per month in minor units (cents), spec §9. */
  readonly perMonth: number;
  /** The advertised discount in whole percent, spec §9 (marketing data, decision 0011). */
  readonly discountPercentage: number;
}

/** spec §9 "Price list (amount per month in cents)", exactly as the table. */
export const PRICE_LIST: readonly PriceListEntry[] = [
  { tier: 'TIER_BASIC', months: 1, perMonth: 1295, discountPercentage: 0 },
  { tier: 'TIER_PREMIUM', months: 1, perMonth: 1949, discountPercentage: 0 },
  { tier: 'TIER_BASIC', months: 12, perMonth: 467, discountPercentage: 63 },
  { tier: 'TIER_PREMIUM', months: 12, perMonth: 667, discountPercentage: 75 },
  { tier: 'TIER_BASIC', months: 24, perMonth: 339, discountPercentage: 73 },
  { tier: 'TIER_PREMIUM', months: 24, perMonth: 499, discountPercentage: 81 },
];

/** One of the spec §9 sample offers: a total for the period, its discount and renewal price. */
export interface SampleOffer {
  readonly months: 1 | 6 | 12;
  /** Total for the period in minor units. */
  readonly amount: number;
  readonly discountPercentage: number;
  /** Renewal price in minor units. */
  readonly nextAmount: number;
}

/**
 * spec §9 sample offers: 1M at 12.95 USD; 6M at 59.95 (23 % off); 12M at 99.95 (35 % off), next
 * price 116.95. The spec gives no renewal price for 1M and 6M: they renew at the same amount.
 * They are the "special" offer of the seed (decision 0015).
 */
export const SAMPLE_OFFERS: readonly SampleOffer[] = [
  { months: 1, amount: 1295, discountPercentage: 0, nextAmount: 1295 },
  { months: 6, amount: 5995, discountPercentage: 23, nextAmount: 5995 },
  { months: 12, amount: 9995, discountPercentage: 35, nextAmount: 11695 },
];
