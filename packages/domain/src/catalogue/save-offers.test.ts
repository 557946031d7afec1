import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import {
  CANCELLATION_REASONS,
  discountedRenewal,
  saveOfferFor,
  type SaveOfferSubject,
} from './save-offers';

const annual: SaveOfferSubject = {
  state: 'active',
  autobill: true,
  cycleMonths: 12,
  discountPending: false,
  billedByUs: true,
};

describe('cancellation reasons and at most one save offer (issue 21 §4)', () => {
  const offers = [
    ['too expensive → a discounted next renewal', 'too_expensive', 'renewal-discount-25'],
    ['not using it → a move to a shorter plan', 'not_using', 'monthly-plan'],
    ['technical problems → no offer', 'technical_problems', null],
    ['switching provider → a discounted next renewal', 'switching_provider', 'renewal-discount-25'],
    ['other → no offer', 'other', null],
    ['no reason (the step was skipped) → no offer', null, null],
  ] as const;

  it('lists the issue’s reasons in order, each with its offer below', () => {
    const reasons = offers.map(([, reason]) => reason).filter((reason) => reason !== null);
    expect(CANCELLATION_REASONS).toEqual(reasons);
  });

  it.each(offers)('%s', (_rule, reason, offer) => {
    expect(saveOfferFor(reason, annual)?.id ?? null).toBe(offer);
  });

  it('no shorter plan for a monthly subscription', () => {
    expect(saveOfferFor('not_using', { ...annual, cycleMonths: 1 })).toBeNull();
  });

  it('no second discount while one waits for the next renewal', () => {
    expect(saveOfferFor('too_expensive', { ...annual, discountPending: true })).toBeNull();
  });

  it.each([
    ['a trial', { state: 'intrial' }],
    ['auto-renew already off', { autobill: false }],
    ['billed by an app store', { billedByUs: false }],
  ])('none for %s', (_label, over) => {
    expect(saveOfferFor('too_expensive', { ...annual, ...over })).toBeNull();
  });

  it('25 % off 56.04 is 42.03 (half up)', () => {
    expect(discountedRenewal(5604, 'USD', 25)).toEqual(money(4203, 'USD'));
  });
});
