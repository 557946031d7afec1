import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFER_IDS,
  FREE_PERIOD_COOKIES,
  freePeriodCookieFor,
  freePeriodCookieOf,
  offerIdsFromEnv,
  offerKindFor,
  resolveOfferIds,
} from './offers';

describe('spec §9 offer ids: configurable, with defaults for regular, referral and special offers', () => {
  it('defaults to the kind names', () => {
    expect(DEFAULT_OFFER_IDS).toEqual({
      regular: 'regular',
      referral: 'referral',
      special: 'special',
    });
    expect(resolveOfferIds()).toEqual(DEFAULT_OFFER_IDS);
  });

  it('takes overrides from a config object, ignoring blank ones', () => {
    expect(resolveOfferIds({ referral: 'friends-2026', special: '  ' })).toEqual({
      regular: 'regular',
      referral: 'friends-2026',
      special: 'special',
    });
  });

  it('reads overrides from an environment object', () => {
    expect(offerIdsFromEnv({ REGULAR_OFFER_ID: 'r1', SPECIAL_OFFER_ID: 's1' })).toEqual({
      regular: 'r1',
      referral: 'referral',
      special: 's1',
    });
  });

  it.each([
    [{}, 'regular'],
    [{ referrerId: 'u1' }, 'referral'],
    [{ referrerId: '' }, 'regular'],
    [{ special: true, referrerId: 'u1' }, 'special'],
  ])('a visit %o sees the %s offer', (visit, kind) => {
    expect(offerKindFor(visit)).toBe(kind);
  });
});

describe('spec §9 free-period tracking cookies: 4monthsfree and 6monthsfree', () => {
  it('stand for 4 and 6 free months', () => {
    expect(FREE_PERIOD_COOKIES).toEqual({ '4monthsfree': 4, '6monthsfree': 6 });
    expect(freePeriodCookieFor(4)).toBe('4monthsfree');
    expect(freePeriodCookieFor(6)).toBe('6monthsfree');
    expect(freePeriodCookieFor(1)).toBeNull();
  });

  it.each([
    [{ '4monthsfree': '1' }, '4monthsfree'],
    [{ '6monthsfree': '1' }, '6monthsfree'],
    [{ '4monthsfree': '1', '6monthsfree': '1' }, '6monthsfree'],
    [{ locale: 'de' }, null],
  ])('cookies %o carry %s', (cookies, expected) => {
    expect(freePeriodCookieOf(cookies)).toBe(expected);
  });
});
