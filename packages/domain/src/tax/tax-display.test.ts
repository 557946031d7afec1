import { describe, expect, it } from 'vitest';
import { allocateOrder } from '../checkout/order-allocation';
import { orderTotals } from '../checkout/order-totals';
import { money } from '../money/money';
import {
  includedTaxOf,
  isTaxDisplay,
  netOfGross,
  pricesIncludeTax,
  taxIncludedIn,
} from './tax-display';

const line = (amount: number, without = amount) => ({
  amount: money(amount, 'EUR'),
  amountWithoutDiscount: money(without, 'EUR'),
});

describe('taxDisplay inclusive: the list price is the gross the consumer pays (decision 0196)', () => {
  it.each([
    // spec §9 price list: 12M at 99.95 in Germany at 19 %: VAT 99.95 × 19/119 = 15.958… → 15.96.
    [9995, 1900, 1596, 8399],
    // 1M at 12.95 in France at 20 %: 2.158… → 2.16.
    [1295, 2000, 216, 1079],
    // 12M next price 116.95 in Hungary at 27 %: 24.862… → 24.86.
    [11695, 2700, 2486, 9209],
    // Nothing included where no tax is collected.
    [9995, 0, 0, 9995],
  ])('%d at %d bp contains %d VAT, net %d', (gross, rate, vat, net) => {
    expect(taxIncludedIn(money(gross, 'EUR'), rate).unscaledValue).toBe(vat);
    expect(netOfGross(money(gross, 'EUR'), rate).unscaledValue).toBe(net);
    expect(vat + net).toBe(gross);
  });

  it('the order total is exactly the shown price; the VAT is split out of it', () => {
    // 12M at 99.95, was 153.76 (35 % off): the buyer pays 99.95, of which 15.96 VAT.
    const totals = orderTotals([line(9995, 15376)], 'EUR', 1900, true);
    expect(totals.total.unscaledValue).toBe(9995);
    expect(totals.tax.unscaledValue).toBe(1596);
    expect(totals.discount.unscaledValue).toBe(15376 - 9995);
    expect(totals.taxIncluded).toBe(true);
  });

  it('exclusive is unchanged: tax is added on top', () => {
    const totals = orderTotals([line(9995)], 'EUR', 1900);
    expect(totals.total.unscaledValue).toBe(9995 + 1899);
    expect(totals.taxIncluded).toBe(false);
  });
});

describe('who sees gross prices (decision 0196)', () => {
  it.each([
    ['inclusive', 'DE', undefined, true],
    ['inclusive', 'gb', undefined, true],
    ['inclusive', 'CH', undefined, true],
    ['inclusive', 'AU', undefined, true],
    // US and Canada quote net prices: tax is added at the till.
    ['inclusive', 'US', undefined, false],
    ['inclusive', 'CA', undefined, false],
    ['inclusive', null, undefined, false],
    // A business buyer under reverse charge (decision 0190) is not a consumer.
    ['inclusive', 'FR', { reverseCharge: true }, false],
    ['exclusive', 'DE', undefined, false],
  ] as const)('%s, %s, %j → %s', (display, country, decision, expected) => {
    expect(pricesIncludeTax(display, country, decision)).toBe(expected);
  });

  it('knows only the two settings', () => {
    expect(isTaxDisplay('inclusive')).toBe(true);
    expect(isTaxDisplay('gross')).toBe(false);
  });
});

describe('a gross order split over its subscriptions adds up (decisions 0121, 0196)', () => {
  it('each group pays its own gross; the VAT is shared in proportion', () => {
    // Plan 99.95 and dedicated IP 71.88 at 19 %: 171.83 gross, 27.44 VAT in it.
    const { totals, parts } = allocateOrder([[line(9995)], [line(7188)]], 'EUR', 1900, true);
    expect(totals.total.unscaledValue).toBe(17183);
    expect(totals.tax.unscaledValue).toBe(2744);
    expect(parts.map((p) => p.total.unscaledValue)).toEqual([9995, 7188]);
    expect(parts.reduce((sum, p) => sum + p.tax.unscaledValue, 0)).toBe(2744);
  });
});

describe('includedTaxOf: the VAT the portal and the emails name (decision 0196 addendum)', () => {
  it('gross totals name their rate, country and the VAT inside the total', () => {
    // 151.92 in Germany at 19 %: 151.92 × 19/119 = 24.256… → 24.26 (spec §9 half up).
    const totals = orderTotals([line(15192)], 'EUR', 1900, true);
    expect(includedTaxOf(totals, 'de')).toEqual({
      rate: 1900,
      country: 'DE',
      amount: money(2426, 'EUR'),
    });
  });

  it('net totals (exclusive tenant, US, reverse charge) and a zero rate name none', () => {
    expect(includedTaxOf(orderTotals([line(15192)], 'EUR', 1900, false), 'DE')).toBeNull();
    expect(includedTaxOf(orderTotals([line(15192)], 'EUR', 0, true), 'DE')).toBeNull();
    expect(includedTaxOf(orderTotals([line(15192)], 'EUR', 1900, true), null)).toBeNull();
  });
});
