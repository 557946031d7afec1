import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercentage, money } from '../money/money';
import { months } from './periods';
import { buildCatalogueRow } from '../testing';
import { amountWithoutDiscountFor, computePrice } from './price';
import { PRICE_LIST, SAMPLE_OFFERS } from './price-list';

const row = buildCatalogueRow;

describe('spec §9 price list', () => {
  it('is the table: Basic/Premium × 1/12/24 months, per month in cents and discount', () => {
    expect(PRICE_LIST.map((e) => [e.tier, e.months, e.perMonth, e.discountPercentage])).toEqual([
      ['TIER_BASIC', 1, 1295, 0],
      ['TIER_PREMIUM', 1, 1949, 0],
      ['TIER_BASIC', 12, 467, 63],
      ['TIER_PREMIUM', 12, 667, 75],
      ['TIER_BASIC', 24, 339, 73],
      ['TIER_PREMIUM', 24, 499, 81],
    ]);
  });

  it.each(PRICE_LIST.map((e) => [e.tier, e.months, e.perMonth, e.discountPercentage] as const))(
    '%s %i months shows %i cents a month and %i %% off',
    (_tier, length, perMonth, discount) => {
      const price = computePrice(
        row({
          basePeriod: months(length),
          amount: perMonth * length,
          nextAmount: perMonth * length,
          discountPercentage: discount,
        }),
      );
      expect(price.amountPerMonth).toEqual(money(perMonth));
      expect(price.discountPercentage).toBe(discount);
      expect(discountPercentage(price.amountWithoutDiscount, price.amount)).toBe(discount);
    },
  );

  it('the sample offers are 1M at 12.95, 6M at 59.95 (23 % off) and 12M at 99.95 (35 % off) renewing at 116.95', () => {
    expect(SAMPLE_OFFERS).toEqual([
      { months: 1, amount: 1295, discountPercentage: 0, nextAmount: 1295 },
      { months: 6, amount: 5995, discountPercentage: 23, nextAmount: 5995 },
      { months: 12, amount: 9995, discountPercentage: 35, nextAmount: 11695 },
    ]);
  });
});

describe('spec §3 every Price field from a catalogue row', () => {
  it('the sample 12M offer at 99.95, 35 % off, next price 116.95', () => {
    const price = computePrice(
      row({ id: 'special-basic-12m-usd', amount: 9995, nextAmount: 11695, discountPercentage: 35 }),
    );
    expect(price).toEqual({
      id: 'special-basic-12m-usd',
      productId: 'basic',
      externalRef: 'cb_regular_basic_12m_usd',
      totalPeriod: { length: 12, unit: 'month' },
      basePeriod: { length: 12, unit: 'month' },
      freePeriod: { length: 0, unit: 'month' },
      amount: money(9995),
      nextPrice: money(11695),
      amountPerMonth: money(833), // 832.92 rounded up
      amountPerDay: money(28), // 9995 / 360 = 27.76 rounded up
      amountWithoutDiscount: money(15377), // ceil(9995 × 100 / 65)
      discountAmount: money(5382),
      discountPercentage: 35,
    });
  });

  it('the sample 6M offer at 59.95 is 9.99 a month: marketing rounding avoids 10.00', () => {
    const price = computePrice(
      row({ basePeriod: months(6), amount: 5995, nextAmount: 5995, discountPercentage: 23 }),
    );
    expect(price.amountPerMonth).toEqual(money(999));
    expect(discountPercentage(price.amountWithoutDiscount, price.amount)).toBe(23);
  });

  it('the sample 1M offer at 12.95 has no discount', () => {
    const price = computePrice(
      row({ basePeriod: months(1), amount: 1295, nextAmount: 1295, discountPercentage: 0 }),
    );
    expect(price.amountWithoutDiscount).toEqual(price.amount);
    expect(price.discountAmount).toEqual(money(0));
    expect(price.amountPerMonth).toEqual(money(1295));
  });

  it('a free period lengthens the total period and lowers the per-month amount', () => {
    const price = computePrice(row({ freePeriod: months(4), currency: 'EUR' }));
    expect(price.totalPeriod).toEqual(months(16));
    expect(price.amountPerMonth).toEqual(money(351, 'EUR')); // 5604 / 16 = 350.25 → 351
  });

  it('a free period in days is added in days', () => {
    const price = computePrice(
      row({ basePeriod: months(1), freePeriod: { length: 7, unit: 'day' }, amount: 1295 }),
    );
    expect(price.totalPeriod).toEqual({ length: 37, unit: 'day' });
    expect(price.amountPerDay).toEqual(money(35));
  });

  it('refuses a discount that is not a whole percentage from 0 to 99', () => {
    expect(() => amountWithoutDiscountFor(100, 100)).toThrow(RangeError);
    expect(() => amountWithoutDiscountFor(100, -1)).toThrow(RangeError);
    expect(() => amountWithoutDiscountFor(100, 2.5)).toThrow(RangeError);
  });

  it('the undiscounted amount always shows exactly the advertised discount (from 0.98 up)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 98, max: 1e9 }),
        fc.integer({ min: 0, max: 99 }),
        (amount, pct) => {
          const base = amountWithoutDiscountFor(amount, pct);
          expect(discountPercentage(money(base), money(amount))).toBe(pct);
          expect(base).toBeGreaterThanOrEqual(amount);
        },
      ),
    );
  });
});
