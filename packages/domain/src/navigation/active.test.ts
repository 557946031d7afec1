import { describe, expect, it } from 'vitest';
import { buildSubscription, buildUser, TEST_NOW } from '../testing';
import { isNavItemActive, markActive } from './active';
import { NAV_ITEM_IDS, NAV_ITEMS } from './nav-items';
import {
  activationLinkFor,
  activationSetupRoute,
  routerCouponRoute,
  ROUTES,
  subscriptionLinks,
} from './routes';
import { navigationItems } from './visibility';

describe('spec §2 an item is active when the path equals its url or begins with its url plus a slash', () => {
  it.each([
    ['/subscriptions', '/subscriptions', true],
    ['/subscriptions/krn:1', '/subscriptions', true],
    ['/subscriptions-archive', '/subscriptions', false],
    ['/account-billing', '/subscriptions', false],
    ['/activation-setup', '/activation-setup?activation_code=x', true],
    ['/keys', '/keys#top', true],
    ['/business', 'business', true],
    ['/business/seats', 'business', true],
    ['/subscriptions', 'business', false],
    ['/anything', null, false],
  ])('path %s, url %s → %s', (path, url, expected) => {
    expect(isNavItemActive(path, url)).toBe(expected);
  });

  it('marks the items for the current path', () => {
    const items = navigationItems({
      user: buildUser(),
      subscriptions: [buildSubscription()],
      now: TEST_NOW,
    });
    const marked = markActive(items, '/account-billing/invoices');
    expect(marked.filter((i) => i.active).map((i) => i.id)).toEqual(['account-billing']);
  });
});

describe('spec §2 routes', () => {
  it('every item has the route of the spec’s account navigation table', () => {
    expect(Object.keys(NAV_ITEMS)).toEqual([...NAV_ITEM_IDS]);
    expect(Object.fromEntries(NAV_ITEM_IDS.map((id) => [id, NAV_ITEMS[id].route]))).toEqual({
      dashboard: '/subscriptions',
      'setup-devices': '/activation-setup',
      'dns-settings': '/dns_settings',
      'dedicated-ip': '/support/dedicated-ip',
      esim: '/esim',
      'router-coupon': '/my-subscriptions',
      'id-alerts': '/id-defender/id-alerts',
      'id-theft-insurance': '/id-defender/id-theft-insurance',
      'data-removal': '/id-defender/data-removal',
      'credit-scanner': '/id-defender/credit-scanner',
      'password-manager': '/keys',
      referrals: '/referrals',
      'my-subscription': '/my-subscriptions',
      'license-manager': '/license_manager',
      'account-billing': '/account-billing',
      changelog: '/changelog',
      'redeem-code': '/redeem',
      'expert-program': '/expert-program',
      'sign-out': null,
    });
    expect(ROUTES.businessDashboard).toBe('/volume-management');
  });

  it('builds the activation and router-coupon links', () => {
    expect(activationSetupRoute('abc')).toBe('/activation-setup?activation_code=abc');
    expect(activationSetupRoute(null)).toBe('/activation-setup');
    const lapsed = buildSubscription({
      state: 'cancelled',
      active: false,
      next_payment_date: '2026-01-01T00:00:00Z',
      setup_link_token: 'old',
    });
    const current = buildSubscription({ setup_link_token: 'new' });
    expect(activationLinkFor([lapsed, current], TEST_NOW)).toBe(
      '/activation-setup?activation_code=new',
    );
    expect(activationLinkFor([lapsed], TEST_NOW)).toBe('/activation-setup');
    expect(routerCouponRoute('krn:a/b')).toBe('/my-subscriptions/krn:a%2Fb/aircove-coupon');
  });

  it('gives the links of a subscription block', () => {
    expect(subscriptionLinks('krn:t:subscription:1')).toEqual({
      'retry-payment': '/subscriptions/krn:t:subscription:1/retry_manual_payment',
      'update-payment-method': '/credit_cards/edit',
      'payment-history': '/invoices',
      'autobill-failed-help': '/support/troubleshooting/automatic-renewal-payment-failed',
      'ios-help': '/support/troubleshooting/ios-in-app-purchases/',
      'ios-update': '/support/troubleshooting/ios-in-app-purchases/#update',
      'play-store-help': '/support/troubleshooting/play-store-subscriptions',
      'play-store-update': '/support/troubleshooting/play-store-subscriptions#update',
      'buy-again': '/order',
    });
    expect(
      subscriptionLinks('krn:t:subscription:1', { tier: 'TIER_PREMIUM', months: 12 })['buy-again'],
    ).toBe('/order?tier=premium&length=12');
  });
});
