import { describe, expect, it } from 'vitest';
import { buildSubscription, daysFromNow, TEST_NOW } from '../testing';
import { apiStatusOf } from './api-status';
import { displayState } from './display-state';

const now = TEST_NOW;
const past = daysFromNow(-2);
const future = daysFromNow(2);

describe('the dashboard display state, first matching rule wins', () => {
  it.each([
    [
      'a revoked subscription is revoked, whatever its date',
      { state: 'revoked', next_payment_date: future },
      'revoked',
    ],
    [
      'an expired-state subscription is expired',
      { state: 'expired', next_payment_date: future },
      'expired',
    ],
    [
      'a cancelled subscription whose date has passed is expired',
      { state: 'cancelled', next_payment_date: past },
      'expired',
    ],
    [
      'a trial whose date has passed is expired',
      { state: 'intrial', next_payment_date: past },
      'expired',
    ],
    [
      'a cancelled subscription still running is cancelled',
      { state: 'cancelled', next_payment_date: future },
      'cancelled',
    ],
    [
      'an active subscription whose next payment date is past is in grace period',
      { state: 'active', next_payment_date: past },
      'grace',
    ],
    [
      'a running trial is a trial, even when expiring',
      { state: 'intrial', expires_soon: true, auto_billing_enabled: false },
      'trial',
    ],
    [
      'an unhandled chargebee trial is not a trial',
      { state: 'intrial', type: 'chargebee_free_trial' },
      'active',
    ],
    [
      'an active subscription expiring soon with autobilling off is expiring',
      { expires_soon: true, auto_billing_enabled: false },
      'expiring',
    ],
    ['an active, auto-renewing subscription is active', {}, 'active'],
  ] as const)('%s', (_rule, overrides, expected) => {
    expect(displayState(buildSubscription(overrides), now)).toBe(expected);
  });
});

describe('spec §3 API subscription status of a subscription', () => {
  it.each([
    [{ purchase_date: future }, 'future'],
    [{ state: 'intrial' }, 'in_trial'],
    [{ state: 'active' }, 'active'],
    [{ state: 'active', auto_billing_enabled: false }, 'non_renewing'],
    [{ state: 'cancelled' }, 'cancelled'],
    [{ state: 'revoked' }, 'cancelled'],
  ] as const)('%o is %s', (overrides, expected) => {
    expect(apiStatusOf(buildSubscription(overrides), now)).toBe(expected);
  });
});
