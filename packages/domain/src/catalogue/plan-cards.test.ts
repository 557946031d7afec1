import { describe, expect, it } from 'vitest';
import { PLAN_CARD_LENGTHS, planCardLayout, planCardLength } from './plan-cards';

describe('spec §9 plan cards', () => {
  it('lengths are 1, 6, 12 and 24 months', () => {
    expect(PLAN_CARD_LENGTHS).toEqual([1, 6, 12, 24]);
  });

  it.each([
    [1, 1],
    [6, 6],
    [12, 12],
    [24, 24],
    [3, 1],
    [36, 1],
    ['12', 1],
    [null, 1],
  ])('a length of %o is shown as a %i-month card (any other value is 1)', (value, expected) => {
    expect(planCardLength(value)).toBe(expected);
  });

  it('shows every card, shortest first, and recommends the 24-month card by default', () => {
    expect(planCardLayout({ lengths: [24, 12, 1] })).toEqual({
      lengths: [1, 12, 24],
      compact: false,
      recommended: 24,
    });
  });

  it('when the next billing cycle is 24 and not forced: hides the 24-month card, compacts, recommends 12', () => {
    expect(planCardLayout({ lengths: [1, 12, 24], nextBillingCycle: 24 })).toEqual({
      lengths: [1, 12],
      compact: true,
      recommended: 12,
    });
  });

  it('when forced, a next billing cycle of 24 changes nothing', () => {
    expect(
      planCardLayout({ lengths: [1, 12, 24], nextBillingCycle: 24, forceAllLengths: true }),
    ).toEqual({
      lengths: [1, 12, 24],
      compact: false,
      recommended: 24,
    });
  });

  it('any other next billing cycle changes nothing', () => {
    expect(planCardLayout({ lengths: [1, 12, 24], nextBillingCycle: 12 }).compact).toBe(false);
  });

  it('treats unknown lengths as 1 month and shows each card once', () => {
    expect(planCardLayout({ lengths: [1, 3, 6, 12] }).lengths).toEqual([1, 6, 12]);
  });

  it('recommends the longest shown card when the preferred one is not offered', () => {
    expect(planCardLayout({ lengths: [1, 6, 12] }).recommended).toBe(12);
    expect(planCardLayout({ lengths: [1, 6], nextBillingCycle: 24 }).recommended).toBe(6);
    expect(planCardLayout({ lengths: [] }).recommended).toBeNull();
  });
});
