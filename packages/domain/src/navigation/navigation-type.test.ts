import { describe, expect, it } from 'vitest';
import { buildBusinessUser, buildSubscription, buildUser, daysFromNow, TEST_NOW } from '../testing';
import { isEligibleSubscription, navigationType } from './navigation-type';

const now = TEST_NOW;
const past = daysFromNow(-3);
const expired = buildSubscription({ state: 'cancelled', active: false, next_payment_date: past });
const card = buildSubscription({ state: 'active' });
const appStore = buildSubscription({ next_payment_method: 'AppStore' });
const expiredAppStore = buildSubscription({
  next_payment_method: 'PlayStore',
  state: 'cancelled',
  active: false,
  next_payment_date: past,
});
const trial = buildSubscription({ state: 'intrial', type: 'multi_device_free_trial' });

describe('spec §4 navigation type per user', () => {
  it.each([
    ['with no user data the navigation is empty', null, [card], 'none'],
    ['a business customer gets the business navigation', buildBusinessUser(), [card], 'business'],
    [
      'a business customer gets it even with a free-trial status',
      { ...buildBusinessUser(), free_trial_status: 'multi_device_free_trial' },
      [],
      'business',
    ],
    [
      'no free-trial status, one unexpired in-app subscription: in-app',
      buildUser(),
      [appStore],
      'in-app',
    ],
    [
      'no free-trial status, one expired in-app subscription: expired',
      buildUser(),
      [expiredAppStore],
      'expired',
    ],
    [
      'no free-trial status, an in-app and a card subscription: active',
      buildUser(),
      [appStore, card],
      'active',
    ],
    ['no free-trial status, an eligible subscription: active', buildUser(), [card], 'active'],
    ['no free-trial status, no subscription: expired', buildUser(), [], 'expired'],
    [
      'no free-trial status, only expired subscriptions: expired',
      buildUser(),
      [expired],
      'expired',
    ],
    [
      'no free-trial status, only a revoked (not eligible) subscription: expired',
      buildUser(),
      [buildSubscription({ state: 'revoked', active: false })],
      'expired',
    ],
    [
      'a chargebee free-trial status is treated like none: active',
      buildUser({ free_trial_status: 'chargebee_free_trial' }),
      [
        buildSubscription({
          state: 'intrial',
          type: 'chargebee_free_trial',
          handled_by_chargebee: true,
        }),
      ],
      'active',
    ],
    [
      'a free-trial user whose subscriptions all expired: expired',
      buildUser({ free_trial_status: 'multi_device_free_trial' }),
      [expired],
      'expired',
    ],
    [
      'a free-trial user with a running trial: free trial',
      buildUser({ free_trial_status: 'multi_device_free_trial' }),
      [trial],
      'free-trial',
    ],
    [
      'an empty free-trial status is missing',
      buildUser({ free_trial_status: '' }),
      [card],
      'active',
    ],
  ] as const)('%s', (_rule, user, subs, expected) => {
    expect(navigationType(user, subs, now)).toBe(expected);
  });
});

describe('an eligible subscription is one that still gives a working VPN', () => {
  it.each([
    ['an active subscription', card, true],
    [
      'a cancelled one still running',
      buildSubscription({ state: 'cancelled', active: false, next_payment_date: daysFromNow(9) }),
      true,
    ],
    ['an expired one', expired, false],
    ['a revoked one', buildSubscription({ state: 'revoked' }), false],
  ] as const)('%s: %s', (_case, sub, expected) => {
    expect(isEligibleSubscription(sub, now)).toBe(expected);
  });
});
