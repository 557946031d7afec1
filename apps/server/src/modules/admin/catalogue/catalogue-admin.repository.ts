import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { PricesTable } from '../../../db/schema';
import type { Executor } from '../../../db/executor';

/** What a price version holds: the values a new checkout reads (decision 0175). */
export interface PriceValues {
  readonly amount: number;
  readonly next_amount: number;
  readonly discount_percentage: number;
  readonly free_period_length: number;
  readonly free_period_unit: string;
}

/** The first version of a price, from before any change was recorded. */
export const BEGINNING = '1970-01-01T00:00:00.000Z';

const valuesOf = (p: PriceValues): PriceValues => ({
  amount: p.amount,
  next_amount: p.next_amount,
  discount_percentage: p.discount_percentage,
  free_period_length: p.free_period_length,
  free_period_unit: p.free_period_unit,
});

/** The catalogue tables as the back office reads and versions them (tenant scoped). */
export function createCatalogueAdminRepository(db: Db) {
  const latestVersion = (executor: Executor, tenantId: string, priceId: string) =>
    executor
      .selectFrom('price_versions')
      .select(['version', 'effective_from'])
      .where('tenant_id', '=', tenantId)
      .where('price_id', '=', priceId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    offers: (tenantId: string) =>
      db
        .selectFrom('offers as o')
        .select(['o.id', 'o.kind', 'o.name'])
        .select((eb) =>
          eb
            .selectFrom('prices as p')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('p.tenant_id', '=', 'o.tenant_id')
            .whereRef('p.offer_id', '=', 'o.id')
            .as('prices'),
        )
        .where('o.tenant_id', '=', tenantId)
        .orderBy('o.kind')
        .orderBy('o.id')
        .execute(),

    prices: (tenantId: string) =>
      db
        .selectFrom('prices as p')
        .innerJoin('products as pr', (j) =>
          j.onRef('pr.tenant_id', '=', 'p.tenant_id').onRef('pr.id', '=', 'p.product_id'),
        )
        .selectAll('p')
        .select('pr.display_name as product')
        .select((eb) =>
          eb
            .selectFrom('price_versions as v')
            .select((v) => v.fn.max('v.version').as('n'))
            .whereRef('v.tenant_id', '=', 'p.tenant_id')
            .whereRef('v.price_id', '=', 'p.id')
            .as('version'),
        )
        .select((eb) =>
          eb
            .selectFrom('price_versions as v')
            .select((v) => v.fn.max('v.effective_from').as('at'))
            .whereRef('v.tenant_id', '=', 'p.tenant_id')
            .whereRef('v.price_id', '=', 'p.id')
            .where('v.version', '>', 1)
            .as('changed_at'),
        )
        .where('p.tenant_id', '=', tenantId)
        .orderBy('p.offer_id')
        .orderBy('p.sort_order')
        .orderBy('p.id')
        .execute(),

    price: (executor: Executor, tenantId: string, id: string) =>
      executor
        .selectFrom('prices')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),

    versions: (tenantId: string, priceId: string) =>
      db
        .selectFrom('price_versions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('price_id', '=', priceId)
        .orderBy('version', 'desc')
        .execute(),

    /**
     * A new version of a price from now on, in the caller's transaction: the values before the
     * first change become version 1 (in effect since the beginning), then the new one is added
     * and the price row holds it. The unique (price, version) makes concurrent changes one each.
     */
    async changePrice(
      executor: Executor,
      current: PricesTable,
      next: PriceValues,
      change: { staffId: string | null; reason: string; now: Date },
    ): Promise<number> {
      const latest = await latestVersion(executor, current.tenant_id, current.id);
      const insert = (version: number, values: PriceValues, at: string, reason: string | null) =>
        executor
          .insertInto('price_versions')
          .values({
            id: randomUUID(),
            tenant_id: current.tenant_id,
            price_id: current.id,
            version,
            ...valuesOf(values),
            effective_from: at,
            staff_id: version === 1 ? null : change.staffId,
            reason,
          })
          .execute();
      let version = latest?.version ?? 0;
      if (version === 0) await insert(++version, current, BEGINNING, null);
      await insert(++version, next, change.now.toISOString(), change.reason);
      await executor
        .updateTable('prices')
        .set(valuesOf(next))
        .where('tenant_id', '=', current.tenant_id)
        .where('id', '=', current.id)
        .execute();
      return version;
    },

    async offerExists(executor: Executor, tenantId: string, id: string) {
      const row = await executor
        .selectFrom('offers')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A new offer with a copy of another offer's prices (new ids: the new offer's prefix). */
    async createOffer(
      executor: Executor,
      tenantId: string,
      offer: { id: string; name: string; kind: string; copyFrom: string },
    ): Promise<number> {
      await executor
        .insertInto('offers')
        .values({ id: offer.id, tenant_id: tenantId, name: offer.name, kind: offer.kind as never })
        .execute();
      const source = await executor
        .selectFrom('prices')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('offer_id', '=', offer.copyFrom)
        .execute();
      const renamed = (id: string) =>
        id.startsWith(`${offer.copyFrom}-`)
          ? `${offer.id}-${id.slice(offer.copyFrom.length + 1)}`
          : `${offer.id}-${id}`;
      if (source.length)
        await executor
          .insertInto('prices')
          .values(
            source.map((p) => ({
              ...p,
              id: renamed(p.id),
              external_ref: renamed(p.external_ref),
              offer_id: offer.id,
            })),
          )
          .execute();
      return source.length;
    },
  };
}

export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
