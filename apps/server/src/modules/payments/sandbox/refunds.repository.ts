import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Currency } from '../payment-gateway';

export interface SandboxRefund {
  readonly id: string;
  readonly chargeId: string;
  readonly idempotencyKey: string;
  readonly fingerprint: string;
  readonly amount: number;
  readonly currency: Currency;
}

const toRefund = (row: Selectable<Database['sandbox_gateway_refunds']>): SandboxRefund => ({
  id: row.id,
  chargeId: row.charge_id,
  idempotencyKey: row.idempotency_key,
  fingerprint: row.fingerprint,
  amount: row.amount,
  currency: row.currency as Currency,
});

export function createRefundsRepository(db: Kysely<Database>) {
  return {
    /** False when the idempotency key is already taken. */
    async insert(refund: SandboxRefund, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('sandbox_gateway_refunds')
        .values({
          id: refund.id,
          charge_id: refund.chargeId,
          idempotency_key: refund.idempotencyKey,
          fingerprint: refund.fingerprint,
          amount: refund.amount,
          currency: refund.currency,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async listForCharge(chargeId: string): Promise<SandboxRefund[]> {
      const rows = await db
        .selectFrom('sandbox_gateway_refunds')
        .selectAll()
        .where('charge_id', '=', chargeId)
        .orderBy('created_at')
        .execute();
      return rows.map(toRefund);
    },

    async findByKey(key: string): Promise<SandboxRefund | null> {
      const row = await db
        .selectFrom('sandbox_gateway_refunds')
        .selectAll()
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row ? toRefund(row) : null;
    },
  };
}
