import { describe, expect, it } from 'vitest';
import { buildBusinessUser, buildSubscription, buildUser, daysFromNow, TEST_NOW } from '../testing';
import type { Subscription, UserData } from '../subscriptions/types';
import { guardingNavItem, pageAccess, PAGE_GUARDS } from './page-access';
import { NAV_ITEMS } from './nav-items';
import { navigationItems } from './visibility';

const itemsOf = (user: UserData, subscriptions: Subscription[]) =>
  navigationItems({ user, subscriptions, now: TEST_NOW });

const active = buildSubscription({ krn: 'krn:t:subscription:a', tier: 'TIER_BASIC' });
const withCoupon = buildSubscription({
  krn: 'krn:t:subscription:c',
  aircoveCoupon: { expires: daysFromNow(10) },
});
const expired = buildSubscription({
  state: 'expired',
  active: false,
  next_payment_date: daysFromNow(-10),
});

describe('spec §2 which navigation item leads to a page', () => {
  it.each([
    ['/subscriptions', 'dashboard'],
    ['/subscriptions/krn:1/retry_manual_payment', 'dashboard'],
    ['/volume-management', 'dashboard'],
    ['/business', 'dashboard'],
    ['/my-subscriptions', 'my-subscription'],
    ['/my-subscriptions/krn:1/aircove-coupon', 'router-coupon'],
    ['/my-subscriptions/krn:1', 'my-subscription'],
    ['/esim', 'esim'],
    ['/esim/plans', 'esim'],
    ['/esimx', null],
    ['/id-defender/credit-scanner', 'credit-scanner'],
    ['/support/dedicated-ip', 'dedicated-ip'],
    ['/activation-setup', 'setup-devices'],
    ['/keys', 'password-manager'],
    ['/invoices', null],
    ['/credit_cards/edit', null],
    ['/', null],
  ])('%s belongs to %s', (path, item) => {
    expect(guardingNavItem(path)).toBe(item);
  });

  it('every item with a page of its own guards it', () => {
    const guarded = new Set(PAGE_GUARDS.map(([, item]) => item));
    const withRoute = Object.entries(NAV_ITEMS).filter(([, item]) => item.route !== null);
    expect(withRoute.map(([id]) => id).filter((id) => !guarded.has(id as never))).toEqual([]);
  });
});

describe('spec §6 a page opens only for a user whose navigation shows its item', () => {
  it.each([
    ['an active Basic user opens the dashboard', buildUser(), [active], '/subscriptions', 'open'],
    ['an active user opens an unguarded page', buildUser(), [active], '/invoices', 'open'],
    ['a Basic user has no password manager', buildUser(), [active], '/keys', 'not-available'],
    ['no eSIM without a holiday eSIM', buildUser(), [active], '/esim', 'not-available'],
    [
      'an expired user has no My Subscription',
      buildUser(),
      [expired],
      '/my-subscriptions',
      'not-available',
    ],
    ['an expired user keeps Account & Billing', buildUser(), [expired], '/account-billing', 'open'],
    [
      'a business user has no referrals',
      buildBusinessUser(true),
      [],
      '/referrals',
      'not-available',
    ],
    [
      'legacy business opens the license manager',
      buildBusinessUser(false),
      [],
      '/license_manager',
      'open',
    ],
    [
      'newer business has no license manager',
      buildBusinessUser(true),
      [],
      '/license_manager',
      'not-available',
    ],
    [
      'legacy business opens its relative dashboard',
      buildBusinessUser(false),
      [],
      '/business',
      'open',
    ],
    [
      'a coupon holder opens the coupon page',
      buildUser(),
      [withCoupon],
      '/my-subscriptions/krn:t:subscription:c/aircove-coupon',
      'open',
    ],
    [
      'not someone else’s coupon page',
      buildUser(),
      [withCoupon],
      '/my-subscriptions/krn:t:subscription:x/aircove-coupon',
      'not-available',
    ],
    [
      'no coupon page without a coupon',
      buildUser(),
      [active],
      '/my-subscriptions/krn:t:subscription:a/aircove-coupon',
      'not-available',
    ],
  ] as const)('%s', (_, user, subs, path, kind) => {
    expect(pageAccess(itemsOf(user, [...subs]), path).kind).toBe(kind);
  });

  it('names the item a refused page belongs to', () => {
    expect(pageAccess(itemsOf(buildUser(), [active]), '/esim')).toEqual({
      kind: 'not-available',
      item: 'esim',
    });
  });

  it('every dashboard address leads to the user’s own dashboard', () => {
    expect(pageAccess(itemsOf(buildBusinessUser(true), []), '/subscriptions')).toEqual({
      kind: 'redirect',
      to: '/volume-management',
    });
    expect(pageAccess(itemsOf(buildBusinessUser(false), []), '/volume-management')).toEqual({
      kind: 'redirect',
      to: '/business',
    });
    expect(pageAccess(itemsOf(buildUser(), [active]), '/business')).toEqual({
      kind: 'redirect',
      to: '/subscriptions',
    });
  });

  it('without user data no guarded page opens', () => {
    expect(pageAccess([], '/subscriptions')).toEqual({ kind: 'not-available', item: 'dashboard' });
  });
});
