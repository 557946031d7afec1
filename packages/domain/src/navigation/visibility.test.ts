import { describe, expect, it } from 'vitest';
import { ADDON_GROUP_ENTITLEMENTS } from '../catalogue/addon-groups';
import {
  buildBusinessUser,
  buildSubscription,
  buildUser,
  daysFromNow,
  entitlementObjects,
  TEST_NOW,
} from '../testing';
import type { Subscription, UserData } from '../subscriptions/types';
import { navigationItems, SANCTIONED_REGION, type NavContext } from './visibility';

const now = TEST_NOW;

function nav(
  user: UserData | null,
  subscriptions: Subscription[],
  extra: Partial<NavContext> = {},
) {
  return navigationItems({ user, subscriptions, now, ...extra });
}
const ids = (...args: Parameters<typeof nav>) => nav(...args).map((item) => item.id);
const routeOf = (items: ReturnType<typeof nav>, id: string) =>
  items.find((i) => i.id === id)?.route;

const basic = () => buildSubscription({ setup_link_token: 'tok-1' });

describe('spec §6 navigation per user type', () => {
  it('no user data: no navigation', () => {
    expect(nav(null, [basic()])).toEqual([]);
  });

  it('business on the newer billing system: Dashboard (/volume-management), Account & Billing, Sign Out', () => {
    const items = nav(buildBusinessUser(true), []);
    expect(items.map((i) => i.id)).toEqual(['dashboard', 'account-billing', 'sign-out']);
    expect(routeOf(items, 'dashboard')).toBe('/volume-management');
  });

  it('legacy business: a bare relative dashboard and the license manager', () => {
    const items = nav(buildBusinessUser(false), []);
    expect(items.map((i) => i.id)).toEqual([
      'dashboard',
      'license-manager',
      'account-billing',
      'sign-out',
    ]);
    expect(routeOf(items, 'dashboard')).toBe('business');
    expect(routeOf(items, 'dashboard')?.startsWith('/')).toBe(false);
    expect(routeOf(items, 'license-manager')).toBe('/license_manager');
  });

  it('a business customer without a business subscription is legacy', () => {
    expect(ids(buildUser({ business_customer: true }), [])).toContain('license-manager');
  });

  it('expired: Dashboard, Account & Billing, Changelog, Redeem Code, Sign Out', () => {
    expect(ids(buildUser(), [])).toEqual([
      'dashboard',
      'account-billing',
      'changelog',
      'redeem-code',
      'sign-out',
    ]);
  });

  it('expired with a revoked subscription: no Redeem Code', () => {
    const revoked = buildSubscription({
      state: 'revoked',
      active: false,
      next_payment_date: daysFromNow(-5),
    });
    expect(ids(buildUser(), [revoked])).not.toContain('redeem-code');
  });

  it('an active Basic card customer sees the VPN group, dedicated IP, referrals and the account items', () => {
    const items = nav(buildUser(), [basic()]);
    expect(items.map((i) => i.id)).toEqual([
      'dashboard',
      'setup-devices',
      'dns-settings',
      'dedicated-ip',
      'referrals',
      'my-subscription',
      'account-billing',
      'changelog',
      'redeem-code',
      'sign-out',
    ]);
    expect(routeOf(items, 'dashboard')).toBe('/subscriptions');
    expect(routeOf(items, 'setup-devices')).toBe('/activation-setup?activation_code=tok-1');
    expect(items.find((i) => i.id === 'sign-out')).toMatchObject({
      route: null,
      labelKey: 'nav.signOut',
    });
    expect(items.find((i) => i.id === 'setup-devices')?.group).toBe('vpn');
    expect(items.find((i) => i.id === 'dedicated-ip')?.group).toBe('addons');
  });
});

describe('spec §6 visibility rules of the full navigation', () => {
  it('Setup Devices needs exactly one subscription', () => {
    expect(ids(buildUser(), [basic(), basic()])).not.toContain('setup-devices');
  });

  it('Setup Devices links to the first active subscription’s setup link token', () => {
    const lapsed = buildSubscription({
      state: 'cancelled',
      active: false,
      next_payment_date: daysFromNow(-1),
      setup_link_token: 'old',
    });
    const current = buildSubscription({ setup_link_token: 'a b/c' });
    const items = nav(buildUser({ free_trial_status: 'multi_device_free_trial' }), [
      lapsed,
      buildSubscription({
        state: 'intrial',
        type: 'multi_device_free_trial',
        setup_link_token: null,
      }),
      current,
    ]);
    expect(items.map((i) => i.id)).not.toContain('setup-devices');
    const only = nav(buildUser(), [current]);
    expect(routeOf(only, 'setup-devices')).toBe('/activation-setup?activation_code=a%20b%2Fc');
    const noToken = nav(buildUser(), [buildSubscription({ setup_link_token: null })]);
    expect(routeOf(noToken, 'setup-devices')).toBe('/activation-setup');
  });

  it.each([
    ['auto-billing on', { auto_billing_enabled: true }, true],
    ['auto-billing off', { auto_billing_enabled: false }, false],
    ['expiring soon', { expires_soon: true }, false],
  ])('in-app with %s: Setup Devices shown %s', (_case, overrides, shown) => {
    const sub = buildSubscription({ next_payment_method: 'AppStore', ...overrides });
    expect(ids(buildUser(), [sub]).includes('setup-devices')).toBe(shown);
  });

  it('a sanctioned user sees neither Setup Devices nor My Subscription (the flag is fixed false)', () => {
    expect(SANCTIONED_REGION).toBe(false);
    const items = ids(buildUser(), [basic()], { sanctioned: true });
    expect(items).not.toContain('setup-devices');
    expect(items).not.toContain('my-subscription');
  });

  it('DNS Settings is hidden for a single-device free trial and shown for an eligible one', () => {
    const single = buildSubscription({ state: 'intrial', type: 'single_device_free_trial' });
    const multi = buildSubscription({ state: 'intrial', type: 'multi_device_free_trial' });
    expect(
      ids(buildUser({ free_trial_status: 'single_device_free_trial' }), [single]),
    ).not.toContain('dns-settings');
    expect(ids(buildUser({ free_trial_status: 'multi_device_free_trial' }), [multi])).toContain(
      'dns-settings',
    );
  });

  it('DNS Settings needs an eligible subscription', () => {
    const lapsedTrial = buildSubscription({ state: 'revoked', type: 'multi_device_free_trial' });
    expect(
      ids(buildUser({ free_trial_status: 'multi_device_free_trial' }), [lapsedTrial]),
    ).not.toContain('dns-settings');
  });

  it.each([
    ['a card subscription', [{}], true],
    ['an in-app subscription', [{ next_payment_method: 'PlayStore' }], false],
    ['a card and an in-app subscription', [{}, { next_payment_method: 'AppStore' }], false],
    ['a free trial', [{ state: 'intrial', type: 'multi_device_free_trial' }], false],
  ] as const)(
    'dedicated IP with %s: %s (all subscriptions billed by us, none a free trial)',
    (_case, subs, shown) => {
      const user = buildUser({
        free_trial_status: subs.some((s) => 'type' in s) ? 'multi_device_free_trial' : null,
      });
      expect(
        ids(
          user,
          subs.map((s) => buildSubscription(s)),
        ).includes('dedicated-ip'),
      ).toBe(shown);
    },
  );

  it('eSIM when an unexpired holiday eSIM exists', () => {
    expect(
      ids(buildUser(), [buildSubscription({ holiday_esims: [{ expires: daysFromNow(3) }] })]),
    ).toContain('esim');
    expect(
      ids(buildUser(), [buildSubscription({ holiday_esims: [{ expires: daysFromNow(-3) }] })]),
    ).not.toContain('esim');
  });

  it('router coupon when unexpired, linking to the subscription’s coupon page', () => {
    const sub = buildSubscription({
      krn: 'krn:t:subscription:42',
      aircoveCoupon: { expires: daysFromNow(3) },
    });
    expect(routeOf(nav(buildUser(), [sub]), 'router-coupon')).toBe(
      '/my-subscriptions/krn:t:subscription:42/aircove-coupon',
    );
    const old = buildSubscription({ aircoveCoupon: { expires: daysFromNow(-3) } });
    expect(ids(buildUser(), [old])).not.toContain('router-coupon');
  });

  it('ID Defender links only for the features the subscription enables', () => {
    const withGroups = (...groups: (keyof typeof ADDON_GROUP_ENTITLEMENTS)[]) =>
      buildSubscription({
        entitlements: entitlementObjects(groups.flatMap((g) => ADDON_GROUP_ENTITLEMENTS[g])),
      });
    const idLinks = (sub: Subscription) =>
      nav(buildUser(), [sub]).filter((i) => i.group === 'id-defender');
    expect(idLinks(withGroups()).map((i) => i.id)).toEqual([]);
    expect(
      idLinks(
        withGroups('idp_monitoring', 'idp_insurance', 'pip_data_removal', 'credit_scanner'),
      ).map((i) => i.route),
    ).toEqual([
      '/id-defender/id-alerts',
      '/id-defender/id-theft-insurance',
      '/id-defender/data-removal',
      '/id-defender/credit-scanner',
    ]);
    expect(idLinks(withGroups('credit_report')).map((i) => i.id)).toEqual(['credit-scanner']);
    const partial = buildSubscription({
      entitlements: entitlementObjects(ADDON_GROUP_ENTITLEMENTS.credit_scanner.slice(0, 3)),
    });
    expect(idLinks(partial)).toEqual([]);
  });

  it('ID Defender links ignore subscriptions that are no longer eligible', () => {
    const lapsed = buildSubscription({ tier: 'TIER_PREMIUM', state: 'revoked' });
    expect(ids(buildUser(), [lapsed, basic()])).not.toContain('id-alerts');
  });

  it('Password Manager when any subscription’s tier is above basic', () => {
    expect(ids(buildUser(), [basic()])).not.toContain('password-manager');
    expect(ids(buildUser(), [basic(), buildSubscription({ tier: 'TIER_PREMIUM' })])).toContain(
      'password-manager',
    );
    expect(ids(buildUser(), [buildSubscription({ tier: 'TIER_VIP' })])).toContain(
      'password-manager',
    );
  });

  it('Refer friends needs an eligible, paid subscription not billed in-app', () => {
    expect(ids(buildUser(), [basic()])).toContain('referrals');
    expect(
      ids(buildUser(), [buildSubscription({ next_payment_method: 'AppStore' })]),
    ).not.toContain('referrals');
    const cbTrial = buildSubscription({
      state: 'intrial',
      type: 'chargebee_free_trial',
      handled_by_chargebee: true,
    });
    expect(ids(buildUser({ free_trial_status: 'chargebee_free_trial' }), [cbTrial])).not.toContain(
      'referrals',
    );
    const inTrialStandard = buildSubscription({ state: 'intrial' });
    expect(ids(buildUser(), [inTrialStandard])).not.toContain('referrals');
  });

  it('Expert Program when its feature flag is on', () => {
    expect(ids(buildUser(), [basic()])).not.toContain('expert-program');
    expect(ids(buildUser(), [basic()], { expertProgramEnabled: true })).toContain('expert-program');
  });
});
