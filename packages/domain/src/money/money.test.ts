import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  PRICE_SCALE,
  currencyOrDefault,
  isCurrency,
} from './currency';
import {
  add,
  compare,
  discountAmount,
  discountPercentage,
  divide,
  equals,
  isZero,
  money,
  multiply,
  multiplyRatio,
  parseMoney,
  percentOf,
  perDay,
  perMonth,
  subtract,
  toDecimalString,
  zero,
} from './money';

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const currency = fc.constantFrom(...CURRENCIES);
const amount = fc.tuple(cents, currency).map(([value, c]) => money(value, c));
const sameCurrencyPair = fc
  .tuple(cents, cents, currency)
  .map(([a, b, c]) => [money(a, c), money(b, c)] as const);

describe('spec §9 currencies', () => {
  it('sells in USD, EUR and GBP with the symbols $, € and £', () => {
    expect(CURRENCIES).toEqual(['USD', 'EUR', 'GBP']);
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', EUR: '€', GBP: '£' });
  });

  it('defaults to USD with a price scale of 2', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(PRICE_SCALE).toBe(2);
    expect(money(1295)).toEqual({ unscaledValue: 1295, scale: 2, currency: 'USD' });
  });

  it.each([
    ['eur', 'EUR'],
    ['GBP', 'GBP'],
    ['JPY', 'USD'],
    [undefined, 'USD'],
    [42, 'USD'],
  ])('reads the currency %s from outside as %s', (raw, expected) => {
    expect(currencyOrDefault(raw)).toBe(expected);
  });

  it('knows which codes are currencies', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency(null)).toBe(false);
  });
});

describe('money is whole minor units, never a float', () => {
  it('refuses a fraction of a cent', () => {
    expect(() => money(12.95)).toThrow(RangeError);
  });

  it('refuses to mix currencies', () => {
    expect(() => add(money(1, 'USD'), money(1, 'EUR'))).toThrow(TypeError);
    expect(() => compare(money(1, 'USD'), money(1, 'GBP'))).toThrow(TypeError);
  });

  it('adds, subtracts and compares', () => {
    expect(add(money(1295), money(5))).toEqual(money(1300));
    expect(subtract(money(1295), money(1300))).toEqual(money(-5));
    expect(compare(money(1), money(2))).toBe(-1);
    expect(compare(money(2), money(2))).toBe(0);
    expect(compare(money(3), money(2))).toBe(1);
    expect(equals(money(2, 'EUR'), money(2, 'EUR'))).toBe(true);
    expect(equals(money(2, 'EUR'), money(2, 'GBP'))).toBe(false);
    expect(isZero(zero('GBP'))).toBe(true);
  });

  it('addition is commutative and associative; subtraction undoes it', () => {
    fc.assert(
      fc.property(cents, cents, cents, currency, (a, b, c, cur) => {
        const [x, y, z] = [money(a, cur), money(b, cur), money(c, cur)];
        expect(add(x, y)).toEqual(add(y, x));
        expect(add(add(x, y), z)).toEqual(add(x, add(y, z)));
        expect(subtract(add(x, y), y)).toEqual(x);
      }),
    );
  });

  it('multiplication by a whole factor distributes over addition', () => {
    fc.assert(
      fc.property(sameCurrencyPair, fc.integer({ min: -1000, max: 1000 }), ([x, y], k) => {
        expect(multiply(add(x, y), k)).toEqual(add(multiply(x, k), multiply(y, k)));
      }),
    );
  });

  it('100 % of an amount is the amount, 0 % is zero, and a percentage never exceeds its base', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 100 }), (x, p) => {
        expect(percentOf(x, 100)).toEqual(x);
        expect(percentOf(x, 0).unscaledValue).toBe(0);
        expect(Math.abs(percentOf(x, p).unscaledValue)).toBeLessThanOrEqual(
          Math.abs(x.unscaledValue),
        );
      }),
    );
  });

  it('splitting a total into a part and the rest loses nothing', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 100 }), (x, p) => {
        const part = percentOf(x, p, 'floor');
        expect(add(part, subtract(x, part))).toEqual(x);
      }),
    );
  });

  it('division rounds with the mode asked for', () => {
    expect(divide(money(1000), 3, 'floor')).toEqual(money(333));
    expect(divide(money(1000), 3, 'ceiling')).toEqual(money(334));
    expect(multiplyRatio(money(5995), 30, 180, 'marketing')).toEqual(money(999));
    expect(percentOf(money(7770), 23)).toEqual(money(1787));
  });
});

describe('spec §3 per-month and per-day amounts (marketing-rounded cents, spec §9)', () => {
  it.each([
    [1295, 1, 1295, 'Basic 1M'],
    [5604, 12, 467, 'Basic 12M: 467 a month'],
    [8004, 12, 667, 'Premium 12M: 667 a month'],
    [8136, 24, 339, 'Basic 24M: 339 a month'],
    [11976, 24, 499, 'Premium 24M: 499 a month'],
    [5995, 6, 999, 'sample 6M at 59.95: 9.99 a month, not 10.00'],
    [9995, 12, 833, 'sample 12M at 99.95: 8.33 a month'],
  ])('%i over %i months is %i a month (%s)', (total, months, expected) => {
    expect(perMonth(money(total), months)).toEqual(money(expected));
  });

  it('spreads a 12-month total over 360 days (a month is 30 days)', () => {
    expect(perDay(money(5604), 360)).toEqual(money(16));
    expect(perDay(money(1295), 30)).toEqual(money(44)); // 43.17 rounds up
  });
});

describe('spec §3 discount amount and percentage against a base price', () => {
  it('Basic 12M at 467 a month against 1295 saves 63 % (spec §9), floored', () => {
    expect(discountPercentage(money(1295), money(467))).toBe(63);
    expect(discountPercentage(money(1295), money(339))).toBe(73);
    expect(discountPercentage(money(1295), money(467), 'half-up')).toBe(64);
  });

  it('a price above its base is no discount, and a zero base is 0 %', () => {
    expect(discountAmount(money(100), money(150))).toEqual(money(0));
    expect(discountPercentage(money(100), money(150))).toBe(0);
    expect(discountPercentage(money(0), money(0))).toBe(0);
  });

  it('discount plus price gives back the base, and the percentage stays within 0 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (b, p) => {
        const base = money(b);
        const price = money(Math.min(b, p));
        expect(add(discountAmount(base, price), price)).toEqual(base);
        const pct = discountPercentage(base, price);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('decimal text of an amount', () => {
  it.each([
    [1295, '12.95'],
    [5, '0.05'],
    [-350, '-3.50'],
    [0, '0.00'],
    [11695, '116.95'],
  ])('%i minor units read %s', (value, text) => {
    expect(toDecimalString(money(value))).toBe(text);
  });

  it.each([
    ['12.95', 1295],
    ['12.9', 1290],
    ['12', 1200],
    [' 59.95 ', 5995],
    ['-3.50', -350],
    ['-0.00', 0],
  ])('parses %s as %i minor units', (text, value) => {
    expect(parseMoney(text, 'EUR')).toEqual({ ok: true, value: money(value, 'EUR') });
  });

  it.each(['12.955', '1,295', 'abc', '', '99999999999999999999'])('refuses %s', (text) => {
    expect(parseMoney(text)).toEqual({ ok: false, reason: 'invalid-amount' });
  });

  it('parsing the text of an amount gives the amount back', () => {
    fc.assert(
      fc.property(amount, (x) => {
        expect(parseMoney(toDecimalString(x), x.currency)).toEqual({ ok: true, value: x });
      }),
    );
  });
});
