import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Currency } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { RefundRequestsTable } from '../../db/schema';
import type { Executor } from '../mail/mail-outbox.repository';

export type RefundRequestRow = RefundRequestsTable & { credit_note_number: string | null };

/** The payment a refund would return: the subscription's last succeeded charge not refunded. */
export interface RefundablePayment {
  readonly chargeId: string;
  readonly gatewayChargeId: string | null;
  readonly invoiceId: string | null;
  readonly amount: number;
  readonly currency: Currency;
}

/** Refund requests (decision 0032). Every read is scoped by tenant and user, or claimed by lease. */
export function createRefundsRepository(db: Db, dialect: 'sqlite' | 'postgres') {
  const requests = (executor: Executor) =>
    executor
      .selectFrom('refund_requests as rr')
      .leftJoin('invoices as cn', 'cn.id', 'rr.credit_note_id')
      .selectAll('rr')
      .select('cn.number as credit_note_number');

  return {
    async lastPayment(
      executor: Executor,
      subscriptionRowId: string,
    ): Promise<RefundablePayment | null> {
      const row = await executor
        .selectFrom('charges as c')
        .select(['c.id', 'c.gateway_charge_id', 'c.invoice_id', 'c.amount', 'c.currency'])
        .where('c.subscription_id', '=', subscriptionRowId)
        .where('c.kind', '=', 'charge')
        .where('c.status', '=', 'succeeded')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('refund_requests as r')
                .select('r.id')
                .whereRef('r.charge_id', '=', 'c.id')
                .where('r.status', 'in', ['pending', 'completed']),
            ),
          ),
        )
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row
        ? {
            chargeId: row.id,
            gatewayChargeId: row.gateway_charge_id,
            invoiceId: row.invoice_id,
            amount: row.amount,
            currency: row.currency as Currency,
          }
        : null;
    },

    /** The newest request of a subscription (pending first), or null. */
    async latest(executor: Executor, subscriptionRowId: string): Promise<RefundRequestRow | null> {
      const row = await requests(executor)
        .where('rr.subscription_id', '=', subscriptionRowId)
        .orderBy(sql`case when rr.status = 'pending' then 0 else 1 end`)
        .orderBy('rr.requested_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ?? null;
    },

    async create(
      executor: Executor,
      r: Omit<
        RefundRequestsTable,
        | 'id'
        | 'status'
        | 'cancelled_at'
        | 'completed_at'
        | 'credit_note_id'
        | 'failure'
        | 'lease_owner'
        | 'lease_until'
      >,
    ): Promise<string> {
      const id = randomUUID();
      await executor
        .insertInto('refund_requests')
        .values({
          ...r,
          id,
          status: 'pending',
          cancelled_at: null,
          completed_at: null,
          credit_note_id: null,
          failure: null,
          lease_owner: null,
          lease_until: null,
        })
        .execute();
      return id;
    },

    /** Cancels while pending and not being processed right now; false otherwise. */
    async cancel(id: string, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('refund_requests')
        .set({ status: 'cancelled', cancelled_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_until', '<', at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    find: (executor: Executor, id: string) =>
      requests(executor).where('rr.id', '=', id).executeTakeFirstOrThrow(),

    /** Claims due requests with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL). */
    async claimDue(owner: string, now: Date, leaseMs: number, limit: number): Promise<string[]> {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('refund_requests')
          .select('id')
          .where('status', '=', 'pending')
          .where('process_after', '<=', at)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
          .orderBy('process_after')
          .limit(limit);
        if (dialect === 'postgres') query = query.modifyEnd(sql`for update skip locked`);
        const ids = (await query.execute()).map((r) => r.id);
        if (ids.length === 0) return [];
        await trx
          .updateTable('refund_requests')
          .set({ lease_owner: owner, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
          .where('id', 'in', ids)
          .execute();
        return ids;
      });
    },

    /** Settles a claimed request: completed (with its credit note) or failed; false if lost. */
    async settle(
      executor: Executor,
      id: string,
      owner: string,
      now: Date,
      outcome:
        { status: 'completed'; creditNoteId: string } | { status: 'failed'; failure: string },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('refund_requests')
        .set({
          status: outcome.status,
          completed_at: outcome.status === 'completed' ? now.toISOString() : null,
          credit_note_id: outcome.status === 'completed' ? outcome.creditNoteId : null,
          failure: outcome.status === 'failed' ? outcome.failure : null,
          lease_owner: null,
          lease_until: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async release(id: string, owner: string, now: Date): Promise<void> {
      await db
        .updateTable('refund_requests')
        .set({ lease_owner: null, lease_until: now.toISOString() })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /** spec §3 state revoked: the refund ended the subscription; it never renews again. */
    async revokeSubscription(
      executor: Executor,
      subscriptionRowId: string,
      now: Date,
    ): Promise<void> {
      await executor
        .updateTable('subscriptions')
        .set({
          state: 'revoked',
          auto_billing_enabled: 0,
          expires_soon: 0,
          next_retry_at: null,
          auto_bill_payment_failed: 0,
          auto_bill_failed_on: null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', subscriptionRowId)
        .execute();
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
