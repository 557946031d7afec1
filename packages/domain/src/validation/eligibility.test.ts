import { describe, expect, it } from 'vitest';
import { months } from '../catalogue/periods';
import { buildSubscription, buildUser } from '../testing';
import {
  checkFreePeriodEligibility,
  checkFreeTrialEligibility,
  FREE_PERIODS_NEW_USERS_ONLY_MESSAGE,
  isNewUser,
} from './eligibility';

describe('spec §5 free-period offers are only available to new users', () => {
  it('the server says "Free periods are only available for new users"', () => {
    expect(FREE_PERIODS_NEW_USERS_ONLY_MESSAGE).toBe(
      'Free periods are only available for new users',
    );
  });

  it('a new user has never had a subscription', () => {
    expect(isNewUser([])).toBe(true);
    expect(isNewUser([buildSubscription({ state: 'cancelled' })])).toBe(false);
  });

  it.each([
    ['a new user may buy a price with 4 free months', months(4), [], { ok: true, value: null }],
    [
      'an existing user may not',
      months(4),
      [buildSubscription()],
      { ok: false, reason: 'free-periods-new-users-only' },
    ],
    [
      'an existing user may buy a price without a free period',
      months(0),
      [buildSubscription()],
      { ok: true, value: null },
    ],
  ])('%s', (_rule, freePeriod, subs, expected) => {
    expect(checkFreePeriodEligibility(freePeriod, subs)).toEqual(expected);
  });
});

describe('spec §6 free-trial offers are refused to existing free-trial users', () => {
  it.each([
    ['a visitor without an account may start one', null, [], true],
    ['a user who never had a trial may start one', buildUser(), [buildSubscription()], true],
    [
      'a user with a free-trial status may not',
      buildUser({ free_trial_status: 'single_device_free_trial' }),
      [],
      false,
    ],
    [
      'a user who had a free-trial subscription may not',
      buildUser(),
      [buildSubscription({ type: 'multi_device_free_trial', state: 'cancelled' })],
      false,
    ],
  ])('%s', (_rule, user, subs, allowed) => {
    const result = checkFreeTrialEligibility(user, subs);
    expect(result).toEqual(
      allowed ? { ok: true, value: null } : { ok: false, reason: 'free-trial-already-used' },
    );
  });
});
