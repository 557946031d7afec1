import { CURRENCIES, type Currency } from '../money/currency';
import { ADDON_GROUPS, type AddonGroup } from './addon-groups';
import {
  DEDICATED_IP_BILLING_CYCLES,
  DEDICATED_IP_PER_MONTH,
  dedicatedIpVariant,
} from './dedicated-ip';
import { ENTITLEMENTS, type Entitlement } from './entitlements';
import { DEFAULT_OFFER_IDS, OFFER_KINDS, type OfferIds, type OfferKind } from './offers';
import { months, NO_PERIOD } from './periods';
import { planCardLayout } from './plan-cards';
import type { CatalogueRow } from './price';
import { PRICE_LIST, SAMPLE_OFFERS } from './price-list';
import { addonProductId, PLAN_PRODUCT_IDS, PRODUCTS, type ProductSeed } from './products';
import { PLAN_TIERS } from './tiers';

/** spec §9 an offer: regular, referral or special, under its configured id. */
export interface OfferSeed {
  readonly id: string;
  readonly kind: OfferKind;
  readonly name: string;
}

/** Everything the server writes into an empty catalogue (per tenant). */
export interface CatalogueSeed {
  readonly entitlements: readonly Entitlement[];
  readonly products: readonly ProductSeed[];
  readonly offers: readonly OfferSeed[];
  readonly prices: readonly CatalogueRow[];
}

/** Per-month prices of the ID protection add-ons in minor units (seed data, decision 0011). */
export const ID_PROTECTION_PER_MONTH: Record<AddonGroup, number> = {
  idp_insurance: 199,
  idp_monitoring: 299,
  credit_scanner: 399,
  credit_report: 199,
  pip_data_removal: 299,
};

/** The months an ID protection add-on can be bought for: the regular plan lengths. */
const ID_PROTECTION_CYCLES = [1, 12, 24] as const;

interface RowSpec {
  readonly productId: string;
  readonly months: number;
  readonly amount: number;
  readonly nextAmount?: number;
  readonly discountPercentage?: number;
  readonly freeMonths?: number;
  readonly variant?: string;
  readonly taxed?: boolean;
  readonly recommended?: boolean;
}

function planRows(kind: OfferKind): RowSpec[] {
  if (kind === 'special') {
    const { recommended } = planCardLayout({ lengths: SAMPLE_OFFERS.map((o) => o.months) });
    return SAMPLE_OFFERS.map((o) => ({
      productId: PLAN_PRODUCT_IDS.TIER_BASIC,
      ...o,
      recommended: o.months === recommended,
    }));
  }
  const { recommended } = planCardLayout({ lengths: PRICE_LIST.map((entry) => entry.months) });
  return PLAN_TIERS.flatMap((tier) =>
    PRICE_LIST.filter((entry) => entry.tier === tier).map((entry) => ({
      productId: PLAN_PRODUCT_IDS[tier],
      months: entry.months,
      amount: entry.perMonth * entry.months,
      discountPercentage: entry.discountPercentage,
      freeMonths: kind === 'referral' ? REFERRAL_FREE_MONTHS : 0,
      recommended: entry.months === recommended,
    })),
  );
}

/** A referred friend's first period carries one free month (decision 0015). */
export const REFERRAL_FREE_MONTHS = 1;

function addonRows(): RowSpec[] {
  const dip = DEDICATED_IP_BILLING_CYCLES.flatMap((cycle) =>
    [false, true].map((taxed) => ({
      productId: addonProductId('dip'),
      months: cycle,
      amount: DEDICATED_IP_PER_MONTH[cycle] * cycle,
      variant: dedicatedIpVariant(cycle, taxed),
      taxed,
    })),
  );
  const idp = ADDON_GROUPS.flatMap((group) =>
    ID_PROTECTION_CYCLES.map((cycle) => ({
      productId: addonProductId(group),
      months: cycle,
      amount: ID_PROTECTION_PER_MONTH[group] * cycle,
    })),
  );
  return [...dip, ...idp];
}

function toRow(
  offerId: string,
  currency: Currency,
  spec: RowSpec,
  sortOrder: number,
): CatalogueRow {
  const variant = spec.variant ?? `${spec.months}m`;
  const id = `${offerId}-${spec.productId}-${variant}-${currency.toLowerCase()}`;
  return {
    id,
    offerId,
    productId: spec.productId,
    externalRef: `cb_${id.replace(/-/g, '_')}`,
    currency,
    basePeriod: months(spec.months),
    freePeriod: spec.freeMonths ? months(spec.freeMonths) : NO_PERIOD,
    amount: spec.amount,
    nextAmount: spec.nextAmount ?? spec.amount,
    discountPercentage: spec.discountPercentage ?? 0,
    taxed: spec.taxed ?? false,
    recommended: spec.recommended ?? false,
    sortOrder,
  };
}

const OFFER_NAMES: Record<OfferKind, string> = {
  regular: 'Regular',
  referral: 'Referral',
  special: 'Special',
};

/**
 * The catalogue seed: entitlements, products, the three offers and every price row in USD, EUR
 * and GBP. The same nominal amounts are used in each currency (spec §9 gives one price list;
 * decision 0011). Offer ids default to DEFAULT_OFFER_IDS and follow the configured ones.
 */
export function buildCatalogueSeed(offerIds: OfferIds = DEFAULT_OFFER_IDS): CatalogueSeed {
  const offers = OFFER_KINDS.map((kind) => ({ id: offerIds[kind], kind, name: OFFER_NAMES[kind] }));
  const prices = offers.flatMap((offer) => {
    const specs = [...planRows(offer.kind), ...addonRows()];
    return CURRENCIES.flatMap((currency) =>
      specs.map((spec, index) => toRow(offer.id, currency, spec, index)),
    );
  });
  return { entitlements: ENTITLEMENTS, products: PRODUCTS, offers, prices };
}

export const CATALOGUE_SEED: CatalogueSeed = buildCatalogueSeed();
