import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PASSWORD_RESET_LIFETIME_MS, type PasswordResetPurpose } from '@halyard/domain';
import type { PasswordResetsTable } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** The stored form of a link's secret: its SHA-256 (the secret is only in the email). */
export const resetTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export interface IssuedLink {
  readonly token: string;
  readonly expiresAt: string;
}

/** Password links (issue 24 item 1, decision 0160): issued, read by secret, used once. */
export function createPasswordResetsRepository() {
  return {
    /** A new link for the user, in the caller's transaction; answers its secret once. */
    async issue(
      executor: Executor,
      r: { tenantId: string; userId: string; purpose: PasswordResetPurpose; now: Date },
    ): Promise<IssuedLink> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(
        r.now.getTime() + PASSWORD_RESET_LIFETIME_MS[r.purpose],
      ).toISOString();
      await executor
        .insertInto('password_resets')
        .values({
          id: randomUUID(),
          tenant_id: r.tenantId,
          user_id: r.userId,
          token_hash: resetTokenHash(token),
          purpose: r.purpose,
          created_at: r.now.toISOString(),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      return { token, expiresAt };
    },

    /** The link a secret names in this tenant, with its (not anonymised) account's email. */
    async find(
      executor: Executor,
      tenantId: string,
      token: string,
    ): Promise<(PasswordResetsTable & { email: string }) | null> {
      const row = await executor
        .selectFrom('password_resets as r')
        .innerJoin('users as u', (j) =>
          j.onRef('u.id', '=', 'r.user_id').onRef('u.tenant_id', '=', 'r.tenant_id'),
        )
        .selectAll('r')
        .select('u.email')
        .where('r.tenant_id', '=', tenantId)
        .where('r.token_hash', '=', resetTokenHash(token))
        .where('u.anonymized_at', 'is', null)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Uses the link (guarded: exactly one concurrent use wins) and retires every other unused
     * link of the account, so an older email cannot set the password again.
     */
    async use(executor: Executor, link: PasswordResetsTable, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const used = await executor
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('id', '=', link.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await executor
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('tenant_id', '=', link.tenant_id)
        .where('user_id', '=', link.user_id)
        .where('used_at', 'is', null)
        .execute();
      return true;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
