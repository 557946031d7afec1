import { describe, expect, it } from 'vitest';
import { buildSubscription, daysFromNow, TEST_NOW } from '../testing';
import type { Subscription } from '../subscriptions/types';
import { subscriptionActions } from './subscription-actions';

const grace: Partial<Subscription> = {
  next_payment_date: daysFromNow(-3),
  auto_bill_failed_on: daysFromNow(-3),
  auto_bill_payment_failed: true,
};
const expiring: Partial<Subscription> = { expires_soon: true, auto_billing_enabled: false };
const expired: Partial<Subscription> = {
  state: 'expired',
  active: false,
  next_payment_date: daysFromNow(-30),
  auto_billing_enabled: false,
};

describe('spec §2 subscription-block links per state (the prominent one first)', () => {
  it.each<[string, Partial<Subscription>, string | null, string[]]>([
    ['active, billed by us', {}, null, ['update-payment-method', 'payment-history']],
    [
      'grace period: retry the payment',
      grace,
      'retry-payment',
      ['update-payment-method', 'autobill-failed-help', 'payment-history'],
    ],
    [
      'autobill failed before the date passed',
      { auto_bill_payment_failed: true },
      'retry-payment',
      ['update-payment-method', 'autobill-failed-help', 'payment-history'],
    ],
    [
      'grace period without manual renewal: fix the payment method',
      { ...grace, manual_renew_allowed: false },
      'update-payment-method',
      ['autobill-failed-help', 'payment-history'],
    ],
    ['expiring', expiring, null, ['update-payment-method', 'payment-history']],
    ['issue 24 item 4: expired — buy it again', expired, 'buy-again', ['payment-history']],
    [
      'expired without manual renewal',
      { ...expired, manual_renew_allowed: false },
      null,
      ['payment-history'],
    ],
    ['cancelled', { state: 'cancelled', auto_billing_enabled: false }, null, ['payment-history']],
    ['revoked', { state: 'revoked', active: false }, null, ['payment-history']],
    [
      'trial without a card: add one',
      {
        state: 'intrial',
        type: 'multi_device_free_trial',
        cc_info: null,
        next_payment_method: 'None',
      },
      'update-payment-method',
      [],
    ],
    [
      'trial with a card',
      { state: 'intrial', type: 'chargebee_free_trial', handled_by_chargebee: true },
      null,
      ['update-payment-method', 'payment-history'],
    ],
    ['App Store, renewing', { next_payment_method: 'AppStore' }, null, ['ios-help']],
    [
      'App Store, payment owed',
      { next_payment_method: 'AppStore', ...grace },
      'ios-update',
      ['ios-help'],
    ],
    [
      'App Store, expiring',
      { next_payment_method: 'AppStore', ...expiring },
      'ios-update',
      ['ios-help'],
    ],
    ['Play Store, renewing', { next_payment_method: 'PlayStore' }, null, ['play-store-help']],
    [
      'Play Store, expired',
      { next_payment_method: 'PlayStore', ...expired },
      'play-store-update',
      ['play-store-help'],
    ],
  ])('%s', (_, overrides, primary, others) => {
    expect(subscriptionActions(buildSubscription(overrides), TEST_NOW)).toEqual({
      primary,
      others,
    });
  });
});
