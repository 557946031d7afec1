import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { StaffRole } from '@halyard/domain';
import { staffSubject } from '../../src/modules/admin/staff/staff-sign-in.service';
import { createStaffRepository } from '../../src/modules/admin/staff/staff.repository';
import { hashPassword } from '../../src/modules/account/password';
import { createAttemptBudgets } from '../../src/modules/security/attempt-budget';
import { createSecretBox, loadMasterKey } from '../../src/modules/security/secret-box';
import { createTwoFactorRepository } from '../../src/modules/two-factor/two-factor.repository';
import { createTwoFactor } from '../../src/modules/two-factor/two-factor.service';
import { DEMO_ADMIN_PASSWORD } from '../../src/seed/admin.seed';
import { demoEmail } from '../../src/seed/demo-accounts';
import { cookieJar, type Jar } from '../account/security-client';
import { startTestServer, type TestServer } from '../test-server';

/** The seeded admin's authenticator (ADMIN_TOTP_SECRET in the tests' environment). */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface StaffLogin {
  readonly email: string;
  readonly password: string;
  secret: string | null;
  readonly tenant: string;
}

export const seededAdmin = (): StaffLogin => ({
  email: 'admin@demo.halyard.test',
  password: DEMO_ADMIN_PASSWORD,
  secret: ADMIN_TOTP_SECRET,
  tenant: 'halyard',
});

export const startAdminTestServer = (env: Record<string, string> = {}) =>
  startTestServer({ ADMIN_TOTP_SECRET, ...env });

/** The authenticator app's code at the server's time. */
export const totpAt = (secret: string, t: TestServer) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() });

export type StaffJar = Jar & { readonly login: StaffLogin };

/**
 * Signs a staff member in through the real two steps (enrolling TOTP on a first sign-in). Each
 * code is accepted once, so every sign-in starts a new 30-second step of the server's clock.
 */
export async function signInStaff(t: TestServer, login: StaffLogin): Promise<StaffJar> {
  t.clock.advance(30_000);
  const jar = cookieJar(t, { 'x-tenant-id': login.tenant });
  const step = await jar.send('POST', '/api/admin/auth/sign-in', {
    body: { email: login.email, password: login.password },
  });
  expect(step.status, JSON.stringify(step.body)).toBe(202);
  if (step.body.next === 'enrol') login.secret = step.body.enrolment.secret as string;
  const done = await jar.send('POST', '/api/admin/auth/code', {
    body: { code: totpAt(login.secret as string, t) },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return Object.assign(jar, { login });
}

let counter = 0;

/** A staff member of any tenant written straight to the database, TOTP on with a known secret. */
export async function seedStaff(
  t: TestServer,
  role: StaffRole,
  tenant = 'halyard',
): Promise<StaffLogin> {
  const db = t.server.database.db;
  const email = `${role}-${++counter}-${tenant}@staff.halyard.test`;
  const password = `a long ${role} password ${counter}`;
  const id = await createStaffRepository(db).create(
    db,
    {
      tenantId: tenant,
      email,
      name: `${role} ${counter}`,
      role,
      passwordHash: await hashPassword(password),
    },
    t.clock.now(),
  );
  const twoFactor = createTwoFactor({
    db,
    clock: t.clock,
    repo: createTwoFactorRepository(db),
    box: createSecretBox(loadMasterKey(t.config.appSecret, t.config.dataDir)),
    budgets: createAttemptBudgets(db),
    limits: t.config.authLimits,
  });
  const enrolled = await twoFactor.provision(
    db,
    staffSubject({ tenantId: tenant, id: id as string }),
    'test',
    email,
  );
  return { email, password, secret: enrolled?.secret ?? null, tenant };
}

/** The back office's refunds of a demo customer's subscription (issue 16 item 3). */
export const staffRefundsPath = async (t: TestServer, key: string, subscriptionId: string) =>
  `/api/admin/customers/${await demoUserId(t, key)}/subscriptions/${subscriptionId}/refunds`;

/** A new staff member of `role` (see `seedStaff`), signed in. */
export const signInNewStaff = async (t: TestServer, role: StaffRole, tenant?: string) =>
  signInStaff(t, await seedStaff(t, role, tenant));

/** A demo customer's user id (the back office names customers by id). */
export async function demoUserId(t: TestServer, key: string): Promise<string> {
  const row = await t.server.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoEmail(key))
    .executeTakeFirstOrThrow();
  return row.id;
}
