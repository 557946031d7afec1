import { describe, expect, it } from 'vitest';
import { computePrice } from '../catalogue/price';
import { months, NO_PERIOD } from '../catalogue/periods';
import { money } from '../money/money';
import {
  checkPromotion,
  normalizePromotionCode,
  PROMOTION_CODE_PATTERN,
  promotedPrice,
  type PromotionContext,
  type PromotionTerms,
} from './promotion-codes';

const NOW = new Date('2026-11-26T12:00:00Z');

const terms = (over: Partial<PromotionTerms> = {}): PromotionTerms => ({
  code: 'WELCOME25',
  offerId: 'regular',
  percentOffBasisPoints: 2500,
  planProductIds: [],
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  perCustomerLimit: null,
  newCustomersOnly: false,
  ...over,
});

const ctx = (over: Partial<PromotionContext> = {}): PromotionContext => ({
  now: NOW,
  offerId: 'regular',
  planProductIds: ['premium'],
  buyer: { hadSubscription: false, redemptions: 0 },
  ...over,
});

const refusal = (t: PromotionTerms, c: PromotionContext) => {
  const result = checkPromotion(t, c);
  return result.ok ? null : result.reason;
};

describe('issue 22 item 4: promotion code limits (decision 0193)', () => {
  it('accepts a code within every limit', () => {
    expect(refusal(terms(), ctx())).toBeNull();
  });

  it('refuses a code at or after its expiry, accepts it a millisecond before', () => {
    expect(refusal(terms({ expiresAt: NOW.toISOString() }), ctx())).toBe('expired');
    const later = new Date(NOW.getTime() + 1).toISOString();
    expect(refusal(terms({ expiresAt: later }), ctx())).toBeNull();
  });

  it('refuses a code whose total redemptions are used up', () => {
    expect(refusal(terms({ maxRedemptions: 3, redemptions: 3 }), ctx())).toBe('exhausted');
    expect(refusal(terms({ maxRedemptions: 3, redemptions: 2 }), ctx())).toBeNull();
  });

  it('refuses a plan the code does not name, and a plan of another offer', () => {
    expect(refusal(terms({ planProductIds: ['basic'] }), ctx())).toBe('not-for-plan');
    expect(refusal(terms({ planProductIds: ['premium'] }), ctx())).toBeNull();
    expect(refusal(terms(), ctx({ offerId: 'special' }))).toBe('not-for-plan');
    expect(refusal(terms(), ctx({ planProductIds: [] }))).toBe('not-for-plan');
  });

  it('refuses a buyer who had a subscription when the code is for new customers only', () => {
    const buyer = { hadSubscription: true, redemptions: 0 };
    expect(refusal(terms({ newCustomersOnly: true }), ctx({ buyer }))).toBe('new-customers-only');
    expect(refusal(terms({ newCustomersOnly: false }), ctx({ buyer }))).toBeNull();
  });

  it('refuses a buyer who used the code as often as allowed per customer', () => {
    const buyer = { hadSubscription: false, redemptions: 1 };
    expect(refusal(terms({ perCustomerLimit: 1 }), ctx({ buyer }))).toBe('already-used');
    expect(refusal(terms({ perCustomerLimit: 2 }), ctx({ buyer }))).toBeNull();
  });

  it('leaves the buyer rules for later while the buyer is unknown', () => {
    const t = terms({ newCustomersOnly: true, perCustomerLimit: 0 });
    expect(refusal(t, ctx({ buyer: null }))).toBeNull();
  });

  it('checks expiry before the other limits (the most precise message first)', () => {
    const t = terms({ expiresAt: NOW.toISOString(), maxRedemptions: 0, planProductIds: ['x'] });
    expect(refusal(t, ctx())).toBe('expired');
  });
});

describe('issue 22 item 4: what a code takes off', () => {
  const price = computePrice({
    id: 'regular-premium-12m-usd',
    offerId: 'regular',
    productId: 'premium',
    externalRef: 'cb',
    currency: 'USD',
    basePeriod: months(12),
    freePeriod: NO_PERIOD,
    amount: 8004,
    nextAmount: 9999,
    discountPercentage: 0,
    taxed: false,
    recommended: false,
    sortOrder: 0,
  });

  it('takes the percentage off the first payment, rounded half up, and keeps the renewal', () => {
    const promoted = promotedPrice(terms({ percentOffBasisPoints: 2500 }), price);
    expect(promoted.amount).toEqual(money(6003, 'USD')); // 8004 − 2001
    expect(promoted.nextPrice).toEqual(price.nextPrice);
    expect(promoted.amountWithoutDiscount).toEqual(price.amountWithoutDiscount);
    expect(promoted.discountAmount.unscaledValue).toBe(
      price.amountWithoutDiscount.unscaledValue - 6003,
    );
  });

  it('rounds a half cent up (1250 basis points of 8004 = 1000.5 → 1001)', () => {
    expect(promotedPrice(terms({ percentOffBasisPoints: 1250 }), price).amount.unscaledValue).toBe(
      7003,
    );
  });

  it('a 100 % code makes the first payment free, never negative', () => {
    expect(
      promotedPrice(terms({ percentOffBasisPoints: 10_000 }), price).amount.unscaledValue,
    ).toBe(0);
  });
});

describe('issue 22 item 4: how a code is typed', () => {
  it.each([
    [' welcome25 ', 'WELCOME25'],
    ['Spring-Sale', 'SPRING-SALE'],
  ])('%j is the code %s', (typed, code) => {
    expect(normalizePromotionCode(typed)).toBe(code);
    expect(PROMOTION_CODE_PATTERN.test(code)).toBe(true);
  });

  it.each(['AB', '-AB', 'AB-', 'A B C', 'ÄBC'])('%j is not a code', (code) => {
    expect(PROMOTION_CODE_PATTERN.test(code)).toBe(false);
  });
});
