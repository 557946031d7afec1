import { fail, ok, type Result } from '../shared/result';
import { timeOf } from '../shared/time';

/**
 * Account recovery (issue 24 item 1, decision 0160): a single-use link by email. A link asked for
 * on the "Forgot password?" page lasts an hour; the "Set your password" link of a guest buyer's
 * receipt lasts a week, since a receipt is often read days later (a new link can be asked for
 * any time).
 */
export const PASSWORD_RESET_MINUTES = 60;
export const SET_PASSWORD_LINK_DAYS = 7;

/** How many links one email address, and one network, may ask for in an hour. */
export const PASSWORD_RESET_REQUESTS = { perEmail: 5, perIp: 30, windowMinutes: 60 } as const;

export type PasswordResetPurpose = 'reset' | 'set-password';

/** How long a link of each purpose stays usable, in milliseconds. */
export const PASSWORD_RESET_LIFETIME_MS: Record<PasswordResetPurpose, number> = {
  reset: PASSWORD_RESET_MINUTES * 60_000,
  'set-password': SET_PASSWORD_LINK_DAYS * 86_400_000,
};

export type PasswordResetRefusal = 'used' | 'expired';

/** A link works once, until its expiry (an instant equal to `now` has expired). */
export function checkPasswordResetLink(
  link: { readonly expires_at: string; readonly used_at: string | null },
  now: Date,
): Result<null, PasswordResetRefusal> {
  if (link.used_at !== null) return fail('used');
  const expires = timeOf(link.expires_at);
  if (expires === null || expires <= now.getTime()) return fail('expired');
  return ok(null);
}

/** One message for a link that is unknown, used or expired: it never says which. */
export const PASSWORD_RESET_LINK_INVALID =
  'This link has expired or was already used. Ask for a new one.';
