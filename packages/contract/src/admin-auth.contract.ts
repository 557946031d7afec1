import { STAFF_PERMISSIONS, STAFF_ROLES } from '@halyard/domain';
import { z } from 'zod';
import { Instant, SessionDeviceFields } from './common.schema';
import { defineRoute, errors } from './http';

/** Issue 16 item 1 (decision 0171): the back office's own sign-in, sessions and roles. */
export const StaffRole = z.enum(STAFF_ROLES).meta({ id: 'StaffRole' });

/** A staff member as the back office shows them (never their password or second factor). */
export const StaffMember = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: StaffRole,
    created_at: Instant,
    disabled_at: Instant.nullable(),
    two_factor_enabled: z.boolean(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;

const Reason = z.string().trim().min(3).max(500);

/** Every staff action carries why it was taken: the audit log keeps it (issue 16 item 3). */
export const StaffReason = z.object({ reason: Reason }).meta({ id: 'StaffReason' });

export const StaffSignInBody = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    password: z.string().min(1).max(200),
  })
  .meta({ id: 'StaffSignInBody' });

/**
 * The password was right: a code comes next. A staff member without a second factor enrols one
 * here (TOTP is required for staff): the secret and its `otpauth://` URI, shown once.
 */
export const StaffSignInStep = z
  .object({
    next: z.enum(['code', 'enrol']),
    enrolment: z.object({ secret: z.string(), uri: z.string() }).nullable(),
    expires_at: Instant,
  })
  .meta({ id: 'StaffSignInStep' });

export const staffSignIn = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/sign-in',
  summary: 'Back office: the password step of a staff sign-in',
  tags: ['admin'],
  auth: false,
  body: StaffSignInBody,
  response: { 202: StaffSignInStep, ...errors(400, 401, 429) },
});

export const StaffCodeBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  })
  .meta({ id: 'StaffCodeBody' });

export const StaffSelf = z
  .object({
    staff: StaffMember,
    permissions: z.array(z.enum(STAFF_PERMISSIONS)),
    /** The session ends after this long without a request (STAFF_SESSION_IDLE_MINUTES). */
    idle_minutes: z.number().int(),
  })
  .meta({ id: 'StaffSelf' });
export type StaffSelf = z.infer<typeof StaffSelf>;

export const staffSignInCode = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/code',
  summary: 'Back office: the TOTP step of a staff sign-in (or the first code of an enrolment)',
  tags: ['admin'],
  auth: false,
  body: StaffCodeBody,
  response: { 200: StaffSelf, ...errors(400, 401, 429) },
});

export const staffSignOut = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/sign-out',
  summary: 'Back office: end this staff session',
  tags: ['admin'],
  auth: false,
  staff: 'any',
  body: z.object({}).nullish(),
  response: { 204: z.null(), ...errors(400, 401) },
});

export const getStaffSelf = defineRoute({
  method: 'GET',
  path: '/api/admin/me',
  summary: 'Back office: the signed-in staff member and what their role allows',
  tags: ['admin'],
  auth: false,
  staff: 'any',
  response: { 200: StaffSelf, ...errors(400, 401) },
});

export const StaffSession = z
  .object({
    id: z.string(),
    staff_id: z.string(),
    staff_email: z.string(),
    ...SessionDeviceFields,
    ip: z.string().nullable(),
    created_at: Instant,
    last_seen_at: Instant,
    current: z.boolean(),
  })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof StaffSession>;

export const listStaffSessions = defineRoute({
  method: 'GET',
  path: '/api/admin/sessions',
  summary: 'Back office: live staff sessions (yours; every staff member’s for an admin)',
  tags: ['admin'],
  auth: false,
  staff: 'any',
  response: { 200: z.object({ sessions: z.array(StaffSession) }), ...errors(400, 401) },
});

export const endStaffSession = defineRoute({
  method: 'DELETE',
  path: '/api/admin/sessions/{sessionId}',
  summary: 'Back office: end a staff session (your own; anyone’s for an admin)',
  tags: ['admin'],
  auth: false,
  staff: 'any',
  params: z.object({ sessionId: z.string().min(1).max(100) }),
  body: z.object({}).nullish(),
  response: { 204: z.null(), ...errors(400, 401, 404) },
});
