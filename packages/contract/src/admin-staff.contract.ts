import { z } from 'zod';
import { StaffMember, StaffReason, StaffRole } from './admin-auth.contract';
import { defineRoute, errors } from './http';

/** Issue 16 item 1 (decision 0171): an admin manages the tenant's staff accounts. */
export const listStaff = defineRoute({
  method: 'GET',
  path: '/api/admin/staff',
  summary: 'Back office: the tenant’s staff accounts',
  tags: ['admin'],
  auth: false,
  staff: 'staff.manage',
  response: { 200: z.object({ staff: z.array(StaffMember) }), ...errors(400, 401, 403) },
});

export const NewStaffBody = StaffReason.extend({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(1).max(100),
  role: StaffRole,
  /** A first password the new member signs in with; they enrol their second factor then. */
  password: z.string().min(12).max(200),
}).meta({ id: 'NewStaffBody' });

export const createStaff = defineRoute({
  method: 'POST',
  path: '/api/admin/staff',
  summary: 'Back office: a new staff account (TOTP is enrolled at its first sign-in)',
  tags: ['admin'],
  auth: false,
  staff: 'staff.manage',
  body: NewStaffBody,
  response: { 201: z.object({ staff: StaffMember }), ...errors(400, 401, 403, 409) },
});

const StaffParams = z.object({ staffId: z.string().min(1).max(100) });

export const updateStaff = defineRoute({
  method: 'PATCH',
  path: '/api/admin/staff/{staffId}',
  summary: 'Back office: change a staff member’s role, or disable or enable the account',
  tags: ['admin'],
  auth: false,
  staff: 'staff.manage',
  params: StaffParams,
  body: StaffReason.extend({
    role: StaffRole.optional(),
    disabled: z.boolean().optional(),
  }).meta({ id: 'UpdateStaffBody' }),
  response: { 200: z.object({ staff: StaffMember }), ...errors(400, 401, 403, 404, 409) },
});

export const resetStaffTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/admin/staff/{staffId}/reset-two-factor',
  summary: 'Back office: remove a staff member’s second factor; they enrol a new one at sign-in',
  tags: ['admin'],
  auth: false,
  staff: 'staff.manage',
  params: StaffParams,
  body: StaffReason,
  response: { 200: z.object({ staff: StaffMember }), ...errors(400, 401, 403, 404, 409) },
});
