import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { MailRecipient } from '../mail/mailer.service';
import { liveUser } from '../mail/recipients.repository';

export interface AccountRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly language: string | null;
  readonly brand: string;
}

/** The account's mail recipient, at its own address unless another is given. */
export const recipientOf = (account: AccountRecord, email = account.email): MailRecipient => ({
  tenantId: account.tenantId,
  userId: account.id,
  email,
  brand: account.brand,
  language: account.language,
});

/** The user row as the settings calls read and change it (scoped by tenant and id). */
export function createAccountSettingsRepository(db: Db) {
  return {
    async find(
      executor: Executor,
      tenantId: string,
      userId: string,
    ): Promise<AccountRecord | null> {
      const row = await liveUser(executor, tenantId, userId)
        .select(['u.id', 'u.tenant_id', 'u.email', 'u.password_hash', 'u.locale', 't.brand_name'])
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            tenantId: row.tenant_id,
            email: row.email,
            passwordHash: row.password_hash,
            language: row.locale,
            brand: row.brand_name,
          }
        : null;
    },

    async emailTaken(tenantId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setEmail(executor: Executor, tenantId: string, userId: string, email: string) {
      await executor
        .updateTable('users')
        .set({ email })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .execute();
    },

    async setPassword(executor: Executor, tenantId: string, userId: string, hash: string) {
      await executor
        .updateTable('users')
        .set({ password_hash: hash })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .execute();
    },

    /** Signs the user out everywhere except, optionally, the session making the request. */
    async revokeSessions(executor: Executor, tenantId: string, userId: string, exceptId?: string) {
      let query = executor
        .deleteFrom('sessions')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId);
      if (exceptId) query = query.where('id', '!=', exceptId);
      await query.execute();
    },
  };
}

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
