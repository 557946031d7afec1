import { fail, ok, type Result } from '../shared/result';
import { timeOf } from '../shared/time';

/** An email-change confirmation code: six digits, sent to the new address (decision 0033). */
export const EMAIL_CODE_DIGITS = 6;
/** Wrong codes allowed per request before it is dead (spec §8 "invalid or expired" after that). */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Lifetime of a code (EMAIL_CODE_MINUTES). */
export const DEFAULT_EMAIL_CODE_MINUTES = 30;

/** Six digits, nothing else. */
export function isEmailCodeShape(code: string): boolean {
  return new RegExp(`^\\d{${EMAIL_CODE_DIGITS}}$`).test(code);
}

export interface EmailChangeRequestFacts {
  readonly expires_at: string;
  readonly attempts: number;
  readonly confirmed_at: string | null;
}

/** Whether a request can still be confirmed; spec §8 gives every refusal the same message. */
export function checkEmailChangeRequest(
  request: EmailChangeRequestFacts,
  now: Date,
): Result<null, 'used' | 'expired' | 'too-many-attempts'> {
  if (request.confirmed_at !== null) return fail('used');
  const expires = timeOf(request.expires_at);
  if (expires === null || expires <= now.getTime()) return fail('expired');
  if (request.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return fail('too-many-attempts');
  return ok(null);
}
