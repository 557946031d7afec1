import { describe, expect, it } from 'vitest';
import { daysFromNow, TEST_NOW } from '../testing';
import {
  REFUND_REFUSAL_MESSAGES,
  REFUND_REFUSALS,
  refundEligibility,
  type RefundFacts,
} from './refund';

const now = TEST_NOW;

function facts(overrides: Partial<RefundFacts> = {}): RefundFacts {
  return {
    state: 'active',
    purchase_date: daysFromNow(-10),
    next_payment_method: 'CreditCard',
    payments: [{ amount: 11976, currency: 'USD' }],
    refundPending: false,
    ...overrides,
  };
}

describe('spec §9 money-back guarantee: 30 days from the purchase (decision 0032)', () => {
  it('refunds what was paid in full inside the guarantee', () => {
    expect(refundEligibility(facts(), now)).toEqual({
      ok: true,
      value: { amount: 11976, currency: 'USD', guaranteeEnds: daysFromNow(20) },
    });
  });

  it('the 30th day still counts, the next millisecond does not', () => {
    expect(refundEligibility(facts({ purchase_date: daysFromNow(-30) }), now).ok).toBe(true);
    const late = new Date(new Date(daysFromNow(-30)).getTime() - 1).toISOString();
    expect(refundEligibility(facts({ purchase_date: late }), now)).toEqual({
      ok: false,
      reason: 'outside-guarantee',
    });
  });

  it.each([
    [
      'an App Store purchase is refunded by the store',
      { next_payment_method: 'AppStore' },
      'managed-by-store',
    ],
    ['a revoked subscription was already refunded', { state: 'revoked' }, 'already-refunded'],
    ['an expired one has ended', { state: 'expired' }, 'subscription-ended'],
    ['a refund already pending', { refundPending: true }, 'refund-pending'],
    ['a trial without payment', { state: 'intrial', payments: [] }, 'no-payment'],
    ['a purchase 40 days ago', { purchase_date: daysFromNow(-40) }, 'outside-guarantee'],
    ['no purchase date proves nothing', { purchase_date: null }, 'outside-guarantee'],
  ] as const)('%s → %s', (_case, overrides, reason) => {
    expect(refundEligibility(facts(overrides), now)).toEqual({ ok: false, reason });
  });

  it('returns everything paid for the subscription: the plan and an add-on bought later', () => {
    // decision 0121: Premium 12M 80.04 + a dedicated IP bought a week later 71.88 = 151.92.
    const payments = [
      { amount: 8004, currency: 'USD' as const },
      { amount: 7188, currency: 'USD' as const },
    ];
    expect(refundEligibility(facts({ payments }), now)).toMatchObject({
      ok: true,
      value: { amount: 15192, currency: 'USD' },
    });
    expect(() =>
      refundEligibility(facts({ payments: [...payments, { amount: 1, currency: 'EUR' }] }), now),
    ).toThrow(TypeError);
  });

  it('a cancelled subscription still inside the guarantee can be refunded', () => {
    expect(refundEligibility(facts({ state: 'cancelled' }), now).ok).toBe(true);
  });

  it('every refusal has a message', () => {
    for (const reason of REFUND_REFUSALS) expect(REFUND_REFUSAL_MESSAGES[reason]).toMatch(/\.$/);
    expect(REFUND_REFUSAL_MESSAGES['outside-guarantee']).toContain('30-day');
  });
});
