import type { AdminPrice } from '@halyard/contract';
import { money, type Currency, type DurationUnit, type OfferKind } from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import type { PricesTable } from '../../../db/schema';
import { HttpError, notFound } from '../../../http/http-error';
import { isUniqueViolation } from '../../account/unique-violation';
import type { Actor, AuditRepository } from '../audit/audit.repository';
import type { CatalogueAdminRepository, PriceValues } from './catalogue-admin.repository';

type PriceRow = PricesTable & {
  product: string;
  version: number | null;
  changed_at: string | null;
};

const period = (length: number, unit: string) => ({ length, unit: unit as DurationUnit });

function toAdminPrice(p: PriceRow): AdminPrice {
  const currency = p.currency as Currency;
  return {
    id: p.id,
    offer_id: p.offer_id,
    product_id: p.product_id,
    product: p.product,
    currency: p.currency,
    months: p.base_period_unit === 'years' ? p.base_period_length * 12 : p.base_period_length,
    amount: money(p.amount, currency),
    next_amount: money(p.next_amount, currency),
    discount_percentage: p.discount_percentage,
    free_period: period(p.free_period_length, p.free_period_unit),
    version: Number(p.version ?? 1),
    changed_at: p.changed_at,
  };
}

const priceValues = (p: PriceValues) => ({
  amount: p.amount,
  next_amount: p.next_amount,
  discount_percentage: p.discount_percentage,
  free_period: period(p.free_period_length, p.free_period_unit),
});

/**
 * Issue 16 item 4 (decision 0175): offers and prices. A price change is a new version, in one
 * transaction with its audit row; new checkouts read it once this instance's catalogue is
 * dropped (at once here, within the catalogue cache's minute elsewhere); a subscription keeps the
 * renewal price it was sold at, and a trial converts at the first-period amount of the version in
 * effect when it started.
 */
export function createCatalogueAdmin(deps: {
  db: Db;
  clock: Clock;
  repo: CatalogueAdminRepository;
  audit: AuditRepository;
  /** Drops this instance's cached catalogue of the tenant (checkout reads the new one). */
  catalogueChanged: (tenantId: string) => void;
}) {
  const { db, clock, repo, audit } = deps;

  async function price(tenantId: string, id: string): Promise<AdminPrice> {
    const found = (await repo.prices(tenantId)).find((p) => p.id === id);
    if (!found) throw notFound('Price');
    return toAdminPrice(found as PriceRow);
  }

  return {
    async catalogue(tenantId: string) {
      const [offers, prices] = await Promise.all([repo.offers(tenantId), repo.prices(tenantId)]);
      return {
        offers: offers.map((o) => ({
          id: o.id,
          kind: o.kind as OfferKind,
          name: o.name,
          prices: Number(o.prices ?? 0),
        })),
        prices: prices.map((p) => toAdminPrice(p as PriceRow)),
      };
    },

    async versions(tenantId: string, priceId: string) {
      const current = await repo.price(db, tenantId, priceId);
      if (!current) throw notFound('Price');
      const versions = await repo.versions(tenantId, priceId);
      const currency = current.currency as Currency;
      const rows = versions.length
        ? versions
        : [{ ...current, version: 1, effective_from: '1970-01-01T00:00:00.000Z', reason: null }];
      return rows.map((v) => ({
        version: v.version,
        amount: money(v.amount, currency),
        next_amount: money(v.next_amount, currency),
        discount_percentage: v.discount_percentage,
        free_period: period(v.free_period_length, v.free_period_unit),
        effective_from: v.effective_from,
        reason: v.reason,
      }));
    },

    async changePrice(
      actor: Actor,
      priceId: string,
      body: {
        amount: number;
        next_amount: number;
        discount_percentage: number;
        free_period: { length: number; unit: DurationUnit };
        reason: string;
      },
    ): Promise<AdminPrice> {
      const now = clock.now();
      const next: PriceValues = {
        amount: body.amount,
        next_amount: body.next_amount,
        discount_percentage: body.discount_percentage,
        free_period_length: body.free_period.length,
        free_period_unit: body.free_period.unit,
      };
      try {
        await db.transaction().execute(async (trx) => {
          const current = await repo.price(trx, actor.tenantId, priceId);
          if (!current) throw notFound('Price');
          const version = await repo.changePrice(trx, current, next, {
            staffId: actor.staffId,
            reason: body.reason,
            now,
          });
          await audit.record(
            trx,
            actor,
            {
              action: 'price.changed',
              targetId: priceId,
              reason: body.reason,
              before: { ...priceValues(current), currency: current.currency },
              after: { ...priceValues(next), currency: current.currency, version },
            },
            now,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(
            409,
            'price_changed',
            'Someone changed this price at the same time. Reload it.',
          );
        throw error;
      }
      deps.catalogueChanged(actor.tenantId);
      return price(actor.tenantId, priceId);
    },

    async createOffer(
      actor: Actor,
      body: { id: string; name: string; kind: OfferKind; copy_prices_from: string; reason: string },
    ) {
      const now = clock.now();
      let prices = 0;
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await repo.offerExists(trx, actor.tenantId, body.copy_prices_from)))
            throw notFound('Offer');
          if (await repo.offerExists(trx, actor.tenantId, body.id))
            throw new HttpError(409, 'offer_exists', 'An offer has this id already.', {
              id: 'An offer has this id already.',
            });
          prices = await repo.createOffer(trx, actor.tenantId, {
            id: body.id,
            name: body.name,
            kind: body.kind,
            copyFrom: body.copy_prices_from,
          });
          await audit.record(
            trx,
            actor,
            {
              action: 'offer.created',
              targetId: body.id,
              reason: body.reason,
              after: {
                name: body.name,
                kind: body.kind,
                prices_copied_from: body.copy_prices_from,
                prices,
              },
            },
            now,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(
            409,
            'offer_exists',
            'An offer or one of its price ids exists already.',
          );
        throw error;
      }
      deps.catalogueChanged(actor.tenantId);
      return { id: body.id, kind: body.kind, name: body.name, prices };
    },
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
