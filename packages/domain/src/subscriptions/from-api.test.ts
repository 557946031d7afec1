import { describe, expect, it } from 'vitest';
import { buildSubscription } from '../testing';
import { subscriptionFromApi, type ApiSubscription } from './from-api';

/** A subscription as the v2 API sends it, with the extra fields decision 0008 adds. */
function apiSubscription(overrides: Partial<ApiSubscription> = {}) {
  const { addons: _addons, ...rest } = buildSubscription();
  const api: ApiSubscription = { ...rest, addons: [], ...overrides };
  return { ...api, renewal_price: { unscaledValue: 9995, scale: 2, currency: 'USD' } };
}

describe('spec §3 enumerations read from the API', () => {
  it.each([
    ['state', 'active', 'active'],
    ['state', 'intrial', 'intrial'],
    ['state', 'revoked', 'revoked'],
    ['state', 'paused', 'expired'],
    ['type', 'chargebee_free_trial', 'chargebee_free_trial'],
    ['type', 'lifetime', 'standard'],
    ['next_payment_method', 'AppStore', 'AppStore'],
    ['next_payment_method', 'Crypto', 'None'],
    ['tier', 'TIER_PREMIUM', 'TIER_PREMIUM'],
    ['tier', 'TIER_GOLD', 'TIER_BASIC'],
  ] as const)('%s %s reads as %s', (field, sent, read) => {
    expect(subscriptionFromApi(apiSubscription({ [field]: sent }))[field]).toBe(read);
  });

  it('keeps the fields the spec does not type, such as the renewal price', () => {
    const sub = subscriptionFromApi(apiSubscription({ krn: 'krn:t:subscription:9' }));
    expect(sub.krn).toBe('krn:t:subscription:9');
    expect(sub.renewal_price.unscaledValue).toBe(9995);
  });

  it('reads an addon’s `expires` as its expiry date and leaves out unknown addon types', () => {
    const addon = { krn: 'krn:a', addon_id: 'addon-dip', expires: '2027-01-01T00:00:00.000Z' };
    const sub = subscriptionFromApi(
      apiSubscription({
        addons: [
          { ...addon, addon_type: 'dip' },
          { ...addon, addon_type: 'hologram' },
        ],
      }),
    );
    expect(sub.addons).toEqual([
      { ...addon, addon_type: 'dip', expires_at: '2027-01-01T00:00:00.000Z' },
    ]);
  });
});
