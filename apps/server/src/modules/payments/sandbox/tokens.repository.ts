import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PaymentSourceKind } from '../payment-gateway';
import type { TestOutcome } from './test-cards';

/** A stored payment source: what a PSP keeps after tokenising — never the number or the CVC. */
export interface SandboxToken {
  readonly id: string;
  readonly kind: PaymentSourceKind;
  readonly outcome: TestOutcome;
  readonly brand: string;
  readonly last4: string | null;
  readonly expMonth: number | null;
  readonly expYear: number | null;
}

const toToken = (row: Selectable<Database['sandbox_gateway_tokens']>): SandboxToken => ({
  id: row.id,
  kind: row.kind as PaymentSourceKind,
  outcome: row.outcome as TestOutcome,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
});

export function createTokensRepository(db: Kysely<Database>) {
  return {
    /**
     * `clientSecretHash`: the hash of the secret the tokenising browser got (decision 0101); null
     * for a token only the merchant's server ever sees (a vaulted PayPal agreement).
     */
    async insert(token: SandboxToken, clientSecretHash: string | null, now: Date): Promise<void> {
      await db
        .insertInto('sandbox_gateway_tokens')
        .values({
          id: token.id,
          kind: token.kind,
          outcome: token.outcome,
          brand: token.brand,
          last4: token.last4,
          exp_month: token.expMonth,
          exp_year: token.expYear,
          created_at: now.toISOString(),
          client_secret_hash: clientSecretHash,
        })
        .execute();
    },

    async find(id: string): Promise<SandboxToken | null> {
      return (await this.findWithSecret(id))?.token ?? null;
    },

    async findWithSecret(
      id: string,
    ): Promise<{ token: SandboxToken; clientSecretHash: string | null } | null> {
      const row = await db
        .selectFrom('sandbox_gateway_tokens')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { token: toToken(row), clientSecretHash: row.client_secret_hash } : null;
    },

    /** The tokens among `ids` that exist, by id (a batch of renewals reads its cards at once). */
    async findMany(ids: readonly string[]): Promise<Map<string, SandboxToken>> {
      const found = new Map<string, SandboxToken>();
      const unique = [...new Set(ids)];
      for (let from = 0; from < unique.length; from += 500) {
        const rows = await db
          .selectFrom('sandbox_gateway_tokens')
          .selectAll()
          .where('id', 'in', unique.slice(from, from + 500))
          .execute();
        for (const row of rows) found.set(row.id, toToken(row));
      }
      return found;
    },
  };
}
