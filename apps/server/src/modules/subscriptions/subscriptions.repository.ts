import type { Subscription } from '@halyard/contract';
import {
  basisPointsToPercent,
  heldEntitlementIds,
  heldEntitlementsWindow,
  includedTaxOf,
  isTaxDisplay,
  nextChargeAmount,
  DEFAULT_RETRY_DAYS,
  PAYMENT_METHOD_CHANNEL,
  type Currency,
  type PaymentMethod,
} from '@halyard/domain';
import { dunningRepository } from '../billing/dunning.repository';
import { dunningView } from './lifecycle-view';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { createReadCache, deepFreeze, type Loaded } from '../../db/read-cache';
import { renewalTotals } from '../billing/renewal-quote';
import type { Tax } from '../tax/tax.service';
import { prepareSubscriptionReads } from './subscriptions.queries';
import type { Selectable } from 'kysely';
import type { DunningColumns, SubscriptionsTable } from '../../db/schema';

const flag = (value: number) => value === 1;

/** `included_tax` of a gross renewal price (decision 0196 addendum); nothing for a net one. */
function includedTaxView(totals: Parameters<typeof includedTaxOf>[0], country: string | null) {
  const included = includedTaxOf(totals, country);
  return included
    ? {
        included_tax: {
          rate: basisPointsToPercent(included.rate),
          country: included.country,
          amount: included.amount,
        },
      }
    : {};
}
const ACTIVE_STATES = new Set(['active', 'intrial']);

/**
 * What a read loads and the cache keeps: the subscriptions as stored (everything but what they
 * hold at the moment of reading) and the tenant's entitlements to name what they hold.
 */
type Stored = {
  readonly subscriptions: readonly Omit<Subscription, 'entitlements'>[];
  readonly catalogue: readonly Subscription['entitlements'][number][];
};

/**
 * Reads a user's subscriptions with everything spec §3 lists, in two to five queries whatever the
 * count, each compiled once (subscriptions.queries.ts). Their entitlements are worked out at the
 * clock's instant from the tier and the add-ons that have not expired (decision 0250).
 */
export function createSubscriptionsRepository(
  db: Db,
  tax: Tax,
  clock: Clock,
  retryDays: readonly number[] = DEFAULT_RETRY_DAYS,
) {
  const reads = prepareSubscriptionReads(db);

  type Args = { tenant: string; user: string };

  /** SQLite: the list, then only the extras it found (decision 0222), each its own statement. */
  async function readSeparately(args: Args, subscriptionId?: string) {
    const rows =
      subscriptionId === undefined
        ? await reads.list(args)
        : await reads.one({ ...args, id: subscriptionId });
    // SQLite answers the probes as 1 or 0.
    const any = (key: 'has_addons' | 'has_esims' | 'has_coupons') =>
      rows.some((r) => Boolean(r[key]));
    const found = rows.length > 0;
    const [addons, esims, coupons, catalogue] = await Promise.all([
      found && any('has_addons') ? reads.addons(args) : [],
      found && any('has_esims') ? reads.esims(args) : [],
      found && any('has_coupons') ? reads.coupons(args) : [],
      found ? reads.entitlementCatalogue(args) : [],
    ]);
    return { rows, version: undefined, addons, esims, coupons, catalogue };
  }

  /** PostgreSQL: one statement, the extras as JSON arrays on each subscription's row. */
  async function readEmbedded(
    embedded: NonNullable<typeof reads.embedded>,
    args: Args,
    subscriptionId?: string,
  ) {
    const rows =
      subscriptionId === undefined
        ? await embedded.list(args)
        : await embedded.one({ ...args, id: subscriptionId });
    return {
      rows,
      // One statement, one snapshot: every row carries the same version (none: nothing to keep).
      version: rows[0]?.read_version ?? null,
      addons: rows.flatMap((r) => r.addons_json),
      catalogue: rows[0]?.catalogue_json ?? [],
      esims: rows.flatMap((r) => r.esims_json),
      coupons: rows.flatMap((r) => r.coupons_json),
    };
  }

  async function load(
    tenantId: string,
    userId: string,
    subscriptionId?: string,
  ): Promise<Loaded<Stored>> {
    const args = { tenant: tenantId, user: userId };
    const { rows, version, addons, esims, coupons, catalogue } = await (reads.embedded
      ? readEmbedded(reads.embedded, args, subscriptionId)
      : readSeparately(args, subscriptionId));
    if (rows.length === 0) return { value: { subscriptions: [], catalogue: [] }, version };
    // Issue 21 §2: failed attempts, only where a payment failed (decision 0181).
    const attempts = await dunningRepository.attemptsOf(
      db,
      rows
        .filter((r) => r.auto_bill_payment_failed === 1 || r.auto_bill_failed_on)
        .map((r) => r.id),
    );
    const bySub = <T extends { subscription_id: string }>(list: T[], id: string) =>
      list.filter((x) => x.subscription_id === id);

    const value = rows.map((r) => {
      const coupon = bySub(coupons, r.id)[0];
      // The next renewal as it will be charged (decisions 0120, 0122): the plan and the add-ons
      // renewed with it, taxed at the buyer's residence on the renewal date.
      const renewing = bySub(addons, r.id).filter(
        (a) =>
          a.renews_with_plan === 1 && flag(a.auto_billing_enabled) && a.renewal_amount !== null,
      );
      const currency = r.currency as Currency;
      // A store or a partner bills its own subscriptions, its own tax included: their price as is.
      const billedByUs = ['web', 'none'].includes(
        PAYMENT_METHOD_CHANNEL[r.next_payment_method as PaymentMethod] ?? 'web',
      );
      const residence = {
        country: r.residence_country,
        region: r.residence_state,
        vatId: r.billing_vat_id,
      };
      const display = isTaxDisplay(r.tax_display) ? r.tax_display : 'exclusive';
      // Priced as the engine will charge it (renewal-quote.ts): an inclusive tenant's consumer in
      // a gross-price country renews at the gross, a business under reverse charge without VAT.
      const taxAt = (at: string | null) =>
        billedByUs
          ? tax.chargeTax(residence, display, new Date(at ?? r.purchase_date))
          : { rate: 0, included: false };
      const charged = taxAt(r.next_payment_date);
      // A trial's first charge is its price's first-period amount (issue 24 item 2).
      const plan = nextChargeAmount({
        state: r.state,
        renewalAmount: r.renewal_amount,
        firstAmount: r.first_amount,
      });
      const renewal = renewalTotals(
        [plan, ...renewing.map((a) => a.renewal_amount ?? 0)],
        currency,
        charged.rate,
        r.renewal_discount_percent ?? 0,
        charged.included,
      );
      const ownRenewal = (amount: number, at: string | null) => {
        const own = taxAt(at);
        const totals = renewalTotals([amount], currency, own.rate, 0, own.included);
        return { renewal_price: totals.total, ...includedTaxView(totals, residence.country) };
      };
      const ownAttempts = attempts.filter((a) => a.subscription_id === r.id);
      return {
        ...mapCore(r),
        renewal_price: renewal.total,
        ...includedTaxView(renewal, residence.country),
        product_name: r.product_name,
        addons: bySub(addons, r.id).map((a) => ({
          addon_type: a.addon_type,
          krn: a.krn,
          addon_id: a.addon_id,
          expires: a.expires_at,
          billing_cycle: a.billing_cycle,
          auto_billing_enabled: flag(a.auto_billing_enabled),
          region: a.region,
          ip_address: a.ip_address,
          // Issue 21 §5 (decision 0184): bought later, it renews on its own date and price.
          renews_with_plan: a.renews_with_plan === 1,
          ...(a.renews_with_plan === 1 || a.renewal_amount === null
            ? { renewal_price: null }
            : ownRenewal(a.renewal_amount, a.expires_at)),
          dunning:
            a.renews_with_plan === 1
              ? null
              : dunningView(
                  {
                    ...a,
                    paymentFailed: a.auto_bill_failed_on !== null && a.ended_at === null,
                    dueDate: a.expires_at,
                    nextRetryAt: a.next_retry_at,
                    methodId: r.payment_method_id,
                  },
                  ownAttempts.filter((x) => x.addon_id === a.id),
                  retryDays,
                ),
        })),
        cc_info:
          r.brand && r.last4 && r.exp_month !== null && r.exp_year !== null
            ? { brand: r.brand, last4: r.last4, exp_month: r.exp_month, exp_year: r.exp_year }
            : null,
        holiday_esims: bySub(esims, r.id).map((e) => ({
          expires: e.expires,
          data_gb: e.data_gb,
          validity_days: e.validity_days,
        })),
        aircoveCoupon: coupon ? { code: coupon.code, expires: coupon.expires } : null,
        dunning: dunningView(
          {
            ...r,
            paymentFailed: r.auto_bill_payment_failed === 1,
            dueDate: r.next_payment_date,
            nextRetryAt: r.next_retry_at,
            methodId: r.payment_method_id,
          },
          ownAttempts.filter((x) => x.addon_id === null),
          retryDays,
        ),
        renewal_discount_percent: r.renewal_discount_percent,
      };
    });
    return { value: { subscriptions: value, catalogue }, version };
  }

  // Decision 0226: the list is what the portal reads on every visit; kept until a write. What it
  // holds depends on the clock too, so it is worked out from what the cache answers (decision
  // 0250), and kept beside that answer until an add-on's date changes it.
  const lists = createReadCache<Stored>(db, 'subscriptions');
  const held = new WeakMap<Stored, { from: number; until: number; value: Subscription[] }>();

  /** Each subscription with the entitlements it holds now, named from the tenant's catalogue. */
  function withEntitlements(stored: Stored): Subscription[] {
    const now = clock.now();
    const kept = held.get(stored);
    if (kept && kept.from <= now.getTime() && now.getTime() < kept.until) return kept.value;
    const named = new Map(stored.catalogue.map((e) => [e.id, e]));
    const addonsOf = (sub: Stored['subscriptions'][number]) =>
      sub.addons.map((a) => ({ addon_type: a.addon_type, expires_at: a.expires }));
    const value = stored.subscriptions.map((sub) => ({
      ...sub,
      entitlements: heldEntitlementIds(sub.tier, addonsOf(sub), now).flatMap(
        (id) => named.get(id) ?? [],
      ),
    }));
    const window = heldEntitlementsWindow(stored.subscriptions.flatMap(addonsOf), now);
    held.set(stored, { ...window, value: deepFreeze(value) });
    return value;
  }

  return {
    listForUser: async (tenantId: string, userId: string) =>
      withEntitlements(await lists(`${tenantId}\u0000${userId}`, () => load(tenantId, userId))),
    async findForUser(
      tenantId: string,
      userId: string,
      subscriptionId: string,
    ): Promise<Subscription | null> {
      return withEntitlements((await load(tenantId, userId, subscriptionId)).value)[0] ?? null;
    },
  };
}

function mapCore(r: Selectable<SubscriptionsTable & DunningColumns>) {
  return {
    krn: r.krn,
    subscription_id: r.subscription_id,
    state: r.state,
    type: r.type,
    active: ACTIVE_STATES.has(r.state),
    next_payment_date: r.next_payment_date,
    next_payment_method: r.next_payment_method,
    auto_billing_enabled: flag(r.auto_billing_enabled),
    supports_autobill: flag(r.supports_autobill),
    auto_bill_failed_on: r.auto_bill_failed_on,
    auto_bill_payment_failed: flag(r.auto_bill_payment_failed),
    expires_soon: flag(r.expires_soon),
    manual_renew_allowed: flag(r.manual_renew_allowed),
    handled_by_chargebee: flag(r.handled_by_chargebee),
    purchase_date: r.purchase_date,
    next_billing_cycle: r.next_billing_cycle,
    tier: r.tier,
    price_krns: JSON.parse(r.price_krns) as string[],
    setup_link_token: r.setup_link_token,
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
