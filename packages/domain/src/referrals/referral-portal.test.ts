import { describe, expect, it } from 'vitest';
import {
  maskEmail,
  referralLinkPath,
  referralRewardStatus,
  referralRewardTotals,
  referralRewardUsableFrom,
  REFERRAL_INVITE_LIMITS,
} from './referral-portal';

describe('decision 0067 referral link', () => {
  it('carries referrerId and referralCampaignId for the checkout referral bonus (spec §7)', () => {
    expect(referralLinkPath('PREMIUMUS')).toBe(
      '/order?referrerId=PREMIUMUS&referralCampaignId=friends',
    );
    expect(referralLinkPath('ABCD2345', 'friends')).toContain('referrerId=ABCD2345');
  });
});

describe('decision 0067 friends are shown masked', () => {
  it.each([
    ['jane@example.com', 'j•••@example.com'],
    ['x@y.z', 'x•••@y.z'],
    ['@nodomain', '•••'],
    ['plain', '•••'],
    [null, '•••'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('decision 0068 reward totals', () => {
  it('counts earned, applied and pending months', () => {
    expect(
      referralRewardTotals([
        { months: 1, applied: true },
        { months: 1, applied: false },
        { months: 2, applied: false },
      ]),
    ).toEqual({ earned: 4, applied: 1, pending: 3 });
    expect(referralRewardTotals([])).toEqual({ earned: 0, applied: 0, pending: 0 });
  });

  it('limits invitations per day and per address', () => {
    expect(REFERRAL_INVITE_LIMITS.perDay).toBe(10);
    expect(REFERRAL_INVITE_LIMITS.sameAddressMs).toBe(7 * REFERRAL_INVITE_LIMITS.windowMs);
  });
});

describe('decision 0068: a reward is held through the friend’s 30-day guarantee', () => {
  const bought = new Date('2026-11-01T00:00:00.000Z');
  const usable = referralRewardUsableFrom(bought);

  it('becomes usable just after the 30 days (the last guarantee millisecond still holds it)', () => {
    expect(usable.toISOString()).toBe('2026-12-01T00:00:00.001Z');
    expect(referralRewardStatus(bought, null, new Date('2026-12-01T00:00:00.000Z'))).toBe('held');
    expect(referralRewardStatus(bought, null, usable)).toBe('earned');
  });

  it('is applied once a renewal used it', () => {
    expect(referralRewardStatus(bought, usable, usable)).toBe('applied');
  });
});
