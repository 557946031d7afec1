import { describe, expect, it } from 'vitest';
import { discountPercentage } from '../money/money';
import { ADDON_GROUP_ENTITLEMENTS } from './addon-groups';
import {
  DEDICATED_IP_BILLING_CYCLES,
  dedicatedIpCycleForPlan,
  dedicatedIpVariant,
  isDedicatedIpBillingCycle,
} from './dedicated-ip';
import { offerProducts } from './offer-products';
import { computePrice } from './price';
import { addonProductId, PRODUCTS } from './products';
import { buildCatalogueSeed, CATALOGUE_SEED, REFERRAL_FREE_MONTHS } from './seed';

const product = (id: string) => PRODUCTS.find((p) => p.id === id);

describe('catalogue seed: products', () => {
  it('sells Basic and Premium plans with a 30-day money-back guarantee, recurring', () => {
    expect(product('basic')).toMatchObject({
      kind: 'plan',
      tier: 'TIER_BASIC',
      displayName: 'Basic',
    });
    expect(product('premium')).toMatchObject({
      kind: 'plan',
      tier: 'TIER_PREMIUM',
      recommended: true,
    });
    PRODUCTS.forEach((p) =>
      expect(p).toMatchObject({ moneyBackGuaranteeDays: 30, billingType: 'recurring' }),
    );
  });

  it('gives Basic the VPN and Premium the VPN, the password manager and ID alerts', () => {
    expect(product('basic')?.entitlementIds).toEqual(['vpn']);
    expect(product('premium')?.entitlementIds).toEqual([
      'vpn',
      'password_manager',
      ...ADDON_GROUP_ENTITLEMENTS.idp_monitoring,
    ]);
  });

  it('sells the dedicated IP and one add-on per ID protection group, each granting its group', () => {
    expect(product(addonProductId('dip'))).toMatchObject({ kind: 'addon', addonType: 'dip' });
    for (const [group, ids] of Object.entries(ADDON_GROUP_ENTITLEMENTS)) {
      expect(product(`addon-${group}`)?.entitlementIds).toEqual(ids);
    }
  });
});

describe('catalogue seed: offers and prices', () => {
  const rows = CATALOGUE_SEED.prices;

  it('has a regular, a referral and a special offer under the default ids', () => {
    expect(CATALOGUE_SEED.offers.map((o) => [o.id, o.kind])).toEqual([
      ['regular', 'regular'],
      ['referral', 'referral'],
      ['special', 'special'],
    ]);
  });

  it('follows configured offer ids', () => {
    const seed = buildCatalogueSeed({ regular: 'r', referral: 'f', special: 's' });
    expect(new Set(seed.prices.map((p) => p.offerId))).toEqual(new Set(['r', 'f', 's']));
  });

  it('has unique price ids and external refs', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.externalRef)).size).toBe(rows.length);
  });

  it('prices every plan row of every offer in USD, EUR and GBP', () => {
    const regular = rows.filter((r) => r.offerId === 'regular' && r.productId === 'basic');
    expect(regular.map((r) => `${r.basePeriod.length}${r.currency}`).sort()).toEqual(
      ['1EUR', '1GBP', '1USD', '12EUR', '12GBP', '12USD', '24EUR', '24GBP', '24USD'].sort(),
    );
  });

  it('regular prices are the spec §9 per-month amounts times the months', () => {
    const basic12 = rows.find((r) => r.id === 'regular-basic-12m-usd');
    expect(basic12).toMatchObject({ amount: 467 * 12, discountPercentage: 63, recommended: false });
    expect(rows.find((r) => r.id === 'regular-premium-24m-gbp')).toMatchObject({
      amount: 499 * 24,
      discountPercentage: 81,
      recommended: true,
    });
  });

  it('a referred friend gets one free month on top', () => {
    expect(REFERRAL_FREE_MONTHS).toBe(1);
    const row = rows.find((r) => r.id === 'referral-premium-12m-eur');
    expect(row?.freePeriod).toEqual({ length: 1, unit: 'month' });
    expect(row && computePrice(row).totalPeriod).toEqual({ length: 13, unit: 'month' });
  });

  it('the special offer is the spec §9 sample offers, 12 months recommended', () => {
    const special = rows.filter(
      (r) => r.offerId === 'special' && r.currency === 'USD' && r.productId === 'basic',
    );
    expect(
      special.map((r) => [
        r.basePeriod.length,
        r.amount,
        r.discountPercentage,
        r.nextAmount,
        r.recommended,
      ]),
    ).toEqual([
      [1, 1295, 0, 1295, false],
      [6, 5995, 23, 5995, false],
      [12, 9995, 35, 11695, true],
    ]);
  });

  it('every row computes a Price whose fields agree with its advertised discount', () => {
    for (const row of rows) {
      const price = computePrice(row);
      expect(discountPercentage(price.amountWithoutDiscount, price.amount)).toBe(
        row.discountPercentage,
      );
    }
  });
});

describe('spec §9 dedicated IP billing cycles: 1, 12 or 15, and 24, taxed and untaxed', () => {
  it('has the four cycles', () => {
    expect(DEDICATED_IP_BILLING_CYCLES).toEqual([1, 12, 15, 24]);
    expect(isDedicatedIpBillingCycle(15)).toBe(true);
    expect(isDedicatedIpBillingCycle(6)).toBe(false);
  });

  it.each([
    [1, 1],
    [12, 12],
    [15, 15],
    [24, 24],
    [6, null],
  ])('a %i-month plan takes the %s-month dedicated IP', (plan, cycle) => {
    expect(dedicatedIpCycleForPlan(plan)).toBe(cycle);
  });

  it('seeds a taxed and an untaxed price for each cycle, in each offer and currency', () => {
    const dip = CATALOGUE_SEED.prices.filter(
      (r) => r.productId === 'addon-dip' && r.offerId === 'regular' && r.currency === 'USD',
    );
    expect(dip.map((r) => [r.basePeriod.length, r.taxed])).toEqual([
      [1, false],
      [1, true],
      [12, false],
      [12, true],
      [15, false],
      [15, true],
      [24, false],
      [24, true],
    ]);
    expect(dip[5]?.id).toBe(`regular-addon-dip-${dedicatedIpVariant(15, true)}-usd`);
    expect(dip[5]?.id).toBe('regular-addon-dip-15m-taxed-usd');
  });
});

describe('spec §7 GET /api/v1/offers/{offerId}: products with computed prices', () => {
  it('lists the plans in order with their prices and the priced add-ons', () => {
    const products = offerProducts(CATALOGUE_SEED, 'regular', 'EUR');
    expect(products.map((p) => p.id)).toEqual(['basic', 'premium']);
    const [basic] = products;
    expect(basic?.prices.map((p) => p.amountPerMonth.unscaledValue)).toEqual([1295, 467, 339]);
    expect(basic?.prices.every((p) => p.amount.currency === 'EUR')).toBe(true);
    expect(basic?.entitlements.map((e) => e.id)).toEqual(['vpn']);
    expect(basic?.moneyBackGuaranteeDays).toBe(30);
    expect(basic?.addons.map((a) => a.id)).toContain('addon-dip');
    expect(basic?.addons.find((a) => a.id === 'addon-dip')?.prices).toHaveLength(8);
    expect(basic?.addons.every((a) => a.addons.length === 0)).toBe(true);
  });

  it('leaves out products without a price in the offer, and knows no unknown offer', () => {
    expect(offerProducts(CATALOGUE_SEED, 'special', 'USD').map((p) => p.id)).toEqual(['basic']);
    expect(offerProducts(CATALOGUE_SEED, 'nope', 'USD')).toEqual([]);
  });

  it('skips an entitlement id the catalogue does not describe', () => {
    const seed = { ...CATALOGUE_SEED, entitlements: [] };
    expect(offerProducts(seed, 'regular', 'USD')[0]?.entitlements).toEqual([]);
  });
});
