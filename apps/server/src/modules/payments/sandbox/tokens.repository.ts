import type { Kysely } from 'kysely';
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

export function createTokensRepository(db: Kysely<Database>) {
  return {
    async insert(token: SandboxToken, now: Date): Promise<void> {
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
        })
        .execute();
    },

    async find(id: string): Promise<SandboxToken | null> {
      const row = await db
        .selectFrom('sandbox_gateway_tokens')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        kind: row.kind as PaymentSourceKind,
        outcome: row.outcome as TestOutcome,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
      };
    },
  };
}
