import type { Transaction } from 'kysely';
import {
  addonProductId,
  PLAN_PRODUCT_IDS,
  type AddonType,
  type CatalogueSeed,
  type Currency,
  type PlanTier,
} from '@halyard/domain';
import type { Database } from '../db/schema';

type Trx = Transaction<Database>;

export interface SeededPrice {
  readonly id: string;
  readonly productId: string;
  readonly currency: Currency;
  readonly amount: number;
  readonly nextAmount: number;
}

export interface SeededCatalog {
  planPrice(tier: PlanTier, months: number, currency: Currency): SeededPrice;
  /** The regular offer's price of an add-on for a cycle (the taxed variant first), or null. */
  addonPrice(
    addonType: AddonType,
    months: number,
    currency: Currency,
  ): (SeededPrice & { readonly displayName: string }) | null;
  addonProductId(addonType: AddonType): string;
}

/**
 * Writes the catalogue of packages/domain (spec §9 price list, sample offers, add-ons and their
 * entitlement groups) into one tenant. Returns lookups the demo accounts are built with.
 */
export async function seedCatalog(
  trx: Trx,
  tenantId: string,
  seed: CatalogueSeed,
): Promise<SeededCatalog> {
  await trx
    .insertInto('entitlements')
    .values(
      seed.entitlements.map((e) => ({
        tenant_id: tenantId,
        id: e.id,
        name: e.name,
        description: e.description,
        type: e.type,
      })),
    )
    .execute();
  await trx
    .insertInto('products')
    .values(
      seed.products.map((p, index) => ({
        tenant_id: tenantId,
        id: p.id,
        kind: p.kind,
        name: p.name,
        display_name: p.displayName,
        description: p.description,
        tier: p.tier,
        addon_type: p.addonType,
        billing_type: p.billingType,
        money_back_guarantee_days: p.moneyBackGuaranteeDays,
        recommended: p.recommended ? 1 : 0,
        sort_order: index,
      })),
    )
    .execute();
  const links = seed.products.flatMap((p) =>
    p.entitlementIds.map((entitlementId) => ({
      tenant_id: tenantId,
      product_id: p.id,
      entitlement_id: entitlementId,
    })),
  );
  if (links.length > 0) await trx.insertInto('product_entitlements').values(links).execute();
  await trx
    .insertInto('offers')
    .values(seed.offers.map((o) => ({ tenant_id: tenantId, id: o.id, kind: o.kind, name: o.name })))
    .execute();
  // Chunked: one statement per 100 rows keeps under SQLite's bound-parameter limit.
  for (let i = 0; i < seed.prices.length; i += 100) {
    await trx
      .insertInto('prices')
      .values(
        seed.prices.slice(i, i + 100).map((row) => ({
          tenant_id: tenantId,
          id: row.id,
          offer_id: row.offerId,
          product_id: row.productId,
          external_ref: row.externalRef,
          currency: row.currency,
          base_period_length: row.basePeriod.length,
          base_period_unit: row.basePeriod.unit,
          free_period_length: row.freePeriod.length,
          free_period_unit: row.freePeriod.unit,
          amount: row.amount,
          next_amount: row.nextAmount,
          discount_percentage: row.discountPercentage,
          taxed: row.taxed ? 1 : 0,
          recommended: row.recommended ? 1 : 0,
          sort_order: row.sortOrder,
        })),
      )
      .execute();
  }

  const regular = seed.offers.find((o) => o.kind === 'regular');
  return {
    planPrice(tier, months, currency) {
      const row = seed.prices.find(
        (p) =>
          p.offerId === regular?.id &&
          p.productId === PLAN_PRODUCT_IDS[tier] &&
          p.basePeriod.length === months &&
          p.basePeriod.unit === 'month' &&
          p.currency === currency,
      );
      if (!row) throw new Error(`No regular price for ${tier} ${months}M ${currency}`);
      return {
        id: row.id,
        productId: row.productId,
        currency,
        amount: row.amount,
        nextAmount: row.nextAmount,
      };
    },
    addonPrice(addonType, months, currency) {
      const rows = seed.prices.filter(
        (p) =>
          p.offerId === regular?.id &&
          p.productId === addonProductId(addonType) &&
          p.basePeriod.length === months &&
          p.basePeriod.unit === 'month' &&
          p.currency === currency,
      );
      const row = rows.find((p) => p.taxed) ?? rows[0];
      return row
        ? {
            id: row.id,
            productId: row.productId,
            currency,
            amount: row.amount,
            nextAmount: row.nextAmount,
            displayName:
              seed.products.find((p) => p.id === row.productId)?.displayName ?? addonType,
          }
        : null;
    },
    addonProductId: (addonType) => addonProductId(addonType),
  };
}
