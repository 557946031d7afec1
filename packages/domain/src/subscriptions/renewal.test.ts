import { describe, expect, it } from 'vitest';
import { buildSubscription, daysFromNow, TEST_NOW } from '../testing';
import type { Subscription } from './types';
import { renewsAutomatically } from './renewal';

describe('the dashboard announces a next payment only when one will be charged', () => {
  it.each<[string, Partial<Subscription>, boolean]>([
    ['active with auto-renew', {}, true],
    ['active with auto-renew off', { auto_billing_enabled: false }, false],
    ['in trial, converting', { state: 'intrial' }, true],
    ['in trial without auto-renew', { state: 'intrial', auto_billing_enabled: false }, false],
    ['grace period (renewal still being collected)', { next_payment_date: daysFromNow(-2) }, true],
    ['cancelled', { state: 'cancelled' }, false],
    ['revoked', { state: 'revoked', active: false }, false],
    ['expired', { state: 'expired', active: false, next_payment_date: daysFromNow(-2) }, false],
  ])('%s → %s', (_, overrides, expected) => {
    expect(renewsAutomatically(buildSubscription(overrides), TEST_NOW)).toBe(expected);
  });
});
