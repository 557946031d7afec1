import { entitlementsFor } from '../catalogue/addon-groups';
import { ENTITLEMENTS, type Entitlement } from '../catalogue/entitlements';
import { months } from '../catalogue/periods';
import type { CatalogueRow } from '../catalogue/price';
import { money, type Money } from '../money/money';
import type { Currency } from '../money/currency';
import { addDays } from '../shared/time';
import type { Addon, BusinessSubscription, Subscription, UserData } from '../subscriptions/types';

/**
 * Fixture builders for every package's tests: sensible defaults (an active, auto-renewing Basic
 * subscription paid by card, a month from renewal) that a test overrides with what it is about.
 */

/** A fixed "now" so tests never read the clock: 2026-11-23T12:00:00.000Z. */
export const TEST_NOW = new Date('2026-11-23T12:00:00.000Z');

/** TEST_NOW (or `from`) shifted by whole days, as ISO-8601 text. */
export function daysFromNow(days: number, from: Date = TEST_NOW): string {
  return addDays(from, days);
}

let sequence = 0;
const nextId = () => String(++sequence).padStart(4, '0');

export function buildEntitlement(overrides: Partial<Entitlement> = {}): Entitlement {
  return { id: 'vpn', name: 'VPN', description: 'VPN', type: 'product', ...overrides };
}

/** The catalogue's entitlement objects for ids (unknown ids become feature entitlements). */
export function entitlementObjects(ids: readonly string[]): Entitlement[] {
  return ids.map(
    (id) =>
      ENTITLEMENTS.find((e) => e.id === id) ?? buildEntitlement({ id, name: id, type: 'feature' }),
  );
}

export function buildAddon(overrides: Partial<Addon> = {}): Addon {
  const id = nextId();
  return {
    addon_type: 'dip',
    krn: `krn:test:addon:${id}`,
    addon_id: 'addon-dip',
    expires_at: daysFromNow(30),
    ...overrides,
  };
}

export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const id = nextId();
  const state = overrides.state ?? 'active';
  const tier = overrides.tier ?? 'TIER_BASIC';
  const addons = overrides.addons ?? [];
  return {
    krn: `krn:test:subscription:${id}`,
    subscription_id: `sub_${id}`,
    state,
    type: 'standard',
    active: state === 'active' || state === 'intrial',
    next_payment_date: daysFromNow(30),
    next_payment_method: 'CreditCard',
    auto_billing_enabled: true,
    supports_autobill: true,
    auto_bill_failed_on: null,
    auto_bill_payment_failed: false,
    expires_soon: false,
    manual_renew_allowed: true,
    handled_by_chargebee: false,
    purchase_date: daysFromNow(-30),
    next_billing_cycle: 1,
    tier,
    addons,
    entitlements: entitlementObjects(
      entitlementsFor(
        tier,
        addons.map((a) => a.addon_type),
      ),
    ),
    price_krns: [`krn:test:price:${id}`],
    cc_info: { brand: 'Visa' },
    holiday_esims: [],
    setup_link_token: `act_${id}`,
    aircoveCoupon: null,
    ...overrides,
  };
}

export function buildBusinessSubscription(
  overrides: Partial<BusinessSubscription> = {},
): BusinessSubscription {
  return { is_chargebee: true, ...overrides };
}

export function buildUser(overrides: Partial<UserData> = {}): UserData {
  return {
    krn: `krn:test:user:${nextId()}`,
    business_customer: false,
    has_credit_card: true,
    free_trial_status: null,
    business_subscription: null,
    ...overrides,
  };
}

/** A business customer; `isChargebee` false makes it a legacy-billing one. */
export function buildBusinessUser(isChargebee = true): UserData {
  return buildUser({
    business_customer: true,
    business_subscription: buildBusinessSubscription({ is_chargebee: isChargebee }),
  });
}

export function buildMoney(unscaledValue: number, currency: Currency = 'USD'): Money {
  return money(unscaledValue, currency);
}

/** A catalogue row: Basic 12 months in USD at the spec §9 price (467 a month, 63 % off). */
export function buildCatalogueRow(overrides: Partial<CatalogueRow> = {}): CatalogueRow {
  return {
    id: 'regular-basic-12m-usd',
    offerId: 'regular',
    productId: 'basic',
    externalRef: 'cb_regular_basic_12m_usd',
    currency: 'USD',
    basePeriod: months(12),
    freePeriod: months(0),
    amount: 467 * 12,
    nextAmount: 467 * 12,
    discountPercentage: 63,
    taxed: false,
    recommended: false,
    sortOrder: 0,
    ...overrides,
  };
}
