import { z } from 'zod';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

/** Email addresses are compared case-insensitively and stored trimmed. */
export const Email = z.string().trim().toLowerCase().email('Enter a valid email address.').max(254);

/** A new password: long enough to resist guessing, short enough to bound hashing cost. */
export const NewPassword = z
  .string()
  .min(10, 'Use at least 10 characters.')
  .max(200, 'Use at most 200 characters.');

export const Credentials = z
  .object({
    email: Email,
    password: z.string().min(1, 'Enter your password.').max(200),
  })
  .meta({ id: 'Credentials' });
export type Credentials = z.infer<typeof Credentials>;

export const SignUpBody = z
  .object({ email: Email, password: NewPassword })
  .meta({ id: 'SignUpBody' });
export type SignUpBody = z.infer<typeof SignUpBody>;

/** spec §3 "User data", plus the email and business subscription the portal shows. */
export const UserData = z
  .object({
    krn: z.string(),
    email: z.string(),
    business_customer: z.boolean(),
    has_credit_card: z.boolean(),
    free_trial_status: z.string().nullable(),
    business_subscription: z.object({ is_chargebee: z.boolean() }).nullable(),
  })
  .meta({ id: 'UserData' });
export type UserData = z.infer<typeof UserData>;

export const SessionResult = z.object({ user: UserData }).meta({ id: 'SessionResult' });

export const SecondFactorMethod = z.enum(['totp', 'recovery_code', 'passkey']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethod>;

/** 202 of sign-in: the password was right; a second factor finishes signing in. */
export const SecondFactorRequired = z
  .object({
    second_factor: z.object({
      methods: z.array(SecondFactorMethod),
      expires_at: Instant,
    }),
  })
  .meta({ id: 'SecondFactorRequired' });
export type SecondFactorRequired = z.infer<typeof SecondFactorRequired>;

export const signUp = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/sign-up',
  summary: 'Create an account and sign in',
  tags: ['account'],
  auth: false,
  body: SignUpBody,
  response: { 201: SessionResult, ...errors(400, 409, 429) },
});

export const signIn = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/sign-in',
  summary: 'Sign in with email and password',
  tags: ['account'],
  auth: false,
  body: Credentials,
  // 202: the account has two-factor sign-in; the second step finishes it (issue 23).
  response: { 200: SessionResult, 202: SecondFactorRequired, ...errors(400, 401, 429) },
});

export const signOut = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/sign-out',
  summary: 'End the current session',
  tags: ['account'],
  auth: false,
  response: { 204: z.null(), ...errors(400) },
});

export const currentUser = defineRoute({
  method: 'GET',
  path: '/api/v1/auth/me',
  summary: 'The signed-in user (spec §3 user data)',
  tags: ['account'],
  auth: true,
  response: { 200: SessionResult, ...errors(400, 401) },
});
