import { z } from 'zod';
import { SessionResult } from './account.contract';
export { SecondFactorMethod, SecondFactorRequired } from './account.contract';
import { Instant, SessionDeviceFields } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * Issue 23 (decisions 0110–0119): two-factor sign-in (TOTP, recovery codes, passkeys), the
 * sessions list and its revocation. Field names follow the portal's v2 calls (snake_case).
 */

const Password = z.string().min(1, 'Enter your password.').max(200);
/** A 6-digit TOTP code; spaces a user types in are ignored. */
export const TotpCode = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.'));
/** A TOTP code or a recovery code (`XXXX-XXXX-XXXX`, case and dashes ignored). */
export const SecondFactorCode = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^(\d{6}|[A-Z2-7]{12})$/, 'Enter the 6-digit code or a recovery code.'));

// --- WebAuthn JSON (the shapes @simplewebauthn/browser sends and receives) ---

const Base64Url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url.');
const ExtensionResults = z.record(z.string().max(100), z.unknown()).default({});
const Attachment = z.enum(['platform', 'cross-platform']).optional();
/** The fields of a PublicKeyCredential's JSON that creating and using a passkey both send. */
const credential = {
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal('public-key'),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ExtensionResults,
};

export const PasskeyRegistrationResponse = z
  .object({
    ...credential,
    response: z.object({
      clientDataJSON: Base64Url,
      attestationObject: Base64Url,
      authenticatorData: Base64Url.optional(),
      publicKey: Base64Url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      transports: z.array(z.string().max(20)).max(10).optional(),
    }),
  })
  .meta({ id: 'PasskeyRegistrationResponse' });

export const PasskeyAssertionResponse = z
  .object({
    ...credential,
    response: z.object({
      clientDataJSON: Base64Url,
      authenticatorData: Base64Url,
      signature: Base64Url,
      userHandle: Base64Url.optional(),
    }),
  })
  .meta({ id: 'PasskeyAssertionResponse' });

/** Options for `navigator.credentials.create/get`, passed to the browser as they are. */
const WebAuthnOptions = z.looseObject({ challenge: z.string() });
export const PasskeyOptionsResult = z
  .object({ options: WebAuthnOptions })
  .meta({ id: 'PasskeyOptionsResult' });

// --- sign-in: the second step ---

export const signInSecondFactor = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/second-factor',
  summary: 'Finish a password sign-in with a TOTP code or a recovery code',
  tags: ['account'],
  auth: false,
  body: z.object({ code: SecondFactorCode }).meta({ id: 'SecondFactorBody' }),
  response: { 200: SessionResult, ...errors(400, 401, 429) },
});

export const passkeySignInOptions = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/passkey/options',
  summary: 'A challenge for signing in with a passkey (alone, or as the second step)',
  tags: ['account'],
  auth: false,
  body: z.object({}).nullish(),
  response: { 200: PasskeyOptionsResult, ...errors(400, 429) },
});

export const passkeySignIn = defineRoute({
  method: 'POST',
  path: '/api/v1/auth/passkey',
  summary: 'Sign in with a passkey',
  tags: ['account'],
  auth: false,
  body: z.object({ credential: PasskeyAssertionResponse }).meta({ id: 'PasskeySignInBody' }),
  response: { 200: SessionResult, ...errors(400, 401, 429) },
});

// --- two-factor settings ---

export const TwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    enabled_at: Instant.nullable(),
    recovery_codes_left: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const getTwoFactor = defineRoute({
  method: 'GET',
  path: '/api/v2/users/two-factor',
  summary: 'Whether two-factor sign-in is on',
  tags: ['account'],
  auth: true,
  response: { 200: TwoFactorStatus, ...errors(400, 401) },
});

export const TwoFactorEnrolment = z
  .object({ secret: z.string(), otpauth_uri: z.string(), expires_at: Instant })
  .meta({ id: 'TwoFactorEnrolment' });

export const startTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/v2/users/two-factor/enrol',
  summary: 'Start turning on two-factor sign-in: a new secret for the authenticator app',
  tags: ['account'],
  auth: true,
  body: z.object({ password: Password }).meta({ id: 'TwoFactorEnrolBody' }),
  response: { 200: TwoFactorEnrolment, ...errors(400, 401, 403, 409, 429) },
});

export const RecoveryCodes = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });

export const confirmTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/v2/users/two-factor/confirm',
  summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes once',
  tags: ['account'],
  auth: true,
  body: z.object({ code: TotpCode }).meta({ id: 'TwoFactorConfirmBody' }),
  response: { 200: RecoveryCodes, ...errors(400, 401, 403, 409, 429) },
});

export const regenerateRecoveryCodes = defineRoute({
  method: 'POST',
  path: '/api/v2/users/two-factor/recovery-codes',
  summary: 'Replace the recovery codes (the old ones stop working)',
  tags: ['account'],
  auth: true,
  body: z.object({ code: SecondFactorCode }).meta({ id: 'RecoveryCodesBody' }),
  response: { 200: RecoveryCodes, ...errors(400, 401, 403, 409, 429) },
});

export const disableTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/v2/users/two-factor/disable',
  summary: 'Turn two-factor sign-in off (password and a code)',
  tags: ['account'],
  auth: true,
  body: z.object({ password: Password, code: SecondFactorCode }).meta({ id: 'TwoFactorOffBody' }),
  response: { 204: z.null(), ...errors(400, 401, 403, 409, 429) },
});

/** `{id}` of one of the account's passkeys or sessions. */
const OwnItemParams = z.object({ id: z.string().max(100) });

// --- passkeys ---

const PasskeyName = z.string().trim().min(1, 'Name the passkey.').max(60);

export const Passkey = z
  .object({
    id: z.string(),
    name: z.string(),
    created_at: Instant,
    last_used_at: Instant.nullable(),
    /** Synced across the user's devices (a multi-device credential). */
    backed_up: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof Passkey>;

export const listPasskeys = defineRoute({
  method: 'GET',
  path: '/api/v2/users/passkeys',
  summary: 'The passkeys that can sign in to this account',
  tags: ['account'],
  auth: true,
  response: { 200: z.object({ passkeys: z.array(Passkey) }), ...errors(400, 401) },
});

export const passkeyRegistrationOptions = defineRoute({
  method: 'POST',
  path: '/api/v2/users/passkeys/options',
  summary: 'A challenge for adding a passkey (needs the password)',
  tags: ['account'],
  auth: true,
  body: z.object({ password: Password }).meta({ id: 'PasskeyOptionsBody' }),
  response: { 200: PasskeyOptionsResult, ...errors(400, 401, 403, 429) },
});

export const addPasskey = defineRoute({
  method: 'POST',
  path: '/api/v2/users/passkeys',
  summary: 'Add the passkey the browser created for the challenge',
  tags: ['account'],
  auth: true,
  body: z
    .object({ name: PasskeyName, credential: PasskeyRegistrationResponse })
    .meta({ id: 'AddPasskeyBody' }),
  response: { 201: Passkey, ...errors(400, 401, 409) },
});

export const renamePasskey = defineRoute({
  method: 'PATCH',
  path: '/api/v2/users/passkeys/{id}',
  summary: 'Rename a passkey',
  tags: ['account'],
  auth: true,
  params: OwnItemParams,
  body: z.object({ name: PasskeyName }).meta({ id: 'RenamePasskeyBody' }),
  response: { 200: Passkey, ...errors(400, 401, 404) },
});

export const removePasskey = defineRoute({
  method: 'DELETE',
  path: '/api/v2/users/passkeys/{id}',
  summary: 'Remove a passkey',
  tags: ['account'],
  auth: true,
  params: OwnItemParams,
  body: z.object({}).nullish(),
  response: { 204: z.null(), ...errors(400, 401, 404) },
});

// --- sessions ---

export const AccountSession = z
  .object({
    id: z.string(),
    ...SessionDeviceFields,
    /** Approximate place when the deployment provides one (SESSION_PLACE_HEADER); else null. */
    place: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: Instant,
    last_seen_at: Instant,
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof AccountSession>;

export const listSessions = defineRoute({
  method: 'GET',
  path: '/api/v2/users/sessions',
  summary: 'Where the account is signed in',
  tags: ['account'],
  auth: true,
  response: { 200: z.object({ sessions: z.array(AccountSession) }), ...errors(400, 401) },
});

export const endSession = defineRoute({
  method: 'DELETE',
  path: '/api/v2/users/sessions/{id}',
  summary: 'Sign one session out',
  tags: ['account'],
  auth: true,
  params: OwnItemParams,
  body: z.object({}).nullish(),
  response: { 204: z.null(), ...errors(400, 401, 404) },
});

export const endOtherSessions = defineRoute({
  method: 'POST',
  path: '/api/v2/users/sessions/end-others',
  summary: 'Sign every other session out',
  tags: ['account'],
  auth: true,
  body: z.object({}).nullish(),
  response: { 200: z.object({ ended: z.number().int() }), ...errors(400, 401) },
});
