import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import { orderTotals, taxOn } from './order-totals';

const line = (amount: number, without: number) => ({
  amount: money(amount, 'USD'),
  amountWithoutDiscount: money(without, 'USD'),
});

describe('order totals: subtotal − discount + tax = total (decision 0021)', () => {
  it.each([
    // Premium 12M (80.04, was 320.16) in California at 7.25 %: 5.80 tax (5.8029 half up).
    [[line(8004, 32016)], 725, { subtotal: 32016, discount: 24012, tax: 580, total: 8584 }],
    // Basic 1M untaxed.
    [[line(1295, 1295)], 0, { subtotal: 1295, discount: 0, tax: 0, total: 1295 }],
    // Plan and dedicated IP in Germany at 19 %: tax once on the whole net 128.22 → 24.36.
    [
      [line(5604, 15146), line(7188, 7188)],
      1900,
      { subtotal: 22334, discount: 9542, tax: 2430, total: 15222 },
    ],
    // Half a cent rounds up: 0.50 at 1 % is 0.005.
    [[line(50, 50)], 100, { subtotal: 50, discount: 0, tax: 1, total: 51 }],
    [[], 2000, { subtotal: 0, discount: 0, tax: 0, total: 0 }],
  ])('%j at %d bp', (lines, rate, expected) => {
    const totals = orderTotals(lines, 'USD', rate);
    expect({
      subtotal: totals.subtotal.unscaledValue,
      discount: totals.discount.unscaledValue,
      tax: totals.tax.unscaledValue,
      total: totals.total.unscaledValue,
    }).toEqual(expected);
    expect(totals.taxRate).toBe(rate);
    expect(totals.total.currency).toBe('USD');
  });

  it('taxes a net amount half up to the cent', () => {
    expect(taxOn(money(1000, 'EUR'), 1950)).toEqual(money(195, 'EUR'));
    expect(taxOn(money(333, 'EUR'), 1500).unscaledValue).toBe(50); // 49.95 → 50
  });
});
