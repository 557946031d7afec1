import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../shared/time';
import {
  isWithinMoneyBackGuarantee,
  MONEY_BACK_GUARANTEE_DAYS,
  moneyBackGuaranteeEnds,
} from './guarantee';

const purchase = '2026-11-01T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(purchase) + ms);

describe('spec §9 money-back guarantee: 30 days', () => {
  it('lasts 30 days', () => {
    expect(MONEY_BACK_GUARANTEE_DAYS).toBe(30);
    expect(moneyBackGuaranteeEnds(purchase)).toBe('2026-12-01T10:00:00.000Z');
    expect(moneyBackGuaranteeEnds(null)).toBeNull();
  });

  it.each([
    ['the day of purchase', 0, true],
    ['29 days later', 29 * MS_PER_DAY, true],
    ['exactly 30 days (30 × 86 400 000 ms) later', 30 * MS_PER_DAY, true],
    ['one millisecond after 30 days', 30 * MS_PER_DAY + 1, false],
    ['31 days later', 31 * MS_PER_DAY, false],
  ])('a refund asked %s is inside the guarantee: %s', (_when, elapsed, inside) => {
    expect(isWithinMoneyBackGuarantee(purchase, at(elapsed))).toBe(inside);
  });

  it('without a purchase date a refund is outside the guarantee', () => {
    expect(isWithinMoneyBackGuarantee(null, at(0))).toBe(false);
    expect(isWithinMoneyBackGuarantee('garbage', at(0))).toBe(false);
  });

  it('takes the purchase date as a Date too', () => {
    expect(isWithinMoneyBackGuarantee(new Date(purchase), at(MS_PER_DAY))).toBe(true);
  });
});
