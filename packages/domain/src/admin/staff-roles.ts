import { isOneOf } from '../shared/one-of';

/**
 * Issue 16 item 1: the back office's roles and what each may do, as one table. Each role holds
 * everything of the role before it: `support` reads customers and acts on their accounts,
 * `finance` adds refunds, credit notes, dunning and revenue, `admin` adds the catalogue and staff.
 */
export const STAFF_ROLES = ['support', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Search customers and open a customer's page, download their invoices. */
  'customers.read',
  /** Account actions: auto-renew, extend, cancel, retry, resend, sign out, unlock, email, deletion. */
  'customers.act',
  /** Refunds with their credit notes. */
  'refunds.write',
  /** Failed renewals, revenue figures and their CSV. */
  'revenue.read',
  /** Offers, prices, free periods and gift-card batches: reading them. */
  'catalogue.read',
  /** … and changing them (versioned; new checkouts only). */
  'catalogue.write',
  /** The audit log. */
  'audit.read',
  /** Staff accounts, their roles, second factors and sessions. */
  'staff.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const SUPPORT: readonly StaffPermission[] = [
  'customers.read',
  'customers.act',
  'catalogue.read',
  'audit.read',
];
const FINANCE: readonly StaffPermission[] = [...SUPPORT, 'refunds.write', 'revenue.read'];
const ADMIN: readonly StaffPermission[] = [...FINANCE, 'catalogue.write', 'staff.manage'];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  support: SUPPORT,
  finance: FINANCE,
  admin: ADMIN,
};

export function isStaffRole(value: string): value is StaffRole {
  return isOneOf(STAFF_ROLES, value);
}

/** Whether a role may do something (issue 16 item 1's table). */
export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles that may do something, weakest first (the authorization matrix reads this). */
export const rolesWith = (permission: StaffPermission): StaffRole[] =>
  STAFF_ROLES.filter((role) => staffCan(role, permission));
