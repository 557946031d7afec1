import { describe, expect, it } from 'vitest';
import { buildSubscription, daysFromNow, TEST_NOW } from '../testing';
import {
  GIFT_CARD_REFUSAL_MESSAGES,
  giftCardStatus,
  isGiftCardCodeFormat,
  normaliseGiftCardCode,
  planGiftCardRedemption,
} from './gift-cards';

describe('gift card codes', () => {
  it.each([
    [' halyard-gift-12m-0001 ', 'HALYARD-GIFT-12M-0001', true],
    ['HALYARD GIFT 12M', 'HALYARDGIFT12M', true],
    ['ab', 'AB', false],
    ['HALYARD--GIFT', 'HALYARD--GIFT', false],
    ['GIFT_12M', 'GIFT_12M', false],
    ['-GIFT', '-GIFT', false],
    ['X'.repeat(41), 'X'.repeat(41), false],
  ])('%j normalises to %s (well-formed: %s)', (code, normalised, wellFormed) => {
    expect(normaliseGiftCardCode(code)).toBe(normalised);
    expect(isGiftCardCodeFormat(normalised)).toBe(wellFormed);
  });
});

describe('gift card status (decision 0024)', () => {
  it.each([
    [{ redeemedAt: null, expiresAt: null }, 'valid'],
    [{ redeemedAt: null, expiresAt: daysFromNow(10) }, 'valid'],
    [{ redeemedAt: null, expiresAt: TEST_NOW.toISOString() }, 'valid'],
    [{ redeemedAt: null, expiresAt: daysFromNow(-1) }, 'expired'],
    [{ redeemedAt: daysFromNow(-5), expiresAt: daysFromNow(-1) }, 'used'],
    [{ redeemedAt: daysFromNow(-5), expiresAt: null }, 'used'],
  ])('%j is %s', (card, status) => {
    expect(giftCardStatus(card, TEST_NOW)).toBe(status);
  });

  it('tells the buyer why a card cannot be redeemed', () => {
    expect(GIFT_CARD_REFUSAL_MESSAGES.used).toBe('This gift card has already been redeemed.');
    expect(GIFT_CARD_REFUSAL_MESSAGES.expired).toBe('This gift card has expired.');
    expect(GIFT_CARD_REFUSAL_MESSAGES.unknown).toContain('does not exist');
  });
});

describe('redeeming extends a running subscription of the same tier, else creates one', () => {
  const premium = buildSubscription({
    subscription_id: 'sub_p',
    tier: 'TIER_PREMIUM',
    next_payment_date: '2027-03-01T00:00:00.000Z',
  });
  const card = { tier: 'TIER_PREMIUM' as const, months: 12 };

  it('extends from the paid-through date', () => {
    expect(planGiftCardRedemption(card, [premium], TEST_NOW)).toEqual({
      kind: 'extend',
      subscriptionId: 'sub_p',
      fromTier: 'TIER_PREMIUM',
      until: new Date('2028-03-01T00:00:00.000Z'),
    });
  });

  it('issue 24 item 5: a Premium card on a running Basic plan upgrades it, paid time included', () => {
    const basic = { ...premium, tier: 'TIER_BASIC' as const };
    expect(planGiftCardRedemption(card, [basic], TEST_NOW)).toEqual({
      kind: 'upgrade',
      subscriptionId: 'sub_p',
      fromTier: 'TIER_BASIC',
      until: new Date('2028-03-01T00:00:00.000Z'),
    });
  });

  it('issue 24 item 5: a Basic card on a running Premium plan extends it as it is', () => {
    expect(planGiftCardRedemption({ tier: 'TIER_BASIC', months: 12 }, [premium], TEST_NOW)).toEqual(
      {
        kind: 'extend',
        subscriptionId: 'sub_p',
        fromTier: 'TIER_PREMIUM',
        until: new Date('2028-03-01T00:00:00.000Z'),
      },
    );
  });

  it.each([
    ['no subscription', []],
    ['an in-app one', [{ ...premium, next_payment_method: 'AppStore' as const }]],
    ['a free trial', [{ ...premium, type: 'multi_device_free_trial' as const }]],
    [
      'a lapsed one',
      [
        {
          ...premium,
          state: 'expired' as const,
          active: false,
          next_payment_date: daysFromNow(-1),
        },
      ],
    ],
  ])('creates a subscription from today with %s', (_, subs) => {
    expect(planGiftCardRedemption(card, subs, TEST_NOW)).toEqual({
      kind: 'create',
      until: new Date('2027-11-23T12:00:00.000Z'),
    });
  });
});
