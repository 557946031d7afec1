import { randomUUID } from 'node:crypto';
import type { StaffMember } from '@halyard/contract';
import { isStaffRole, type StaffRole } from '@halyard/domain';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/executor';

/** A staff account as the back office's services use it (the password hash stays here). */
export interface StaffAccount {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly passwordHash: string;
  readonly createdAt: string;
  readonly disabledAt: string | null;
  readonly twoFactor: boolean;
}

function accounts(executor: Executor) {
  return executor
    .selectFrom('staff_accounts as s')
    .leftJoin('two_factor_secrets as tf', (j) =>
      j
        .onRef('tf.tenant_id', '=', 's.tenant_id')
        .onRef('tf.subject_id', '=', 's.id')
        .on('tf.subject_kind', '=', 'staff'),
    )
    .select([
      's.id',
      's.tenant_id',
      's.email',
      's.name',
      's.role',
      's.password_hash',
      's.created_at',
      's.disabled_at',
      'tf.confirmed_at as two_factor_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof accounts>['executeTakeFirstOrThrow']>>;

function toAccount(r: Row): StaffAccount {
  if (!isStaffRole(r.role)) throw new Error(`Staff ${r.id} has an unknown role ${r.role}`);
  return {
    id: r.id,
    tenantId: r.tenant_id,
    email: r.email,
    name: r.name,
    role: r.role,
    passwordHash: r.password_hash,
    createdAt: r.created_at,
    disabledAt: r.disabled_at,
    twoFactor: r.two_factor_at !== null,
  };
}

export const toStaffMember = (a: StaffAccount): StaffMember => ({
  id: a.id,
  email: a.email,
  name: a.name,
  role: a.role,
  created_at: a.createdAt,
  disabled_at: a.disabledAt,
  two_factor_enabled: a.twoFactor,
});

/** Staff accounts of a tenant (issue 16 item 1, decision 0171); every read is tenant scoped. */
export function createStaffRepository(db: Db) {
  return {
    async findByEmail(tenantId: string, email: string): Promise<StaffAccount | null> {
      const row = await accounts(db)
        .where('s.tenant_id', '=', tenantId)
        .where('s.email', '=', email)
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    async find(executor: Executor, tenantId: string, id: string): Promise<StaffAccount | null> {
      const row = await accounts(executor)
        .where('s.tenant_id', '=', tenantId)
        .where('s.id', '=', id)
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    async list(tenantId: string): Promise<StaffAccount[]> {
      const rows = await accounts(db)
        .where('s.tenant_id', '=', tenantId)
        .orderBy('s.created_at')
        .orderBy('s.email')
        .execute();
      return rows.map(toAccount);
    },

    async any(tenantId: string): Promise<boolean> {
      const row = await db
        .selectFrom('staff_accounts')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A new account; null when the email is taken in the tenant. */
    async create(
      executor: Executor,
      a: { tenantId: string; email: string; name: string; role: StaffRole; passwordHash: string },
      now: Date,
    ): Promise<string | null> {
      const id = randomUUID();
      const inserted = await executor
        .insertInto('staff_accounts')
        .values({
          id,
          tenant_id: a.tenantId,
          email: a.email,
          name: a.name,
          role: a.role,
          password_hash: a.passwordHash,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          disabled_at: null,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? id : null;
    },

    async update(
      executor: Executor,
      tenantId: string,
      id: string,
      change: { role?: StaffRole; disabledAt?: string | null },
      now: Date,
    ): Promise<void> {
      await executor
        .updateTable('staff_accounts')
        .set({
          ...(change.role && { role: change.role }),
          ...(change.disabledAt !== undefined && { disabled_at: change.disabledAt }),
          updated_at: now.toISOString(),
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    /** Enabled admins of the tenant other than `exceptId` (the last admin is never demoted). */
    async otherAdmins(executor: Executor, tenantId: string, exceptId: string): Promise<number> {
      const row = await executor
        .selectFrom('staff_accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('role', '=', 'admin')
        .where('disabled_at', 'is', null)
        .where('id', '!=', exceptId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
