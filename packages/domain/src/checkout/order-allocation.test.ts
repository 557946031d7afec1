import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import {
  allocateOrder,
  atNextPrice,
  partOfPayment,
  splitByWeight,
  sumTotals,
} from './order-allocation';
import { orderTotals } from './order-totals';

const line = (amount: number, without = amount) => ({
  amount: money(amount, 'USD'),
  amountWithoutDiscount: money(without, 'USD'),
});
const cents = (t: { subtotal: { unscaledValue: number }; tax: { unscaledValue: number } }) => ({
  subtotal: t.subtotal.unscaledValue,
  tax: t.tax.unscaledValue,
});

describe('a multi-subscription order split per subscription (decision 0121)', () => {
  it('Premium 12M and Basic 1M in California: 5.80 + 0.94 of the order’s 6.74 tax', () => {
    // Net 80.04 + 12.95 = 92.99; tax 7.25 % once: 6.7418 → 6.74. Shares 5.8029… and 0.9388….
    const { totals, parts } = allocateOrder([[line(8004, 32016)], [line(1295)]], 'USD', 725);
    expect(totals.total.unscaledValue).toBe(9973);
    expect(parts.map(cents)).toEqual([
      { subtotal: 32016, tax: 580 },
      { subtotal: 1295, tax: 94 },
    ]);
    expect(parts.map((p) => p.total.unscaledValue)).toEqual([8584, 1389]);
  });

  it('one group is the whole order', () => {
    const lines = [line(5604, 15146), line(7188)];
    const { totals, parts } = allocateOrder([lines], 'USD', 1900);
    expect(parts).toEqual([totals]);
    expect(totals).toEqual(orderTotals(lines, 'USD', 1900));
  });

  it('the parts add up to the order, column by column, for any order (property)', () => {
    const group = fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: 500_00 }), fc.integer({ min: 0, max: 500_00 }))
        .map(([a, d]) => line(a, a + d)),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 10_000 }),
        (groups, rate) => {
          const { totals, parts } = allocateOrder(groups, 'USD', rate);
          const sum = sumTotals(parts, 'USD');
          expect(sum.subtotal).toEqual(totals.subtotal);
          expect(sum.discount).toEqual(totals.discount);
          expect(sum.tax).toEqual(totals.tax);
          expect(sum.total).toEqual(totals.total);
          for (const [i, part] of parts.entries()) {
            const own = orderTotals(groups[i] ?? [], 'USD', rate);
            expect(part.subtotal).toEqual(own.subtotal);
            expect(part.discount).toEqual(own.discount);
            // A share is within two cents of the group's own tax (two roundings and a remainder).
            expect(Math.abs(part.tax.unscaledValue - own.tax.unscaledValue)).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });

  it('splits by largest remainder; earlier parts win ties; no weight → all to the first', () => {
    expect(splitByWeight(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByWeight(7, [2, 1])).toEqual([5, 2]);
    expect(splitByWeight(5, [0, 0])).toEqual([5, 0]);
    expect(splitByWeight(0, [3, 4])).toEqual([0, 0]);
  });

  it('a renewal line is its next price, without a discount', () => {
    expect(atNextPrice(money(11695, 'USD'))).toEqual(line(11695));
  });
});

describe('a part of a payment refunded outside our app (decision 0153)', () => {
  const usd = (n: number) => money(n, 'USD');
  // Premium 12M in California: 320.16 advertised, 240.12 off, net 80.04, tax 7.25 % = 5.80.
  const premium = {
    lines: [32016],
    totals: { subtotal: usd(32016), discount: usd(24012), tax: usd(580), total: usd(8584) },
  };

  it('5.00 of 85.84: 4.66 net and 0.34 tax; the discount in proportion to the net returned', () => {
    // 500 × 8004 / 8584 = 466.2…, 500 × 580 / 8584 = 33.7… → 466 + 34 (largest remainder);
    // discount 24012 × 466 / 8004 = 1398.0… → 1398; subtotal 466 + 1398 = 1864.
    const part = partOfPayment(premium, 500);
    expect(part.lines).toEqual([1864]);
    expect(part.totals).toEqual({
      subtotal: usd(1864),
      discount: usd(1398),
      tax: usd(34),
      total: usd(500),
    });
  });

  it('the whole amount is the payment itself; more than the payment is refused', () => {
    expect(partOfPayment(premium, 8584)).toBe(premium);
    expect(() => partOfPayment(premium, 8585)).toThrow(RangeError);
  });

  it('reads like an invoice for any payment and any part of it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_00 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, discountPercent, rate, fraction) => {
          const totals = orderTotals(
            lines.map((l) => line(l - Math.floor((l * discountPercent) / 100), l)),
            'USD',
            rate,
          );
          const amount = Math.floor(totals.total.unscaledValue * fraction);
          const part = partOfPayment({ lines, totals }, amount);
          const t = part.totals;
          expect(t.total.unscaledValue).toBe(amount);
          expect(t.subtotal.unscaledValue - t.discount.unscaledValue + t.tax.unscaledValue).toBe(
            amount,
          );
          expect(part.lines.reduce((a, b) => a + b, 0)).toBe(t.subtotal.unscaledValue);
          expect(t.discount.unscaledValue).toBeLessThanOrEqual(totals.discount.unscaledValue);
          expect(t.tax.unscaledValue).toBeLessThanOrEqual(totals.tax.unscaledValue);
          part.lines.forEach((l, i) => expect(l).toBeLessThanOrEqual(lines[i] ?? 0));
        },
      ),
    );
  });
});
