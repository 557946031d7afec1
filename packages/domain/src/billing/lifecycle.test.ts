import { describe, expect, it } from 'vitest';
import { daysFromNow, TEST_NOW } from '../testing';
import {
  checkAutobillOff,
  checkAutobillOn,
  checkPaymentCollection,
  hasEnded,
  LIFECYCLE_REFUSAL_MESSAGES,
  LIFECYCLE_REFUSAL_STATUS,
  LIFECYCLE_REFUSALS,
  type LifecycleSubscription,
} from './lifecycle';

const now = TEST_NOW;

function sub(overrides: Partial<LifecycleSubscription> = {}): LifecycleSubscription {
  return {
    state: 'active',
    type: 'standard',
    next_payment_date: daysFromNow(10),
    next_payment_method: 'CreditCard',
    auto_billing_enabled: true,
    supports_autobill: true,
    auto_bill_payment_failed: false,
    auto_bill_failed_on: null,
    has_payment_method: true,
    ...overrides,
  };
}

const refused = (reason: string) => ({ ok: false, reason });

describe('autobill off (decision 0030)', () => {
  it.each([
    ['an auto-renewing card subscription', {}, { ok: true, value: null }],
    [
      'an App Store subscription: the store owns renewal',
      { next_payment_method: 'AppStore' },
      refused('managed-by-store'),
    ],
    [
      'a Play Store one',
      { next_payment_method: 'PlayStore', supports_autobill: false },
      refused('managed-by-store'),
    ],
    ['a plan without autobilling', { supports_autobill: false }, refused('autobill-not-supported')],
    ['a revoked one', { state: 'revoked' }, refused('subscription-ended')],
    [
      'a cancelled one still running (already off: allowed, nothing changes)',
      { state: 'cancelled', auto_billing_enabled: false },
      { ok: true, value: null },
    ],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(checkAutobillOff(sub(overrides), now)).toEqual(expected);
  });
});

describe('autobill on (decision 0030)', () => {
  it.each([
    [
      'an active subscription with a card',
      { auto_billing_enabled: false },
      { ok: true, value: { resume: false } },
    ],
    [
      'a cancelled one still running is resumed',
      { state: 'cancelled', auto_billing_enabled: false },
      { ok: true, value: { resume: true } },
    ],
    [
      'a cancelled one whose date passed has ended',
      { state: 'cancelled', next_payment_date: daysFromNow(-1) },
      refused('subscription-ended'),
    ],
    ['an expired one', { state: 'expired' }, refused('subscription-ended')],
    ['an in-app one', { next_payment_method: 'AppStore' }, refused('managed-by-store')],
    ['a plan without autobilling', { supports_autobill: false }, refused('autobill-not-supported')],
    [
      'a chargebee trial with a card',
      { state: 'intrial', type: 'chargebee_free_trial' },
      { ok: true, value: { resume: false } },
    ],
    [
      'issue 24 item 2: a multi-device free trial with a card renews (converts at its end)',
      { state: 'intrial', type: 'multi_device_free_trial' },
      { ok: true, value: { resume: false } },
    ],
    [
      'issue 24 item 2: a single-device free trial without a card cannot',
      { state: 'intrial', type: 'single_device_free_trial', has_payment_method: false },
      refused('payment-method-required'),
    ],
    [
      'without a payment method',
      { has_payment_method: false, next_payment_method: 'None' },
      refused('payment-method-required'),
    ],
    [
      'while a chargeback is open (decision 0153: renewal held until it is resolved)',
      { auto_billing_enabled: false, payment_disputed: true },
      refused('payment-disputed'),
    ],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(checkAutobillOn(sub(overrides), now)).toEqual(expected);
  });
});

describe('retry of payment collection (decision 0030)', () => {
  it.each([
    [
      'grace period: active, date past',
      { next_payment_date: daysFromNow(-3), auto_bill_payment_failed: true },
      { ok: true, value: null },
    ],
    [
      'autobill failed today (date not past yet)',
      { next_payment_date: now.toISOString(), auto_bill_failed_on: now.toISOString() },
      { ok: true, value: null },
    ],
    [
      'active with autobilling off but date past (grace)',
      { next_payment_date: daysFromNow(-1), auto_billing_enabled: false },
      { ok: true, value: null },
    ],
    ['an active subscription paid up', {}, refused('nothing-to-collect')],
    ['a trial', { state: 'intrial' }, refused('nothing-to-collect')],
    [
      'an expired one',
      { state: 'expired', next_payment_date: daysFromNow(-20) },
      refused('subscription-ended'),
    ],
    [
      'an in-app one',
      { next_payment_method: 'PlayStore', next_payment_date: daysFromNow(-1) },
      refused('managed-by-store'),
    ],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(checkPaymentCollection(sub(overrides), now)).toEqual(expected);
  });
});

describe('ended subscriptions and the refusal tables', () => {
  it.each([
    [{ state: 'revoked' }, true],
    [{ state: 'expired' }, true],
    [{ state: 'intrial', next_payment_date: daysFromNow(-1) }, true],
    [{ state: 'intrial' }, false],
    [{ state: 'active', next_payment_date: daysFromNow(-1) }, false],
  ] as const)('%o has ended: %s', (overrides, expected) => {
    expect(hasEnded(sub(overrides), now)).toBe(expected);
  });

  it('every refusal has a 4xx status and a message', () => {
    for (const reason of LIFECYCLE_REFUSALS) {
      expect(LIFECYCLE_REFUSAL_STATUS[reason]).toBeGreaterThanOrEqual(400);
      expect(LIFECYCLE_REFUSAL_STATUS[reason]).toBeLessThan(500);
      expect(LIFECYCLE_REFUSAL_MESSAGES[reason]).toMatch(/\.$/);
    }
  });
});
