import { PostgresAdapter } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database';
import { prepareQuery } from '../../db/prepared-query';
import { readVersion } from '../../db/data-version';

const ARGS = ['tenant', 'user'] as const;

/**
 * The reads behind GET /api/v2/subscriptions/, compiled once (decision 0037). The extras are
 * selected through the user's subscriptions, so their SQL has one shape whatever the count; the
 * list says which of the rarer ones exist, so a read runs two statements for most customers.
 */
export function prepareSubscriptionReads(db: Db) {
  const base = (a: Record<'tenant' | 'user', string>) =>
    db
      .selectFrom('subscriptions as s')
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 's.product_id').onRef('p.tenant_id', '=', 's.tenant_id'),
      )
      .leftJoin('payment_methods as pm', (join) =>
        join.onRef('pm.id', '=', 's.payment_method_id').onRef('pm.user_id', '=', 's.user_id'),
      )
      .leftJoin('prices as pr', (join) =>
        join.onRef('pr.id', '=', 's.price_id').onRef('pr.tenant_id', '=', 's.tenant_id'),
      )
      .innerJoin('users as u', 'u.id', 's.user_id')
      // Decision 0196 addendum: the renewal price as the engine charges it needs the tenant's
      // taxDisplay and the billing VAT ID (reverse charge), as billable.repository.ts reads them.
      .innerJoin('tenants as t', 't.id', 's.tenant_id')
      .leftJoin('billing_details as bd', 'bd.user_id', 's.user_id')
      .selectAll('s')
      .select([
        'u.residence_country',
        'u.residence_state',
        'bd.vat_id as billing_vat_id',
        't.tax_display',
        'p.display_name as product_name',
        'pr.amount as first_amount',
        'pm.brand',
        'pm.last4',
        'pm.exp_month',
        'pm.exp_year',
      ])
      // Whether the rarer extras exist, probed by index inside this statement: most customers
      // have none, and a statement not run is the cheapest one (decision 0222).
      .select((eb) =>
        (
          [
            ['subscription_addons', 'has_addons'],
            ['holiday_esims', 'has_esims'],
            ['aircove_coupons', 'has_coupons'],
          ] as const
        ).map(([table, alias]) =>
          eb
            .exists(eb.selectFrom(table).select('id').whereRef('subscription_id', '=', 's.id'))
            .as(alias),
        ),
      )
      .where('s.tenant_id', '=', a.tenant)
      .where('s.user_id', '=', a.user)
      .orderBy('s.purchase_date', 'asc');
  const mine = (a: Record<'tenant' | 'user', string>) =>
    db
      .selectFrom('subscriptions as own')
      .select('own.id')
      .where('own.tenant_id', '=', a.tenant)
      .where('own.user_id', '=', a.user);

  /**
   * PostgreSQL (issue 19 item 5): each statement is a round trip to another process, so the
   * extras come inside the list's own statement, as JSON arrays per subscription — one statement
   * a read. SQLite runs in-process, where a few small indexed statements cost less than building
   * and parsing JSON, so it keeps the separate reads.
   */
  const embedded = (a: Record<'tenant' | 'user', string>) =>
    base(a).select((eb) => [
      // The data version it read under, for the read cache (decision 0226 addendum).
      readVersion.as('read_version'),
      jsonArrayFrom(
        eb
          .selectFrom('subscription_addons as x')
          .selectAll('x')
          .whereRef('x.subscription_id', '=', 's.id')
          .orderBy('x.created_at'),
      ).as('addons_json'),
      // The tenant's entitlements, which the held ids are named from (decision 0250).
      jsonArrayFrom(
        eb
          .selectFrom('entitlements as e')
          .select(['e.id', 'e.name', 'e.description', 'e.type'])
          .whereRef('e.tenant_id', '=', 's.tenant_id')
          .orderBy('e.id'),
      ).as('catalogue_json'),
      jsonArrayFrom(
        eb
          .selectFrom('holiday_esims as x')
          .selectAll('x')
          .whereRef('x.tenant_id', '=', 's.tenant_id')
          .whereRef('x.subscription_id', '=', 's.id')
          .orderBy('x.expires', 'desc'),
      ).as('esims_json'),
      jsonArrayFrom(
        eb
          .selectFrom('aircove_coupons as x')
          .selectAll('x')
          .whereRef('x.tenant_id', '=', 's.tenant_id')
          .whereRef('x.subscription_id', '=', 's.id')
          .orderBy('x.expires', 'desc'),
      ).as('coupons_json'),
    ]);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    list: prepareQuery(db, ARGS, base),
    one: prepareQuery(db, [...ARGS, 'id'], (a) => base(a).where('s.subscription_id', '=', a.id)),
    /** The list and one subscription with their extras in one statement; PostgreSQL only. */
    embedded: postgres
      ? {
          list: prepareQuery(db, ARGS, embedded),
          one: prepareQuery(db, [...ARGS, 'id'], (a) =>
            embedded(a).where('s.subscription_id', '=', a.id),
          ),
        }
      : null,
    // Reached through the user's own subscriptions of this tenant only (decision 0222): a
    // condition on the add-on's own tenant let SQLite walk every add-on of the tenant instead.
    addons: prepareQuery(db, ARGS, (a) =>
      db
        .selectFrom('subscription_addons')
        .selectAll()
        .where('subscription_id', 'in', mine(a))
        .orderBy('created_at'),
    ),
    /**
     * The tenant's entitlements, which the held ids are named from (decision 0250: what a
     * subscription holds is worked out from its tier and current add-ons, not stored).
     */
    entitlementCatalogue: prepareQuery(db, ['tenant'] as const, (a) =>
      db
        .selectFrom('entitlements')
        .select(['id', 'name', 'description', 'type'])
        .where('tenant_id', '=', a.tenant)
        .orderBy('id'),
    ),
    esims: prepareQuery(db, ARGS, (a) =>
      db
        .selectFrom('holiday_esims')
        .selectAll()
        .where('tenant_id', '=', a.tenant)
        .where('subscription_id', 'in', mine(a))
        .orderBy('expires', 'desc'),
    ),
    coupons: prepareQuery(db, ARGS, (a) =>
      db
        .selectFrom('aircove_coupons')
        .selectAll()
        .where('tenant_id', '=', a.tenant)
        .where('subscription_id', 'in', mine(a))
        .orderBy('expires', 'desc'),
    ),
  };
}
