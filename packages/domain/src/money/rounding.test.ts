import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideBigInt,
  divideRounded,
  marketingRound,
  scaleRounded,
  type RoundingMode,
} from './rounding';

describe('integer division with an explicit rounding mode', () => {
  it.each<[RoundingMode, number, number, number]>([
    ['floor', 7, 2, 3],
    ['floor', -7, 2, -4],
    ['ceiling', 7, 2, 4],
    ['ceiling', -7, 2, -3],
    ['down', 7, 2, 3],
    ['down', -7, 2, -3],
    ['up', 7, 2, 4],
    ['up', -7, 2, -4],
    ['half-up', 5, 2, 3],
    ['half-up', -5, 2, -3],
    ['half-up', 7, 3, 2],
    ['half-up', 8, 3, 3],
    ['half-even', 5, 2, 2],
    ['half-even', 7, 2, 4],
    ['half-even', -5, 2, -2],
    ['half-even', 8, 3, 3],
    ['half-even', 7, 3, 2],
    ['marketing', 46667, 100, 467],
    ['floor', 6, 3, 2],
    ['half-up', 7, -2, -4],
  ])('%s rounds %i / %i to %i', (mode, numerator, denominator, expected) => {
    expect(divideRounded(numerator, denominator, mode)).toBe(expected);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1, 0, 'floor')).toThrow(RangeError);
  });

  it('refuses fractions of a minor unit and unsafe integers', () => {
    expect(() => divideRounded(1.5, 1, 'floor')).toThrow(RangeError);
    expect(() => divideRounded(2 ** 53, 1, 'floor')).toThrow(RangeError);
    expect(() => scaleRounded(2 ** 52, 4, 1, 'floor')).toThrow(RangeError);
  });

  it('computes value × numerator ÷ denominator with one rounding, beyond 2^53 in between', () => {
    expect(scaleRounded(2 ** 52, 4, 8, 'floor')).toBe(2 ** 51);
    expect(scaleRounded(1295, 23, 100, 'half-up')).toBe(298);
  });

  it('every mode lands on the floor or the ceiling of the exact quotient', () => {
    const modes: RoundingMode[] = [
      'up',
      'down',
      'ceiling',
      'floor',
      'half-up',
      'half-even',
      'marketing',
    ];
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.constantFrom(...modes),
        (n, d, mode) => {
          const q = divideBigInt(n, d, mode);
          const floor = divideBigInt(n, d, 'floor');
          expect(q === floor || q === floor + 1n).toBe(true);
          expect(q * d - n < d && n - q * d < d).toBe(true);
        },
      ),
    );
  });

  it('half-up is never further than half a unit from the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 4n }),
        (n, d) => {
          const q = divideBigInt(n, d, 'half-up');
          const error = 2n * (q * d - n);
          expect(error <= d && error >= -d).toBe(true);
        },
      ),
    );
  });
});

describe('spec §9 marketing rounding: round up, but if the result is a multiple of 10, round down', () => {
  it.each([
    // [cents numerator, denominator, result, why]
    [46667, 100, 467, '466.67 cents rounds up to 467'],
    [5600, 12, 467, '56.00 over 12 months is 466.67 cents a month → 467 (spec §9 Basic 12M)'],
    [8000, 12, 667, '80.00 over 12 months is 666.67 → 667 (spec §9 Premium 12M)'],
    [5995, 6, 999, '59.95 over 6 months is 999.17: up is 1000, a multiple of 10, so down to 999'],
    [9995, 12, 833, '99.95 over 12 months is 832.92 → 833'],
    [11695, 12, 975, '116.95 over 12 months is 974.58 → 975'],
    [100940, 100, 1009, '1 009.40: up is 1 010, a multiple of 10, so down to 1 009'],
    [46910, 100, 469, '469.10: up is 470, so down to 469'],
    [470, 1, 470, 'an exact 470 is not rounded at all'],
    [1295, 1, 1295, 'an exact 1295 stays'],
    [-46667, 100, -466, 'a negative amount also rounds up (towards +infinity)'],
  ])('%i / %i → %i (%s)', (numerator, denominator, expected) => {
    expect(marketingRound(numerator, denominator)).toBe(expected);
  });

  const rational = fc.record({
    n: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    d: fc.integer({ min: 1, max: 10_000 }),
  });

  it('gives the ceiling or the floor of the exact value', () => {
    fc.assert(
      fc.property(rational, ({ n, d }) => {
        const r = marketingRound(n, d);
        expect(r).toBeGreaterThanOrEqual(Math.floor(n / d));
        expect(r).toBeLessThanOrEqual(Math.ceil(n / d));
      }),
    );
  });

  it('never lands on a multiple of 10 unless the value is already that whole number', () => {
    fc.assert(
      fc.property(rational, ({ n, d }) => {
        const r = marketingRound(n, d);
        if (n % d !== 0) expect(Math.abs(r % 10)).not.toBe(0);
      }),
    );
  });

  it('rounds up whenever rounding up does not give a multiple of 10', () => {
    fc.assert(
      fc.property(rational, ({ n, d }) => {
        const up = divideRounded(n, d, 'ceiling');
        const r = marketingRound(n, d);
        expect(r === up).toBe(up % 10 !== 0 || n % d === 0);
      }),
    );
  });

  it('leaves whole numbers alone (it is idempotent)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(marketingRound(n)).toBe(n);
        expect(marketingRound(marketingRound(n * 7 + 3, 7))).toBe(marketingRound(n * 7 + 3, 7));
      }),
    );
  });
});
