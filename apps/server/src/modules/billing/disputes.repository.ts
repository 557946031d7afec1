import type { Db } from '../../db/database';
import type { PaymentDisputesTable } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { succeededCharge } from './gateway-charge';
import { newRowId } from '../../db/row-id';

export type DisputeStatus = PaymentDisputesTable['status'];

/** Our charge a dispute is about: who paid, for which subscription and invoice. */
export interface DisputedCharge {
  readonly id: string;
  readonly tenantId: string;
  readonly userId: string | null;
  readonly subscriptionId: string | null;
  readonly invoiceNumber: string | null;
  readonly email: string | null;
  readonly subscriptionPublicId: string | null;
  readonly brand: string;
}

export interface NewDispute {
  readonly gatewayDisputeId: string;
  readonly gatewayChargeId: string;
  readonly amount: number;
  readonly currency: string;
  readonly reason: string;
  readonly status: DisputeStatus;
  readonly at: string;
}

/** Disputed charges (decision 0153): one row per provider dispute, moving only forward. */
export function createDisputesRepository(db: Db) {
  return {
    /** The succeeded charge of our ledger with this gateway id, with what a notice names. */
    async charge(gatewayChargeId: string): Promise<DisputedCharge | null> {
      const row = await succeededCharge(db, gatewayChargeId)
        .innerJoin('tenants as t', 't.id', 'c.tenant_id')
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .leftJoin('invoices as i', 'i.id', 'c.invoice_id')
        .leftJoin('subscriptions as s', 's.id', 'c.subscription_id')
        .select([
          'c.id',
          'c.tenant_id',
          'c.user_id',
          'c.subscription_id',
          'i.number as invoice_number',
          'u.email',
          's.subscription_id as public_id',
          't.brand_name',
        ])
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            tenantId: row.tenant_id,
            userId: row.user_id,
            subscriptionId: row.subscription_id,
            invoiceNumber: row.invoice_number,
            email: row.email,
            subscriptionPublicId: row.public_id,
            brand: row.brand_name,
          }
        : null;
    },

    /** False when the dispute is known already (a redelivery, or a later event came first). */
    async insert(trx: Executor, charge: DisputedCharge, d: NewDispute, now: Date) {
      const result = await trx
        .insertInto('payment_disputes')
        .values({
          id: newRowId(),
          tenant_id: charge.tenantId,
          gateway_dispute_id: d.gatewayDisputeId,
          gateway_charge_id: d.gatewayChargeId,
          charge_id: charge.id,
          user_id: charge.userId,
          subscription_id: charge.subscriptionId,
          amount: d.amount,
          currency: d.currency,
          reason: d.reason,
          status: d.status,
          held_autobill: 0,
          opened_at: d.at,
          closed_at: d.status === 'open' ? null : d.at,
          last_event_at: d.at,
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('gateway_dispute_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Closes an open dispute; false when it was closed already. Answers whether it held renewal. */
    async close(
      trx: Executor,
      gatewayDisputeId: string,
      status: 'won' | 'lost',
      at: string,
      now: Date,
    ) {
      const row = await trx
        .selectFrom('payment_disputes')
        .select(['held_autobill', 'subscription_id'])
        .where('gateway_dispute_id', '=', gatewayDisputeId)
        .executeTakeFirst();
      const result = await trx
        .updateTable('payment_disputes')
        .set({
          status,
          closed_at: at,
          last_event_at: at,
          held_autobill: 0,
          updated_at: now.toISOString(),
        })
        .where('gateway_dispute_id', '=', gatewayDisputeId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0
        ? { held: row?.held_autobill === 1, subscriptionId: row?.subscription_id ?? null }
        : null;
    },

    /**
     * Automatic renewal stops while the dispute is open: turned off (a scheduled retry dropped)
     * and remembered on the dispute, so a win turns it back on — only if the dispute turned it off.
     */
    async holdAutobill(trx: Executor, gatewayDisputeId: string, subscriptionId: string, now: Date) {
      const result = await trx
        .updateTable('subscriptions')
        .set({ auto_billing_enabled: 0, next_retry_at: null, updated_at: now.toISOString() })
        .where('id', '=', subscriptionId)
        .where('auto_billing_enabled', '=', 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return;
      await trx
        .updateTable('payment_disputes')
        .set({ held_autobill: 1 })
        .where('gateway_dispute_id', '=', gatewayDisputeId)
        .execute();
    },

    /** After a win: renewal back on for a running subscription no other open dispute holds. */
    async releaseAutobill(trx: Executor, subscriptionId: string, now: Date) {
      const open = await this.openFor(trx, subscriptionId);
      if (open) return;
      await trx
        .updateTable('subscriptions')
        .set({ auto_billing_enabled: 1, expires_soon: 0, updated_at: now.toISOString() })
        .where('id', '=', subscriptionId)
        .where('state', '=', 'active')
        .execute();
    },

    /** Whether an open dispute holds this subscription's renewal (autobill cannot be turned on). */
    async openFor(executor: Executor, subscriptionId: string): Promise<boolean> {
      const row = await executor
        .selectFrom('payment_disputes')
        .select('id')
        .where('subscription_id', '=', subscriptionId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
