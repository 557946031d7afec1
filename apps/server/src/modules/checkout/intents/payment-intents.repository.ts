import { randomUUID } from 'node:crypto';
import type { CheckoutFlow, Currency } from '@halyard/domain';
import type { Db } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import type { PaymentMethodType, PaymentSourceDetails } from '../../payments/payment-gateway';

/** Our record of a gateway payment intent (decision 0020). */
export interface StoredIntent {
  readonly id: string;
  readonly tenantId: string;
  readonly gatewayIntentId: string;
  readonly methodType: PaymentMethodType;
  readonly amount: number;
  readonly currency: Currency;
  readonly flow: CheckoutFlow;
  readonly subscriptionId: string | null;
  readonly userId: string | null;
  readonly source: PaymentSourceDetails | null;
  readonly consumedBy: string | null;
  /** The hash of the creating browser's client secret (decision 0101); null: made before it. */
  readonly clientSecretHash: string | null;
  /** Unused after this instant, the intent can no longer pay (decision 0101). */
  readonly expiresAt: Date | null;
  /** Digest of the billing details the intent was priced with (decision 0198); null: none. */
  readonly billingDetailsHash: string | null;
}

export type NewIntent = Omit<StoredIntent, 'id' | 'consumedBy'>;

export function createPaymentIntentsRepository(db: Db) {
  return {
    async insert(intent: NewIntent, now: Date): Promise<void> {
      const s = intent.source;
      await db
        .insertInto('payment_intents')
        .values({
          id: randomUUID(),
          tenant_id: intent.tenantId,
          gateway_intent_id: intent.gatewayIntentId,
          method_type: intent.methodType,
          amount: intent.amount,
          currency: intent.currency,
          flow: intent.flow,
          subscription_id: intent.subscriptionId,
          user_id: intent.userId,
          source_token: s?.token ?? null,
          source_kind: s?.kind ?? null,
          source_brand: s?.brand ?? null,
          source_last4: s?.last4 ?? null,
          source_exp_month: s?.expMonth ?? null,
          source_exp_year: s?.expYear ?? null,
          created_at: now.toISOString(),
          client_secret_hash: intent.clientSecretHash,
          expires_at: intent.expiresAt?.toISOString() ?? null,
          billing_details_hash: intent.billingDetailsHash,
        })
        .execute();
    },

    /** By the gateway id the client holds, within the tenant only. */
    async find(tenantId: string, gatewayIntentId: string): Promise<StoredIntent | null> {
      const r = await db
        .selectFrom('payment_intents')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('gateway_intent_id', '=', gatewayIntentId)
        .executeTakeFirst();
      if (!r) return null;
      const source: PaymentSourceDetails | null =
        r.source_token && r.source_kind
          ? {
              token: r.source_token,
              kind: r.source_kind as PaymentSourceDetails['kind'],
              brand: r.source_brand ?? 'unknown',
              last4: r.source_last4,
              expMonth: r.source_exp_month,
              expYear: r.source_exp_year,
            }
          : null;
      return {
        id: r.id,
        tenantId: r.tenant_id,
        gatewayIntentId: r.gateway_intent_id,
        methodType: r.method_type as PaymentMethodType,
        amount: r.amount,
        currency: r.currency as Currency,
        flow: r.flow as CheckoutFlow,
        subscriptionId: r.subscription_id,
        userId: r.user_id,
        source,
        consumedBy: r.consumed_by_checkout,
        clientSecretHash: r.client_secret_hash,
        expiresAt: r.expires_at ? new Date(r.expires_at) : null,
        billingDetailsHash: r.billing_details_hash,
      };
    },

    /**
     * Consumes the intent for one checkout attempt inside the caller's transaction: exactly one
     * caller gets true, whatever the concurrency (a conditional update; on PostgreSQL the row
     * lock makes a concurrent twin wait and then find it consumed).
     */
    async consume(trx: Executor, intent: StoredIntent, attemptId: string, now: Date) {
      const result = await trx
        .updateTable('payment_intents')
        .set({ consumed_at: now.toISOString(), consumed_by_checkout: attemptId })
        .where('id', '=', intent.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type PaymentIntentsRepository = ReturnType<typeof createPaymentIntentsRepository>;
