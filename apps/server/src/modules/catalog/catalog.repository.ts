import type {
  AddonType,
  CatalogueRow,
  CatalogueSeed,
  Currency,
  DurationUnit,
  Entitlement,
  OfferKind,
  ProductSeed,
  Tier,
} from '@halyard/domain';
import { DEFAULT_TAX_DISPLAY, isTaxDisplay, type TaxDisplay } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

/** The tenant's `taxDisplay` (decision 0196); an unknown stored value reads as the default. */
export async function readTaxDisplay(executor: Executor, tenantId: string): Promise<TaxDisplay> {
  const row = await executor
    .selectFrom('tenants')
    .select('tax_display')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return isTaxDisplay(row?.tax_display) ? row.tax_display : DEFAULT_TAX_DISPLAY;
}

/** Sets the tenant's `taxDisplay` (the back office, decision 0196). */
export async function writeTaxDisplay(
  executor: Executor,
  tenantId: string,
  taxDisplay: TaxDisplay,
): Promise<void> {
  await executor
    .updateTable('tenants')
    .set({ tax_display: taxDisplay })
    .where('id', '=', tenantId)
    .execute();
}

/**
 * Reads one tenant's catalogue (entitlements, products, offers, prices; composite keys
 * (tenant_id, id)) into the domain's catalogue shape, so `offerProducts` and `computePrice`
 * work on it exactly as on the seed.
 */
export function createCatalogRepository(db: Db) {
  return {
    /** The tenant's `taxDisplay` (decision 0196); an unknown stored value reads as the default. */
    taxDisplay: (tenantId: string): Promise<TaxDisplay> => readTaxDisplay(db, tenantId),
    async load(tenantId: string): Promise<CatalogueSeed> {
      const [entitlements, products, links, offers, prices] = await Promise.all([
        db.selectFrom('entitlements').selectAll().where('tenant_id', '=', tenantId).execute(),
        db
          .selectFrom('products')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('sort_order')
          .execute(),
        db
          .selectFrom('product_entitlements')
          .select(['product_id', 'entitlement_id'])
          .where('tenant_id', '=', tenantId)
          .orderBy('product_id')
          .orderBy('entitlement_id')
          .execute(),
        db.selectFrom('offers').selectAll().where('tenant_id', '=', tenantId).execute(),
        db
          .selectFrom('prices')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('sort_order')
          .execute(),
      ]);
      const entitlementIdsOf = (productId: string) =>
        links.filter((l) => l.product_id === productId).map((l) => l.entitlement_id);
      return {
        entitlements: entitlements.map((e): Entitlement => ({
          id: e.id,
          name: e.name,
          description: e.description,
          type: e.type,
        })),
        products: products.map((p): ProductSeed => ({
          id: p.id,
          kind: p.kind,
          name: p.name,
          displayName: p.display_name,
          description: p.description,
          tier: p.tier as Tier | null,
          addonType: p.addon_type as AddonType | null,
          billingType: 'recurring',
          moneyBackGuaranteeDays: p.money_back_guarantee_days,
          recommended: p.recommended === 1,
          entitlementIds: entitlementIdsOf(p.id),
        })),
        offers: offers.map((o) => ({ id: o.id, kind: o.kind as OfferKind, name: o.name })),
        prices: prices.map((r): CatalogueRow => ({
          id: r.id,
          offerId: r.offer_id,
          productId: r.product_id,
          externalRef: r.external_ref,
          currency: r.currency as Currency,
          basePeriod: { length: r.base_period_length, unit: r.base_period_unit as DurationUnit },
          freePeriod: { length: r.free_period_length, unit: r.free_period_unit as DurationUnit },
          amount: r.amount,
          nextAmount: r.next_amount,
          discountPercentage: r.discount_percentage,
          taxed: r.taxed === 1,
          recommended: r.recommended === 1,
          sortOrder: r.sort_order,
        })),
      };
    },
  };
}
