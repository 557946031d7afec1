import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SEED, offerProducts } from '@halyard/domain';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

const usd = (unscaledValue: number) => ({ unscaledValue, scale: 2, currency: 'USD' });

interface ProductJson {
  entitlements: { id: string }[];
  addons: ProductJson[];
}
const byEntitlementId = (products: ProductJson[]): ProductJson[] =>
  products.map((p) => ({
    ...p,
    entitlements: [...p.entitlements].sort((a, b) => a.id.localeCompare(b.id)),
    addons: byEntitlementId(p.addons),
  }));

describe(`GET /api/v1/offers/{offerId} (${testDatabaseKind})`, () => {
  it('serves the seeded offer exactly as the domain prices it, USD by default', async () => {
    const res = await t.request('GET', '/api/v1/offers/regular');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'regular', kind: 'regular', currency: 'USD' });
    // Entitlements come back ordered by id; everything else as the domain computes it.
    expect(byEntitlementId(res.body.products)).toEqual(
      byEntitlementId(JSON.parse(JSON.stringify(offerProducts(CATALOGUE_SEED, 'regular', 'USD')))),
    );
  });

  it('gives Premium 12 months every spec §3 price field (667 a month, 75 % off)', async () => {
    const res = await t.request('GET', '/api/v1/offers/regular?currency=USD');
    const premium = res.body.products.find((p: { id: string }) => p.id === 'premium');
    expect(premium).toMatchObject({
      name: 'TIER_PREMIUM',
      recommended: true,
      moneyBackGuaranteeDays: 30,
      billingType: 'recurring',
    });
    expect(premium.entitlements.map((e: { id: string }) => e.id)).toContain('password_manager');
    expect(premium.addons.map((a: { id: string }) => a.id)).toContain('addon-dip');
    const price = premium.prices.find((p: { id: string }) => p.id === 'regular-premium-12m-usd');
    expect(price).toEqual({
      id: 'regular-premium-12m-usd',
      productId: 'premium',
      externalRef: 'cb_regular_premium_12m_usd',
      totalPeriod: { length: 12, unit: 'month' },
      basePeriod: { length: 12, unit: 'month' },
      freePeriod: { length: 0, unit: 'month' },
      amount: usd(8004),
      nextPrice: usd(8004),
      amountPerMonth: usd(667),
      amountPerDay: usd(23),
      amountWithoutDiscount: usd(32016),
      discountAmount: usd(24012),
      discountPercentage: 75,
    });
  });

  it('prices in the requested currency', async () => {
    const res = await t.request('GET', '/api/v1/offers/regular?currency=EUR');
    expect(res.body.currency).toBe('EUR');
    const amounts = res.body.products.flatMap((p: { prices: { amount: { currency: string } }[] }) =>
      p.prices.map((price) => price.amount.currency),
    );
    expect(new Set(amounts)).toEqual(new Set(['EUR']));
  });

  it('adds the free referral month to the referral offer’s total period', async () => {
    const res = await t.request('GET', '/api/v1/offers/referral');
    const basic = res.body.products.find((p: { id: string }) => p.id === 'basic');
    const price = basic.prices.find((p: { id: string }) => p.id === 'referral-basic-12m-usd');
    expect(price.freePeriod).toEqual({ length: 1, unit: 'month' });
    expect(price.totalPeriod).toEqual({ length: 13, unit: 'month' });
  });

  it('serves the special offer’s sample prices (12M at 99.95, renewing at 116.95)', async () => {
    const res = await t.request('GET', '/api/v1/offers/special');
    const [basic] = res.body.products;
    const price = basic.prices.find((p: { id: string }) => p.id === 'special-basic-12m-usd');
    expect(price).toMatchObject({
      amount: usd(9995),
      nextPrice: usd(11695),
      discountPercentage: 35,
    });
  });

  it('answers an unknown offer with 404 and an unknown currency with 400', async () => {
    expect((await t.request('GET', '/api/v1/offers/nope')).status).toBe(404);
    const bad = await t.request('GET', '/api/v1/offers/regular?currency=JPY');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('currency');
  });

  it('needs the tenant header and serves each tenant its own catalogue', async () => {
    expect((await t.request('GET', '/api/v1/offers/regular', { tenant: null })).status).toBe(400);
    const other = await t.request('GET', '/api/v1/offers/regular', { tenant: 'northwind' });
    expect(other.status).toBe(200);
    expect(other.body.products.length).toBeGreaterThan(0);
  });
});

describe('offer ids come from the environment (spec §9)', () => {
  let custom: TestServer;
  beforeAll(async () => {
    custom = await startTestServer({ REGULAR_OFFER_ID: 'autumn-2026' });
  });
  afterAll(() => custom.close());

  it('seeds and serves the regular offer under its configured id', async () => {
    expect((await custom.request('GET', '/api/v1/offers/autumn-2026')).status).toBe(200);
    expect((await custom.request('GET', '/api/v1/offers/regular')).status).toBe(404);
  });
});
