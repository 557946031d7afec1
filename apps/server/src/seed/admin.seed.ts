import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/account/password';
import { staffSubject } from '../modules/admin/staff/staff-sign-in.service';
import { createStaffRepository } from '../modules/admin/staff/staff.repository';
import { createAttemptBudgets } from '../modules/security/attempt-budget';
import { createSecretBox, loadMasterKey } from '../modules/security/secret-box';
import { createTwoFactorRepository } from '../modules/two-factor/two-factor.repository';
import { createTwoFactor } from '../modules/two-factor/two-factor.service';

/** The seeded admin's password when ADMIN_PASSWORD is unset and the demo is seeded. */
export const DEMO_ADMIN_PASSWORD = 'admin-demo-password';

export interface SeededAdmin {
  readonly email: string;
  /** Shown once: the default demo password or a generated one; null when ADMIN_PASSWORD set it. */
  readonly password: string | null;
  /** The `otpauth://` URI to scan into an authenticator app. */
  readonly totpUri: string;
}

/**
 * Issue 16 item 1 (decision 0170): a tenant without staff gets one admin from ADMIN_EMAIL and
 * ADMIN_PASSWORD (a demo default, or a random one outside the demo), with a second factor that is
 * on from the start — ADMIN_TOTP_SECRET's, or a new one whose URI the banner prints once.
 */
export async function seedAdmin(
  db: Db,
  clock: Clock,
  config: Pick<
    Config,
    'admin' | 'defaultTenant' | 'seedDemo' | 'appSecret' | 'dataDir' | 'authLimits' | 'brandName'
  >,
): Promise<SeededAdmin | null> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'brand_name'])
    .where('id', '=', config.defaultTenant)
    .executeTakeFirst();
  const staff = createStaffRepository(db);
  if (!tenant || (await staff.any(tenant.id))) return null;
  const shown = config.admin.password
    ? null
    : config.seedDemo
      ? DEMO_ADMIN_PASSWORD
      : randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(config.admin.password ?? (shown as string));
  const twoFactor = createTwoFactor({
    db,
    clock,
    repo: createTwoFactorRepository(db),
    box: createSecretBox(loadMasterKey(config.appSecret, config.dataDir)),
    budgets: createAttemptBudgets(db),
    limits: config.authLimits,
  });
  return db.transaction().execute(async (trx) => {
    const id = await staff.create(
      trx,
      {
        tenantId: tenant.id,
        email: config.admin.email,
        name: 'Administrator',
        role: 'admin',
        passwordHash,
      },
      clock.now(),
    );
    if (!id) return null;
    const enrolled = await twoFactor.provision(
      trx,
      staffSubject({ tenantId: tenant.id, id }),
      `${tenant.brand_name} back office`,
      config.admin.email,
      config.admin.totpSecret,
    );
    if (!enrolled) return null;
    return { email: config.admin.email, password: shown, totpUri: enrolled.uri };
  });
}
