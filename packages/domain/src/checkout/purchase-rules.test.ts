import { describe, expect, it } from 'vitest';
import { months } from '../catalogue/periods';
import { buildSubscription, daysFromNow, TEST_NOW } from '../testing';
import {
  addonMatchesPlan,
  checkOrderFlow,
  checkSubscriptionChange,
  unconfirmedOverlap,
} from './purchase-rules';

const running = buildSubscription({ state: 'active', next_payment_date: daysFromNow(30) });
const lapsed = buildSubscription({
  state: 'expired',
  active: false,
  next_payment_date: daysFromNow(-3),
});

describe('spec §3 "already has subscription" (decision 0022)', () => {
  it.each([
    ['order', [], true],
    ['order', [lapsed], true],
    ['order', [running], false],
    ['additional_purchase', [running], true],
    ['edit_subscription', [running], true],
  ] as const)('%s with %# subscriptions is allowed: %s', (flow, subs, allowed) => {
    const result = checkOrderFlow(flow, subs, TEST_NOW);
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.reason).toBe('already-has-subscription');
  });
});

describe('spec §4 which subscriptions can be edited or take an add-on', () => {
  it.each([
    ['edit_subscription', running, true],
    ['add_addon', running, true],
    ['edit_subscription', lapsed, true],
    ['add_addon', lapsed, false],
    ['edit_subscription', buildSubscription({ next_payment_method: 'AppStore' }), false],
    ['add_addon', buildSubscription({ next_payment_method: 'PlayStore' }), false],
    ['edit_subscription', buildSubscription({ state: 'revoked', active: false }), false],
    ['add_addon', buildSubscription({ state: 'intrial', type: 'multi_device_free_trial' }), false],
    [
      'edit_subscription',
      buildSubscription({ state: 'intrial', type: 'multi_device_free_trial' }),
      true,
    ],
  ] as const)('%s on subscription %# is allowed: %s', (flow, sub, allowed) => {
    expect(checkSubscriptionChange(flow, sub, TEST_NOW)).toEqual(
      allowed ? { ok: true, value: null } : { ok: false, reason: 'not-allowed' },
    );
  });
});

describe('an add-on runs as long as the plan it is bought with', () => {
  it.each([
    [months(12), months(12), true],
    [months(12), months(1), false],
    [months(12), { length: 1, unit: 'years' as const }, false],
  ])('plan %j with add-on %j: %s', (plan, addon, matches) => {
    expect(addonMatchesPlan(plan, addon)).toBe(matches);
  });
});

describe('issue 24 item 5: no second subscription by mistake', () => {
  const running = buildSubscription({ subscription_id: 'sub_running', tier: 'TIER_PREMIUM' });
  const ended = buildSubscription({
    subscription_id: 'sub_ended',
    state: 'expired',
    active: false,
    next_payment_date: daysFromNow(-10),
  });

  it('should name the running subscription an unconfirmed additional purchase overlaps', () => {
    expect(unconfirmedOverlap('additional_purchase', [ended, running], false, TEST_NOW)).toBe(
      running,
    );
  });

  it('should let a confirmed one, another flow, or a customer with nothing running through', () => {
    expect(unconfirmedOverlap('additional_purchase', [running], true, TEST_NOW)).toBeNull();
    expect(unconfirmedOverlap('edit_subscription', [running], false, TEST_NOW)).toBeNull();
    expect(unconfirmedOverlap('additional_purchase', [ended], false, TEST_NOW)).toBeNull();
  });

  it('should not ask a free-trial user, whose purchase is how the trial becomes paid', () => {
    const trial = buildSubscription({ state: 'intrial', type: 'multi_device_free_trial' });
    expect(unconfirmedOverlap('additional_purchase', [trial], false, TEST_NOW)).toBeNull();
  });
});
