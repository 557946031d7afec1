import { describe, expect, it } from 'vitest';
import { buildSubscription, daysFromNow, TEST_NOW } from '../testing';
import { subscriptionForTracking, trackingStatus, trackingStatusOf } from './tracking-status';

const now = TEST_NOW;
const running = { state: 'intrial', next_payment_date: daysFromNow(5) } as const;
const lapsed = { state: 'intrial', next_payment_date: daysFromNow(-5) } as const;

describe('spec §4 tracking status of a VPN subscription', () => {
  it.each([
    ['multi_device_free_trial', running, 'multi_device_free_trial_active'],
    ['multi_device_free_trial', lapsed, 'multi_device_free_trial_expired'],
    ['single_device_free_trial', running, 'free_trial_active'],
    ['single_device_free_trial', lapsed, 'free_trial_expired'],
    ['chargebee_free_trial', running, 'chargebee_free_trial_active'],
    ['chargebee_free_trial', lapsed, 'chargebee_free_trial_expired'],
    ['standard', { state: 'active' }, 'active'],
    ['standard', { state: 'active', next_payment_date: daysFromNow(-3) }, 'active'],
    ['standard', { state: 'revoked' }, 'revoked'],
    ['standard', { state: 'cancelled', next_payment_date: daysFromNow(-3) }, 'revoked'],
  ] as const)('a %s subscription %o tracks as %s', (type, overrides, expected) => {
    expect(trackingStatusOf(buildSubscription({ type, ...overrides }), now)).toBe(expected);
  });
});

describe('spec §4 which subscription is tracked', () => {
  const first = buildSubscription({
    state: 'cancelled',
    active: false,
    next_payment_date: daysFromNow(-10),
  });
  const active = buildSubscription({ state: 'active' });
  const revoked = buildSubscription({
    state: 'revoked',
    active: false,
    next_payment_date: daysFromNow(-10),
  });
  const last = buildSubscription({
    state: 'cancelled',
    active: false,
    next_payment_date: daysFromNow(-20),
  });

  it('if any subscription is revoked, the last one is used', () => {
    expect(subscriptionForTracking([active, revoked, last], now)).toBe(last);
    expect(trackingStatus([active, revoked, last], now)).toBe('revoked');
  });

  it('otherwise the first active one is used', () => {
    expect(subscriptionForTracking([first, active], now)).toBe(active);
    expect(trackingStatus([first, active], now)).toBe('active');
  });

  it('otherwise the first', () => {
    expect(subscriptionForTracking([first, last], now)).toBe(first);
  });

  it('without subscriptions there is nothing to track', () => {
    expect(subscriptionForTracking([], now)).toBeNull();
    expect(trackingStatus([], now)).toBeNull();
  });
});
