import { describe, expect, it } from 'vitest';
import { buildBusinessUser, buildSubscription, buildUser, daysFromNow, TEST_NOW } from '../testing';
import { businessPartnerFor, defaultCheckoutFlow, isPostExpiryCustomer } from './visit';

const running = buildSubscription({ state: 'active', next_payment_date: daysFromNow(30) });
const lapsed = buildSubscription({
  state: 'expired',
  active: false,
  next_payment_date: daysFromNow(-10),
});

describe('spec §4 the flow of a plan bought from the order page (decision 0022)', () => {
  it.each([
    ['a visitor without subscriptions places an order', [], 'order'],
    ['a customer whose subscriptions all lapsed places an order', [lapsed], 'order'],
    [
      'a customer with a running subscription makes an additional purchase',
      [lapsed, running],
      'additional_purchase',
    ],
  ] as const)('%s', (_rule, subs, flow) => {
    expect(defaultCheckoutFlow(subs, TEST_NOW)).toBe(flow);
  });
});

describe('spec §2 post-expiry offers go to customers whose subscriptions all lapsed', () => {
  it.each([
    ['a visitor', null, [], false],
    ['a user who never had a subscription', buildUser(), [], false],
    ['a customer whose only subscription expired', buildUser(), [lapsed], true],
    ['a customer with a running subscription', buildUser(), [lapsed, running], false],
    ['a business customer', buildBusinessUser(), [lapsed], false],
  ] as const)('%s → %s', (_rule, user, subs, offered) => {
    expect(isPostExpiryCustomer(user, subs, TEST_NOW)).toBe(offered);
  });
});

describe('spec §2 business-partner banners: partners from the configuration table', () => {
  it.each([
    ['contoso', 'Contoso Bank'],
    [' Fabrikam ', 'Fabrikam Mobile'],
    ['unknown', null],
    ['', null],
    [null, null],
  ])('%o → %o', (id, name) => {
    expect(businessPartnerFor(id)?.name ?? null).toBe(name);
  });
});
