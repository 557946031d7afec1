import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

/** Whose second factor: a customer (`user`) or, later, a back-office account (`staff`). */
export interface Subject {
  readonly tenantId: string;
  readonly kind: 'user' | 'staff';
  readonly id: string;
}

export interface StoredSecret {
  readonly id: string;
  readonly sealed: string;
  readonly enrolExpiresAt: string;
  readonly confirmedAt: string | null;
}

/** Stores a subject's secret, pending or on; false when the subject has one already. */
async function insertSecret(
  executor: Executor,
  subject: Subject,
  sealed: string,
  now: Date,
  state: { readonly enrol_expires_at: string; readonly confirmed_at: string | null },
): Promise<boolean> {
  const inserted = await executor
    .insertInto('two_factor_secrets')
    .values({
      id: randomUUID(),
      tenant_id: subject.tenantId,
      subject_kind: subject.kind,
      subject_id: subject.id,
      secret_sealed: sealed,
      created_at: now.toISOString(),
      ...state,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'subject_kind', 'subject_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** TOTP secrets and recovery codes (decision 0110); every query is scoped by subject. */
export function createTwoFactorRepository(db: Db) {
  return {
    async find(subject: Subject): Promise<StoredSecret | null> {
      const row = await db
        .selectFrom('two_factor_secrets')
        .select(['id', 'secret_sealed', 'enrol_expires_at', 'confirmed_at'])
        .where('tenant_id', '=', subject.tenantId)
        .where('subject_kind', '=', subject.kind)
        .where('subject_id', '=', subject.id)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            sealed: row.secret_sealed,
            enrolExpiresAt: row.enrol_expires_at,
            confirmedAt: row.confirmed_at,
          }
        : null;
    },

    /** A new unconfirmed secret in place of an earlier unconfirmed one; false if one is on. */
    async putPending(subject: Subject, sealed: string, now: Date, expiresAt: Date) {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('two_factor_secrets')
          .where('tenant_id', '=', subject.tenantId)
          .where('subject_kind', '=', subject.kind)
          .where('subject_id', '=', subject.id)
          .where('confirmed_at', 'is', null)
          .execute();
        return insertSecret(trx, subject, sealed, now, {
          enrol_expires_at: expiresAt.toISOString(),
          confirmed_at: null,
        });
      });
    },

    /**
     * A secret that is on from the start (an account provisioned with a known authenticator: the
     * back office's seeded admin, decision 0170); false when the subject has one already.
     */
    async putConfirmed(executor: Executor, subject: Subject, sealed: string, now: Date) {
      return insertSecret(executor, subject, sealed, now, {
        enrol_expires_at: now.toISOString(),
        confirmed_at: now.toISOString(),
      });
    },

    /** Turns the pending secret on with the step of its first code (once, whatever the races). */
    async confirm(executor: Executor, id: string, step: number, now: Date): Promise<boolean> {
      const result = await executor
        .updateTable('two_factor_secrets')
        .set({ confirmed_at: now.toISOString(), last_step: step })
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Accepts a code's time step once: only a step newer than every accepted one passes. */
    async useStep(id: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor_secrets')
        .set({ last_step: step })
        .where('id', '=', id)
        .where('confirmed_at', 'is not', null)
        .where('last_step', '<', step)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(executor: Executor, subject: Subject): Promise<void> {
      for (const table of ['two_factor_secrets', 'recovery_codes'] as const)
        await executor
          .deleteFrom(table)
          .where('tenant_id', '=', subject.tenantId)
          .where('subject_kind', '=', subject.kind)
          .where('subject_id', '=', subject.id)
          .execute();
    },

    async replaceCodes(executor: Executor, subject: Subject, macs: string[], now: Date) {
      await executor
        .deleteFrom('recovery_codes')
        .where('tenant_id', '=', subject.tenantId)
        .where('subject_kind', '=', subject.kind)
        .where('subject_id', '=', subject.id)
        .execute();
      await executor
        .insertInto('recovery_codes')
        .values(
          macs.map((mac) => ({
            id: randomUUID(),
            tenant_id: subject.tenantId,
            subject_kind: subject.kind,
            subject_id: subject.id,
            code_mac: mac,
            created_at: now.toISOString(),
            used_at: null,
          })),
        )
        .execute();
    },

    /** Spends a recovery code (single use under concurrency: one UPDATE wins). */
    async useCode(subject: Subject, mac: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('tenant_id', '=', subject.tenantId)
        .where('subject_kind', '=', subject.kind)
        .where('subject_id', '=', subject.id)
        .where('code_mac', '=', mac)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async codesLeft(subject: Subject): Promise<number> {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', subject.tenantId)
        .where('subject_kind', '=', subject.kind)
        .where('subject_id', '=', subject.id)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
