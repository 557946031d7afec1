import { describe, expect, it } from 'vitest';
import { buildAddon, buildSubscription, daysFromNow, TEST_NOW } from '../testing';
import {
  activeSubscriptions,
  hasActiveAutobillFailed,
  hasUnexpiredHolidayEsim,
  hasUnexpiredRouterCoupon,
  heldEntitlementIds,
  heldEntitlementsWindow,
  isAddonExpired,
  isCancelled,
  isExpired,
  isExpiring,
  isFreeTrialType,
  isInApp,
  isInGracePeriod,
  isInTrial,
  isLapsed,
} from './conditions';

const now = TEST_NOW;
const past = daysFromNow(-1);
const future = daysFromNow(1);

describe('spec §4 expired: next payment date in the past and state not active', () => {
  it.each([
    ['cancelled, date past', { state: 'cancelled', next_payment_date: past }, true],
    ['revoked, date past', { state: 'revoked', next_payment_date: past }, true],
    ['in trial, date past', { state: 'intrial', next_payment_date: past }, true],
    ['active, date past (that is grace)', { state: 'active', next_payment_date: past }, false],
    ['cancelled, date future', { state: 'cancelled', next_payment_date: future }, false],
    [
      'cancelled, date exactly now',
      { state: 'cancelled', next_payment_date: now.toISOString() },
      false,
    ],
    ['cancelled, no date', { state: 'cancelled', next_payment_date: null }, false],
  ] as const)('%s → %s', (_case, overrides, expected) => {
    expect(isExpired(buildSubscription(overrides), now)).toBe(expected);
  });
});

describe('spec §4 grace period: state active and next payment date in the past', () => {
  it.each([
    [
      'an active subscription whose next payment date is past is in grace period',
      { state: 'active', next_payment_date: past },
      true,
    ],
    [
      'an active subscription due in the future is not',
      { state: 'active', next_payment_date: future },
      false,
    ],
    [
      'a cancelled subscription whose date is past is not (it is expired)',
      { state: 'cancelled', next_payment_date: past },
      false,
    ],
  ] as const)('%s', (_rule, overrides, expected) => {
    expect(isInGracePeriod(buildSubscription(overrides), now)).toBe(expected);
  });
});

describe('spec §4 expiring: expires_soon set, autobilling off and next payment date still in the future', () => {
  it.each([
    [{ expires_soon: true, auto_billing_enabled: false, next_payment_date: future }, true],
    [{ expires_soon: false, auto_billing_enabled: false, next_payment_date: future }, false],
    [{ expires_soon: true, auto_billing_enabled: true, next_payment_date: future }, false],
    [{ expires_soon: true, auto_billing_enabled: false, next_payment_date: past }, false],
    [{ expires_soon: true, auto_billing_enabled: false, next_payment_date: null }, false],
  ])('%o → %s', (overrides, expected) => {
    expect(isExpiring(buildSubscription(overrides), now)).toBe(expected);
  });
});

describe('spec §4 in trial: state intrial; a chargebee trial additionally needs handled_by_chargebee', () => {
  it.each([
    [
      'a multi-device free trial in trial',
      { state: 'intrial', type: 'multi_device_free_trial' },
      true,
    ],
    [
      'a chargebee trial handled by chargebee',
      { state: 'intrial', type: 'chargebee_free_trial', handled_by_chargebee: true },
      true,
    ],
    [
      'a chargebee trial not handled by chargebee',
      { state: 'intrial', type: 'chargebee_free_trial', handled_by_chargebee: false },
      false,
    ],
    ['an active subscription', { state: 'active' }, false],
  ] as const)('%s → %s', (_case, overrides, expected) => {
    expect(isInTrial(buildSubscription(overrides))).toBe(expected);
  });
});

describe('spec §4 cancelled and autobill failed', () => {
  it('cancelled is state cancelled', () => {
    expect(isCancelled(buildSubscription({ state: 'cancelled' }))).toBe(true);
    expect(isCancelled(buildSubscription({ state: 'active' }))).toBe(false);
  });

  it.each([
    ['autobilling on, payment failed flag, active', { auto_bill_payment_failed: true }, true],
    ['autobilling on, failure date set, active', { auto_bill_failed_on: past }, true],
    ['autobilling off', { auto_bill_payment_failed: true, auto_billing_enabled: false }, false],
    ['no failure flag', {}, false],
    ['state not active', { auto_bill_payment_failed: true, state: 'cancelled' }, false],
  ] as const)(
    'an active-subscription autobill failed when %s → %s',
    (_case, overrides, expected) => {
      expect(hasActiveAutobillFailed(buildSubscription(overrides))).toBe(expected);
    },
  );
});

describe('spec §4 the list of active subscriptions keeps those that are active or not yet due', () => {
  it('keeps active ones and ones whose next payment date is not in the past, in order', () => {
    const active = buildSubscription({ active: true, next_payment_date: past });
    const notDue = buildSubscription({
      active: false,
      state: 'cancelled',
      next_payment_date: future,
    });
    const dueNow = buildSubscription({
      active: false,
      state: 'cancelled',
      next_payment_date: now.toISOString(),
    });
    const lapsed = buildSubscription({
      active: false,
      state: 'cancelled',
      next_payment_date: past,
    });
    const undated = buildSubscription({
      active: false,
      state: 'cancelled',
      next_payment_date: null,
    });
    expect(activeSubscriptions([active, notDue, dueNow, lapsed, undated], now)).toEqual([
      active,
      notDue,
      dueNow,
    ]);
  });
});

describe('spec §4 an addon is expired when its date is in the past', () => {
  it.each([
    [past, true],
    [future, false],
    [null, false],
  ])('an addon expiring %s is expired: %s', (expires_at, expected) => {
    expect(isAddonExpired(buildAddon({ expires_at }), now)).toBe(expected);
  });
});

describe('spec §9 entitlements held: the tier and the add-ons that have not expired (spec §4)', () => {
  it('a basic plan with a current ID Defender insurance add-on holds vpn and the coverage', () => {
    const addons = [{ addon_type: 'idp_insurance', expires_at: future }];
    expect(heldEntitlementIds('TIER_BASIC', addons, now)).toEqual([
      'idp_insurance_coverage',
      'vpn',
    ]);
  });

  it('an add-on whose date is in the past grants nothing any more', () => {
    const addons = [
      { addon_type: 'idp_insurance', expires_at: past },
      { addon_type: 'credit_report', expires_at: past },
    ];
    expect(heldEntitlementIds('TIER_BASIC', addons, now)).toEqual(['vpn']);
  });

  it('an add-on without a date does not expire', () => {
    const addons = [{ addon_type: 'idp_insurance', expires_at: null }];
    expect(heldEntitlementIds('TIER_BASIC', addons, now)).toContain('idp_insurance_coverage');
  });

  it('a tier the catalogue does not know grants only its current add-ons', () => {
    const addons = [{ addon_type: 'idp_insurance', expires_at: future }];
    expect(heldEntitlementIds('TIER_GOLD', addons, now)).toEqual(['idp_insurance_coverage']);
  });
});

describe('spec §4 the instants between which the entitlements held stay the same', () => {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it('run from just after the last add-on date past to just after the next one to come', () => {
    const addons = [
      { expires_at: at(-5_000) },
      { expires_at: at(-1_000) },
      { expires_at: at(3_000) },
      { expires_at: at(9_000) },
      { expires_at: null },
    ];
    expect(heldEntitlementsWindow(addons, now)).toEqual({
      from: now.getTime() - 1_000 + 1,
      until: now.getTime() + 3_000 + 1,
    });
  });

  it('agree with heldEntitlementIds at their edges (an add-on is past the millisecond after its date)', () => {
    const addons = [{ addon_type: 'idp_insurance', expires_at: at(3_000) }];
    const { until } = heldEntitlementsWindow(addons, now);
    const held = (ms: number) => heldEntitlementIds('TIER_BASIC', addons, new Date(ms));
    expect(held(until - 1)).toEqual(held(now.getTime()));
    expect(held(until)).not.toEqual(held(now.getTime()));
  });

  it('never end without an add-on date', () => {
    expect(heldEntitlementsWindow([], now)).toEqual({ from: -Infinity, until: Infinity });
  });
});

describe('extras the navigation asks about', () => {
  it('the first holiday eSIM decides whether an unexpired one exists', () => {
    expect(
      hasUnexpiredHolidayEsim(buildSubscription({ holiday_esims: [{ expires: future }] }), now),
    ).toBe(true);
    expect(
      hasUnexpiredHolidayEsim(
        buildSubscription({ holiday_esims: [{ expires: past }, { expires: future }] }),
        now,
      ),
    ).toBe(false);
    expect(hasUnexpiredHolidayEsim(buildSubscription({ holiday_esims: [] }), now)).toBe(false);
  });

  it('a router coupon counts until it expires', () => {
    expect(
      hasUnexpiredRouterCoupon(buildSubscription({ aircoveCoupon: { expires: future } }), now),
    ).toBe(true);
    expect(
      hasUnexpiredRouterCoupon(buildSubscription({ aircoveCoupon: { expires: past } }), now),
    ).toBe(false);
    expect(hasUnexpiredRouterCoupon(buildSubscription({ aircoveCoupon: null }), now)).toBe(false);
  });

  it('in-app means billed by the App Store or the Play Store', () => {
    expect(isInApp(buildSubscription({ next_payment_method: 'AppStore' }))).toBe(true);
    expect(isInApp(buildSubscription({ next_payment_method: 'PlayStore' }))).toBe(true);
    expect(isInApp(buildSubscription({ next_payment_method: 'CreditCard' }))).toBe(false);
  });

  it('the three free-trial types are free trials; standard is not', () => {
    expect(isFreeTrialType('single_device_free_trial')).toBe(true);
    expect(isFreeTrialType('standard')).toBe(false);
  });

  it.each([
    [{ state: 'revoked', next_payment_date: future }, true],
    [{ state: 'expired', next_payment_date: future }, true],
    [{ state: 'cancelled', next_payment_date: past }, true],
    [{ state: 'cancelled', next_payment_date: future }, false],
    [{ state: 'active', next_payment_date: past }, false],
  ] as const)('%o has lapsed: %s', (overrides, expected) => {
    expect(isLapsed(buildSubscription(overrides), now)).toBe(expected);
  });
});
