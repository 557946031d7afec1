import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type {
  Currency,
  DeclineCode,
  PaymentIntentStatus,
  PaymentMethodType,
} from '../payment-gateway';

/** The sandbox confirms card intents with a token: none waits for details in its own fields. */
export type SandboxIntentStatus = Exclude<PaymentIntentStatus, 'requires_payment_method'>;

export interface SandboxIntent {
  readonly id: string;
  readonly methodType: PaymentMethodType;
  readonly amount: number;
  readonly currency: Currency;
  readonly status: SandboxIntentStatus;
  readonly declineCode: DeclineCode | null;
  readonly tokenId: string | null;
  readonly returnUrl: string | null;
  readonly idempotencyKey: string | null;
  readonly fingerprint: string | null;
}

export interface SandboxChallenge {
  readonly id: string;
  readonly intentId: string;
  readonly status: 'pending' | 'passed' | 'failed';
}

type IntentRow = Database['sandbox_gateway_payment_intents'];

const toIntent = (row: IntentRow): SandboxIntent => ({
  id: row.id,
  methodType: row.method_type as PaymentMethodType,
  amount: row.amount,
  currency: row.currency as Currency,
  status: row.status as SandboxIntentStatus,
  declineCode: row.decline_code as DeclineCode | null,
  tokenId: row.token_id,
  returnUrl: row.return_url,
  idempotencyKey: row.idempotency_key,
  fingerprint: row.fingerprint,
});

/** Payment intents and their 3-D Secure challenges. State changes are conditional updates. */
export function createIntentsRepository(db: Kysely<Database>) {
  const intents = () => db.selectFrom('sandbox_gateway_payment_intents').selectAll();
  return {
    /** False when another intent already holds the idempotency key. */
    async insert(intent: SandboxIntent, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .insertInto('sandbox_gateway_payment_intents')
        .values({
          id: intent.id,
          method_type: intent.methodType,
          amount: intent.amount,
          currency: intent.currency,
          status: intent.status,
          decline_code: intent.declineCode,
          token_id: intent.tokenId,
          return_url: intent.returnUrl,
          idempotency_key: intent.idempotencyKey,
          fingerprint: intent.fingerprint,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async find(id: string): Promise<SandboxIntent | null> {
      const row = await intents().where('id', '=', id).executeTakeFirst();
      return row ? toIntent(row) : null;
    },

    async findByKey(key: string): Promise<SandboxIntent | null> {
      const row = await intents().where('idempotency_key', '=', key).executeTakeFirst();
      return row ? toIntent(row) : null;
    },

    /** Moves an intent on only from the expected status; false when it had moved already. */
    async transition(
      id: string,
      from: PaymentIntentStatus,
      to: { status: SandboxIntentStatus; declineCode?: DeclineCode; tokenId?: string },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_gateway_payment_intents')
        .set({
          status: to.status,
          updated_at: now.toISOString(),
          ...(to.declineCode && { decline_code: to.declineCode }),
          ...(to.tokenId && { token_id: to.tokenId }),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Moves an intent the customer authorised for exactly this amount and currency to succeeded,
     * in one guarded statement; answers its card token, or null when it was not such an intent
     * (any other state, another amount or currency, no such intent).
     */
    async claimAuthorized(
      id: string,
      amount: number,
      currency: Currency,
      now: Date,
    ): Promise<{ tokenId: string | null } | null> {
      const row = await db
        .updateTable('sandbox_gateway_payment_intents')
        .set({ status: 'succeeded', updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'authorized')
        .where('amount', '=', amount)
        .where('currency', '=', currency)
        .returning('token_id')
        .executeTakeFirst();
      return row ? { tokenId: row.token_id } : null;
    },

    async insertChallenge(challenge: SandboxChallenge, now: Date): Promise<void> {
      await db
        .insertInto('sandbox_gateway_challenges')
        .values({
          id: challenge.id,
          intent_id: challenge.intentId,
          status: challenge.status,
          created_at: now.toISOString(),
          completed_at: null,
        })
        .execute();
    },

    async findChallenge(
      where: { id: string } | { intentId: string },
    ): Promise<SandboxChallenge | null> {
      const row = await db
        .selectFrom('sandbox_gateway_challenges')
        .select(['id', 'intent_id', 'status'])
        .where('id' in where ? 'id' : 'intent_id', '=', 'id' in where ? where.id : where.intentId)
        .executeTakeFirst();
      return row ? { id: row.id, intentId: row.intent_id, status: row.status } : null;
    },

    async completeChallenge(id: string, status: 'passed' | 'failed', now: Date): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_gateway_challenges')
        .set({ status, completed_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type IntentsRepository = ReturnType<typeof createIntentsRepository>;
