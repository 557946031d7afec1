import { months, type Period } from '../catalogue/periods';
import { REFERRAL_FREE_MONTHS } from '../catalogue/seed';
import { fail, ok, type Result } from '../shared/result';
import { isOneOf } from '../shared/one-of';

/** spec §7 referral-bonus `referralCampaignId`: the campaigns we run (decision 0023). */
export const REFERRAL_CAMPAIGN_IDS = ['friends'] as const;
export type ReferralCampaignId = (typeof REFERRAL_CAMPAIGN_IDS)[number];
export const DEFAULT_REFERRAL_CAMPAIGN: ReferralCampaignId = 'friends';

/** What a referred buyer gets in each campaign: free months on the referral offer's plans. */
export const REFERRAL_CAMPAIGN_FREE_MONTHS: Record<ReferralCampaignId, number> = {
  friends: REFERRAL_FREE_MONTHS,
};

export interface ReferralBonus {
  readonly referralCampaignId: ReferralCampaignId;
  readonly freeMonths: number;
  readonly freePeriod: Period;
}

/** spec §7 GET /api/v1/referral-bonus: the bonus of a campaign (the default one when absent). */
export function referralBonusFor(
  campaignId: string | null | undefined,
): Result<ReferralBonus, 'unknown-campaign'> {
  const id = campaignId?.trim() || DEFAULT_REFERRAL_CAMPAIGN;
  if (!isOneOf(REFERRAL_CAMPAIGN_IDS, id)) return fail('unknown-campaign');
  const freeMonths = REFERRAL_CAMPAIGN_FREE_MONTHS[id];
  return ok({
    referralCampaignId: id,
    freeMonths,
    freePeriod: months(freeMonths),
  });
}

/** Referral codes avoid look-alike characters (no 0/O, 1/I/L) so they survive being read out. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A code from random bytes (the caller supplies the randomness; the domain reads none). */
export function referralCodeFromBytes(bytes: ArrayLike<number>): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[(bytes[i] ?? 0) % REFERRAL_CODE_ALPHABET.length];
  }
  return code;
}

/** Codes are compared in upper case without surrounding spaces. */
export function normaliseReferralCode(value: string): string {
  return value.trim().toUpperCase();
}

/** A referrer id as links carry it: 4 to 32 letters and digits. */
export function isReferralCodeFormat(value: string): boolean {
  return /^[A-Z0-9]{4,32}$/.test(value);
}

/** Nobody refers themselves: the referrer must be another account than the buyer. */
export function checkReferral(
  referrerUserId: string,
  buyerUserId: string | null,
): Result<null, 'self-referral'> {
  return referrerUserId === buyerUserId ? fail('self-referral') : ok(null);
}
