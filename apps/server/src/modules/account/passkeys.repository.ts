import { randomUUID } from 'node:crypto';
import type { Passkey } from '@halyard/contract';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

export interface StoredPasskey {
  readonly id: string;
  readonly userId: string;
  readonly credentialId: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: string[];
  readonly name: string;
}

const toPasskey = (r: {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  backed_up: number;
}): Passkey => ({
  id: r.id,
  name: r.name,
  created_at: r.created_at,
  last_used_at: r.last_used_at,
  backed_up: r.backed_up === 1,
});

/** Passkeys (WebAuthn credentials) of customer accounts (decision 0112). */
export function createPasskeysRepository(db: Db) {
  const columns = ['id', 'name', 'created_at', 'last_used_at', 'backed_up'] as const;
  return {
    async list(tenantId: string, userId: string): Promise<Passkey[]> {
      const rows = await db
        .selectFrom('passkeys')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toPasskey);
    },

    async credentialsOf(tenantId: string, userId: string) {
      return db
        .selectFrom('passkeys')
        .select(['credential_id', 'transports'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute()
        .then((rows) =>
          rows.map((r) => ({
            id: r.credential_id,
            transports: JSON.parse(r.transports) as string[],
          })),
        );
    },

    async byCredential(tenantId: string, credentialId: string): Promise<StoredPasskey | null> {
      const row = await db
        .selectFrom('passkeys')
        .innerJoin('users', 'users.id', 'passkeys.user_id')
        .select([
          'passkeys.id',
          'passkeys.user_id',
          'passkeys.credential_id',
          'passkeys.public_key',
          'passkeys.counter',
          'passkeys.transports',
          'passkeys.name',
        ])
        .where('passkeys.tenant_id', '=', tenantId)
        .where('passkeys.credential_id', '=', credentialId)
        .where('users.anonymized_at', 'is', null)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            userId: row.user_id,
            credentialId: row.credential_id,
            publicKey: row.public_key,
            counter: row.counter,
            transports: JSON.parse(row.transports) as string[],
            name: row.name,
          }
        : null;
    },

    /** Inserts a credential; null when this credential is already registered in the tenant. */
    async add(
      executor: Executor,
      input: {
        tenantId: string;
        userId: string;
        credentialId: string;
        publicKey: string;
        counter: number;
        transports: string[];
        backedUp: boolean;
        name: string;
        now: Date;
      },
    ): Promise<Passkey | null> {
      const row = await executor
        .insertInto('passkeys')
        .values({
          id: randomUUID(),
          tenant_id: input.tenantId,
          user_id: input.userId,
          credential_id: input.credentialId,
          public_key: input.publicKey,
          counter: input.counter,
          transports: JSON.stringify(input.transports),
          backed_up: input.backedUp ? 1 : 0,
          name: input.name,
          created_at: input.now.toISOString(),
          last_used_at: null,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'credential_id']).doNothing())
        .returning(columns)
        .executeTakeFirst();
      return row ? toPasskey(row) : null;
    },

    /** Records a use; false when the signature counter went backwards (a cloned authenticator). */
    async recordUse(id: string, previous: number, next: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('passkeys')
        .set({ counter: next, last_used_at: now.toISOString() })
        .where('id', '=', id)
        .where('counter', '=', previous)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async rename(tenantId: string, userId: string, id: string, name: string) {
      const row = await db
        .updateTable('passkeys')
        .set({ name })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst();
      return row ? toPasskey(row) : null;
    },

    async remove(executor: Executor, tenantId: string, userId: string, id: string) {
      const row = await executor
        .deleteFrom('passkeys')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(['name'])
        .executeTakeFirst();
      return row?.name ?? null;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
