import { describe, expect, it } from 'vitest';
import { daysFromNow, TEST_NOW } from '../testing';
import {
  engineAction,
  isExpiringWindow,
  nextChargeAmount,
  type BillableSubscription,
} from './engine-decision';

const now = TEST_NOW;
const settings = { expiringWindowDays: 30 };

function sub(overrides: Partial<BillableSubscription> = {}): BillableSubscription {
  return {
    state: 'active',
    type: 'standard',
    next_payment_date: daysFromNow(10),
    next_payment_method: 'CreditCard',
    auto_billing_enabled: true,
    expires_soon: false,
    handled_by_chargebee: false,
    next_retry_at: null,
    ...overrides,
  };
}

describe('what the billing engine does with a subscription (decision 0031 state table)', () => {
  it.each([
    [
      'an auto-renewing card subscription due now is charged',
      { next_payment_date: now.toISOString() },
      'charge',
    ],
    ['one due yesterday (grace) is charged', { next_payment_date: daysFromNow(-1) }, 'charge'],
    ['one not due yet has nothing to do', {}, 'none'],
    [
      'in dunning, before the scheduled retry, it waits',
      { next_payment_date: daysFromNow(-1), next_retry_at: daysFromNow(2) },
      'none',
    ],
    [
      'in dunning, at the scheduled retry, it is charged',
      { next_payment_date: daysFromNow(-3), next_retry_at: now.toISOString() },
      'charge',
    ],
    [
      'autobilling off and the date reached: it expires',
      { auto_billing_enabled: false, next_payment_date: daysFromNow(-1) },
      'expire',
    ],
    [
      'an App Store subscription due is renewed by the store',
      { next_payment_method: 'AppStore', next_payment_date: daysFromNow(-1) },
      'store-renewal',
    ],
    [
      'a Play Store one with autobilling off expires',
      {
        next_payment_method: 'PlayStore',
        auto_billing_enabled: false,
        next_payment_date: daysFromNow(-1),
      },
      'expire',
    ],
    [
      'a chargebee trial with card and autobilling is charged at its end',
      {
        state: 'intrial',
        type: 'chargebee_free_trial',
        handled_by_chargebee: true,
        next_payment_date: daysFromNow(-1),
      },
      'charge',
    ],
    [
      'a chargebee trial with autobilling off ends',
      {
        state: 'intrial',
        type: 'chargebee_free_trial',
        handled_by_chargebee: true,
        auto_billing_enabled: false,
        next_payment_date: daysFromNow(-1),
      },
      'expire',
    ],
    [
      'issue 24 item 2: a multi-device trial given a card (auto-renew on) is charged at its end',
      {
        state: 'intrial',
        type: 'multi_device_free_trial',
        auto_billing_enabled: true,
        next_payment_date: daysFromNow(-1),
      },
      'charge',
    ],
    [
      'spec §4: a chargebee trial not handled by chargebee is not in trial: it ends',
      {
        state: 'intrial',
        type: 'chargebee_free_trial',
        handled_by_chargebee: false,
        next_payment_date: daysFromNow(-1),
      },
      'expire',
    ],
    [
      'a multi-device free trial ends',
      {
        state: 'intrial',
        type: 'multi_device_free_trial',
        auto_billing_enabled: false,
        next_payment_date: daysFromNow(-1),
      },
      'expire',
    ],
    [
      'a cancelled subscription has no work',
      { state: 'cancelled', next_payment_date: daysFromNow(-1) },
      'none',
    ],
    ['an expired one has none', { state: 'expired', next_payment_date: daysFromNow(-40) }, 'none'],
    ['a subscription without a date has none', { next_payment_date: null }, 'none'],
    [
      'autobilling off, ending within 30 days: flagged expiring',
      { auto_billing_enabled: false, next_payment_date: daysFromNow(30) },
      'flag-expiring',
    ],
    [
      'autobilling off, ending in 31 days: not yet',
      { auto_billing_enabled: false, next_payment_date: daysFromNow(31) },
      'none',
    ],
    [
      'already flagged: nothing more',
      { auto_billing_enabled: false, expires_soon: true, next_payment_date: daysFromNow(5) },
      'none',
    ],
    ['flagged but auto-renewing again: cleared', { expires_soon: true }, 'clear-expiring'],
    [
      'flagged but the end is far away: cleared',
      { auto_billing_enabled: false, expires_soon: true, next_payment_date: daysFromNow(90) },
      'clear-expiring',
    ],
  ] as const)('%s', (_rule, overrides, expected) => {
    expect(engineAction(sub(overrides), now, settings)).toBe(expected);
  });
});

describe('the expiring window', () => {
  it.each([
    [daysFromNow(1), true],
    [daysFromNow(30), true],
    [daysFromNow(30.01), false],
    [now.toISOString(), false],
    [daysFromNow(-1), false],
    [null, false],
  ])('an end at %s is within 30 days: %s', (end, expected) => {
    expect(isExpiringWindow(end, now, 30)).toBe(expected);
  });
});

describe('the next charge amount (issue 24 item 2)', () => {
  it('should charge a converting trial its price’s first-period amount, a renewal its renewal amount', () => {
    expect(nextChargeAmount({ state: 'intrial', renewalAmount: 11695, firstAmount: 8004 })).toBe(
      8004,
    );
    expect(nextChargeAmount({ state: 'active', renewalAmount: 11695, firstAmount: 8004 })).toBe(
      11695,
    );
    expect(nextChargeAmount({ state: 'intrial', renewalAmount: 1949, firstAmount: null })).toBe(
      1949,
    );
  });
});
