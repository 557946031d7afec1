import { z } from 'zod';
import { Email, NewPassword, SecondFactorRequired, SessionResult } from './account.contract';
import { PageLocale } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * Account recovery (issue 24 item 1, decision 0160): a single-use link by email that sets a new
 * password. The request answers the same whether or not an account has the address.
 */
export const PasswordResetRequestBody = z
  .object({ email: Email, locale: PageLocale.optional() })
  .meta({ id: 'PasswordResetRequestBody' });

export const PasswordResetRequested = z
  .object({ email: z.string(), expires_in_minutes: z.number().int() })
  .meta({ id: 'PasswordResetRequested' });

/** The link's secret, as the emailed link carries it (`?token=`). */
export const PasswordResetToken = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is not valid.');

export const PasswordResetCheckBody = z
  .object({ token: PasswordResetToken })
  .meta({ id: 'PasswordResetCheckBody' });

export const PasswordResetLink = z
  .object({
    /** The account's address, so the person knows which account they are setting it for. */
    email: z.string(),
    purpose: z.enum(['reset', 'set-password']),
    expires_at: z.string(),
  })
  .meta({ id: 'PasswordResetLink' });

export const PasswordResetCompleteBody = z
  .object({ token: PasswordResetToken, password: NewPassword })
  .meta({ id: 'PasswordResetCompleteBody' });

export const requestPasswordReset = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/password-reset',
  summary: 'Email a link that sets a new password (same answer whether or not the email is known)',
  tags: ['account'],
  auth: false,
  body: PasswordResetRequestBody,
  response: { 202: PasswordResetRequested, ...errors(400, 429) },
});

export const checkPasswordReset = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/password-reset/check',
  summary: 'Whether a password link can still be used, and for which account',
  tags: ['account'],
  auth: false,
  body: PasswordResetCheckBody,
  response: { 200: PasswordResetLink, ...errors(400, 410, 429) },
});

export const completePasswordReset = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/password-reset/complete',
  summary: 'Set the new password, end every session and sign this device in',
  tags: ['account'],
  auth: false,
  body: PasswordResetCompleteBody,
  // 202: the account has two-factor sign-in; the second step finishes signing in (issue 23).
  response: { 200: SessionResult, 202: SecondFactorRequired, ...errors(400, 410, 422, 429) },
});
