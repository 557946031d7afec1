import { z } from 'zod';
import { Email } from './account.contract';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

const Password = z.string().min(1).max(200);

// --- email change (spec §7 POST /api/v2/users/email/update and /confirm; decision 0033) ---

export const EmailUpdateBody = z
  .object({
    new_email: Email,
    password: Password,
    /** The address the user believes is current; a mismatch is a 403 (spec §8). */
    old_email: Email.optional(),
  })
  .meta({ id: 'EmailUpdateBody' });

export const EmailUpdateResult = z
  .object({ pending_email: z.string(), expires_at: Instant })
  .meta({ id: 'EmailUpdateResult' });

export const updateEmail = defineRoute({
  method: 'POST',
  path: '/api/v2/users/email/update',
  summary: 'Ask to change the email: a 6-digit code goes to the new address',
  tags: ['account'],
  auth: true,
  v2Operation: 'email-update',
  body: EmailUpdateBody,
  response: { 202: EmailUpdateResult, ...errors(400, 401, 403, 409, 429) },
});

export const EmailConfirmBody = z
  .object({ code: z.string().trim().max(20) })
  .meta({ id: 'EmailConfirmBody' });

export const confirmEmail = defineRoute({
  method: 'POST',
  path: '/api/v2/users/email/confirm',
  summary: 'Confirm the new email with the code it received',
  tags: ['account'],
  auth: true,
  v2Operation: 'email-confirm',
  body: EmailConfirmBody,
  response: { 200: z.object({ email: z.string() }), ...errors(400, 401, 403, 409) },
});

// --- password (spec §7 PUT /api/v2/users/password/update) ---

export const PasswordUpdateBody = z
  .object({ current_password: Password, new_password: z.string().max(1000) })
  .meta({ id: 'PasswordUpdateBody' });

export const updatePassword = defineRoute({
  method: 'PUT',
  path: '/api/v2/users/password/update',
  summary: 'Change the password; every other session is signed out',
  tags: ['account'],
  auth: true,
  v2Operation: 'password-update',
  body: PasswordUpdateBody,
  response: { 204: z.null(), ...errors(400, 401, 403, 422, 429) },
});

// --- deletion (spec §7 PUT, GET, PATCH, DELETE /api/v2/users/deletion) ---

export const DeletionRequest = z
  .object({
    status: z.enum(['pending', 'cancelled', 'completed']),
    reason: z.string().nullable(),
    requested_at: Instant,
    /** The account is anonymised at this instant unless the request is cancelled before. */
    scheduled_for: Instant,
    cancelled_at: Instant.nullable(),
  })
  .meta({ id: 'DeletionRequest' });
export type DeletionRequest = z.infer<typeof DeletionRequest>;

/** No pending request: `deletion` is null (decision 0033: an empty state, not a 404). */
export const DeletionResult = z
  .object({ deletion: DeletionRequest.nullable() })
  .meta({ id: 'DeletionResult' });

const Reason = z.string().trim().max(500);

export const requestDeletion = defineRoute({
  method: 'PUT',
  path: '/api/v2/users/deletion',
  summary: 'Ask for the account to be deleted after the grace period',
  tags: ['account'],
  auth: true,
  body: z.object({ reason: Reason.optional() }).meta({ id: 'DeletionRequestBody' }).nullish(),
  response: { 200: DeletionResult, ...errors(400, 401) },
});

export const getDeletion = defineRoute({
  method: 'GET',
  path: '/api/v2/users/deletion',
  summary: 'The pending deletion request, if any',
  tags: ['account'],
  auth: true,
  response: { 200: DeletionResult, ...errors(400, 401) },
});

export const updateDeletion = defineRoute({
  method: 'PATCH',
  path: '/api/v2/users/deletion',
  summary: 'Change the reason or bring the deletion date forward',
  tags: ['account'],
  auth: true,
  body: z
    .object({ reason: Reason.nullable().optional(), scheduled_for: Instant.optional() })
    .meta({ id: 'DeletionUpdateBody' }),
  response: { 200: DeletionResult, ...errors(400, 401, 404, 422) },
});

export const cancelDeletion = defineRoute({
  method: 'DELETE',
  path: '/api/v2/users/deletion',
  summary: 'Cancel the pending deletion',
  tags: ['account'],
  auth: true,
  body: z.object({}).nullish(),
  response: { 200: DeletionResult, ...errors(400, 401, 404) },
});
