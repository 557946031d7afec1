import { describe, expect, it } from 'vitest';
import { REFERRAL_FREE_MONTHS } from '../catalogue/seed';
import {
  checkReferral,
  isReferralCodeFormat,
  normaliseReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralBonusFor,
  referralCodeFromBytes,
} from './referrals';

describe('spec §7 referral bonus (decision 0023)', () => {
  it.each([undefined, null, '', ' friends '])('campaign %o gives the friends bonus', (id) => {
    expect(referralBonusFor(id)).toEqual({
      ok: true,
      value: {
        referralCampaignId: 'friends',
        freeMonths: REFERRAL_FREE_MONTHS,
        freePeriod: { length: REFERRAL_FREE_MONTHS, unit: 'month' },
      },
    });
  });

  it('refuses an unknown campaign', () => {
    expect(referralBonusFor('summer')).toEqual({ ok: false, reason: 'unknown-campaign' });
  });
});

describe('referral codes', () => {
  it('are eight characters of an alphabet without look-alikes', () => {
    const code = referralCodeFromBytes([0, 1, 2, 30, 31, 255, 100, 7]);
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    expect(code).toBe('ABC9AHHH');
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(referralCodeFromBytes([])).toBe('AAAAAAAA');
  });

  it.each([
    [' premiumus ', 'PREMIUMUS', true],
    ['ABC', 'ABC', false],
    ['AB-CD', 'AB-CD', false],
    ['X'.repeat(33), 'X'.repeat(33), false],
  ])('%j normalises to %s (well-formed: %s)', (value, normalised, wellFormed) => {
    expect(normaliseReferralCode(value)).toBe(normalised);
    expect(isReferralCodeFormat(normalised)).toBe(wellFormed);
  });

  it('nobody refers themselves', () => {
    expect(checkReferral('u1', 'u1')).toEqual({ ok: false, reason: 'self-referral' });
    expect(checkReferral('u1', 'u2').ok).toBe(true);
    expect(checkReferral('u1', null).ok).toBe(true);
  });
});
