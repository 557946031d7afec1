import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import {
  partialRefundAmounts,
  refundSplit,
  sharePaidParts,
  type Currency,
  type RefundDestination,
} from '@halyard/domain';
import type { Db } from '../../db/database';
import type { Database, RefundItemsTable, RefundRequestsTable } from '../../db/schema';
import type { InvoiceLineInput } from '../invoices/invoices.repository';
import type { Executor } from '../../db/executor';
import { newRowId } from '../../db/row-id';

export type RefundRequestRow = Selectable<RefundRequestsTable> & {
  credit_note_number: string | null;
};

/**
 * What one charge paid for one subscription, not refunded yet (decision 0121): a refund returns
 * it whole, and its credit note mirrors these lines, discount and tax.
 */
export interface RefundableShare {
  readonly allocationId: string;
  readonly chargeId: string;
  readonly gatewayChargeId: string | null;
  readonly invoiceId: string;
  readonly invoiceNumber: string;
  readonly issuedAt: string;
  readonly subscriptionId: string;
  readonly currency: Currency;
  readonly lines: readonly InvoiceLineInput[];
  readonly subtotal: number;
  readonly discount: number;
  readonly tax: number;
  readonly taxRate: number;
  readonly amount: number;
  /** How the charge was paid: the credit note says where the money goes back. */
  readonly paymentSummary: string | null;
  /**
   * Decision 0221: of `amount`, what the card paid and has not had back (`toCard`), and what the
   * credit balance paid and has not had back (`toBalance`); they add up to `amount`.
   */
  readonly toCard: number;
  readonly toBalance: number;
  /**
   * Decision 0223: the customer's account was deleted, so its credit balance is closed — only
   * the card's part is returned and nothing may go to the balance.
   */
  readonly balanceClosed?: boolean;
}

/** A refund item to carry out, with what it returns. */
export interface DueRefundItem extends RefundableShare {
  readonly itemId: string;
  readonly status: RefundItemsTable['status'];
  /** Decision 0221: the part of `amount` that goes to the credit balance; the rest to the card. */
  readonly balanceAmount: number;
}

const OPEN_ITEM = ['pending', 'refunded'] as const;

function shareQuery(executor: Executor) {
  return executor
    .selectFrom('charge_allocations as a')
    .innerJoin('charges as c', 'c.id', 'a.charge_id')
    .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
    .select([
      'a.id as allocation_id',
      'a.charge_id',
      'a.subscription_id',
      'a.currency',
      'a.lines',
      'a.subtotal',
      'a.discount',
      'a.tax',
      'a.amount',
      'c.gateway_charge_id',
      'i.id as invoice_id',
      'i.number as invoice_number',
      'i.issued_at',
      'i.tax_rate',
      'i.payment_summary',
      'i.total as invoice_total',
      'i.credit_applied',
    ])
    .select((eb) => creditedOf(eb).as('credited'))
    .select((eb) => creditedOf(eb, 'cn.credit_applied').as('credited_to_balance'))
    .select((eb) =>
      // The invoice's shares before this one (decision 0221's cumulative split of the credit).
      eb
        .selectFrom('charge_allocations as b')
        .select((b) => b.fn.coalesce(b.fn.sum<number>('b.amount'), b.lit(0)).as('n'))
        .whereRef('b.invoice_id', '=', 'a.invoice_id')
        .whereRef('b.id', '<', 'a.id')
        .as('before'),
    );
}

/**
 * What credit notes have returned of an allocation so far: refunds our processor made are its
 * items (a share with one is not offered again), and refunds made in the provider's dashboard
 * are credit notes booked from its webhook (decision 0153) that leave the rest refundable.
 */
export function creditedOf(
  eb: ExpressionBuilder<Database & { a: Database['charge_allocations'] }, 'a'>,
  column: 'cn.total' | 'cn.credit_applied' = 'cn.total',
) {
  return eb
    .selectFrom('invoices as cn')
    .select((cn) => cn.fn.coalesce(cn.fn.sum<number>(column), cn.lit(0)).as('n'))
    .where('cn.kind', '=', 'credit_note')
    .whereRef('cn.related_invoice_id', '=', 'a.invoice_id')
    .whereRef('cn.subscription_id', '=', 'a.subscription_id');
}

type ShareRow = Awaited<ReturnType<ReturnType<typeof shareQuery>['execute']>>[number];

/**
 * What is left to return of an allocation, to the card and to the balance (decision 0221): what
 * each paid of the share (the domain's exact split of the invoice's credit) less what credit
 * notes returned to each so far. PostgreSQL's sum of integers is a bigint (a string through pg).
 */
function leftOf(r: ShareRow): { card: number; balance: number } {
  const paid = sharePaidParts(r.amount, r.invoice_total, r.credit_applied, Number(r.before ?? 0));
  const toBalance = Number(r.credited_to_balance ?? 0);
  const toCard = Number(r.credited ?? 0) - toBalance;
  return { card: Math.max(0, paid.card - toCard), balance: Math.max(0, paid.balance - toBalance) };
}

const toShare = (r: ShareRow): RefundableShare => ({
  allocationId: r.allocation_id,
  chargeId: r.charge_id,
  gatewayChargeId: r.gateway_charge_id,
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  issuedAt: r.issued_at,
  subscriptionId: r.subscription_id,
  currency: r.currency as Currency,
  lines: JSON.parse(r.lines) as InvoiceLineInput[],
  subtotal: r.subtotal,
  discount: r.discount,
  tax: r.tax,
  taxRate: r.tax_rate ?? 0,
  amount: r.amount,
  paymentSummary: r.payment_summary,
  toCard: leftOf(r).card,
  toBalance: leftOf(r).balance,
});

/**
 * What an item of `amount` returns of its share: all of it, or the domain's part (0173); `left`
 * splits it between the card and the balance (decision 0221).
 */
function partOf(
  share: RefundableShare,
  amount: number,
  left: { card: number; balance: number } = { card: share.toCard, balance: share.toBalance },
): RefundableShare {
  const split = refundSplit(amount, left);
  const part = partialRefundAmounts({ ...share, total: share.amount }, amount);
  if (!part.ok || !split)
    throw new Error(`Refund item of ${amount} cannot return ${share.allocationId}`);
  const { lines, subtotal, discount, tax, total } = part.value;
  return {
    ...share,
    lines,
    subtotal,
    discount,
    tax,
    amount: total,
    toCard: split.card,
    toBalance: split.balance,
  };
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
    /**
     * Everything paid for the subscription that no refund returned or is returning, oldest first.
     * `cardOnly`: the account is being deleted now (decision 0223), so the balance's parts are
     * left out as they are for an account deleted before.
     */
    async refundableShares(
      executor: Executor,
      subscriptionRowId: string,
      options: { readonly cardOnly?: boolean } = {},
    ): Promise<RefundableShare[]> {
      const rows = await shareQuery(executor)
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .select('u.anonymized_at')
        .where('a.subscription_id', '=', subscriptionRowId)
        .where('c.kind', '=', 'charge')
        .where('c.status', '=', 'succeeded')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('refund_items as ri')
                .select('ri.id')
                .whereRef('ri.allocation_id', '=', 'a.id')
                .where('ri.status', 'in', OPEN_ITEM),
            ),
          ),
        )
        .orderBy('a.created_at')
        .orderBy('a.id')
        .execute();
      // Paid partly from the credit balance (decision 0221): what is left is the card's part not
      // yet returned plus the balance's part not yet returned, each to go back where it came from.
      return rows.flatMap((r) => {
        const left = leftOf(r);
        // Decision 0223: a deleted account's balance closed with it; only the card's part is left.
        const balanceClosed = Boolean(options.cardOnly || r.anonymized_at);
        if (balanceClosed) left.balance = 0;
        const amount = left.card + left.balance;
        return amount > 0 ? [{ ...partOf(toShare(r), amount, left), balanceClosed }] : [];
      });
    },

    /** Who a due refund belongs to, and how the payment reads on the credit notes. */
    context(id: string) {
      return db
        .selectFrom('refund_requests as rr')
        .innerJoin('users as u', 'u.id', 'rr.user_id')
        .innerJoin('tenants as t', 't.id', 'rr.tenant_id')
        .innerJoin('charges as c', 'c.id', 'rr.charge_id')
        .leftJoin('invoices as i', 'i.id', 'c.invoice_id')
        .select([
          'rr.id',
          'rr.tenant_id',
          'rr.user_id',
          'rr.subscription_id',
          'rr.amount',
          'rr.currency',
          'rr.revokes_subscription',
          'rr.destination',
          'rr.staff_id',
          'i.payment_summary',
          'u.email',
          'u.locale',
          'u.anonymized_at',
          'u.residence_country',
          'u.residence_state',
          'u.residence_zipcode',
          't.brand_name',
        ])
        .where('rr.id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** The credit notes a request's items were booked on, first number first. */
    creditNotes(executor: Executor, requestId: string) {
      return executor
        .selectFrom('refund_items as ri')
        .innerJoin('invoices as cn', 'cn.id', 'ri.credit_note_id')
        .select(['cn.id', 'cn.number'])
        .where('ri.refund_request_id', '=', requestId)
        .orderBy('cn.number')
        .execute();
    },

    /**
     * The items of a request, with what each returns: the whole share, or for a staff refund of
     * part of a payment (decision 0173) the share in proportion to the item's amount.
     */
    async items(executor: Executor, requestId: string): Promise<DueRefundItem[]> {
      const rows = await shareQuery(executor)
        .innerJoin('refund_items as ri', 'ri.allocation_id', 'a.id')
        .select([
          'ri.id as item_id',
          'ri.status as item_status',
          'ri.amount as item_amount',
          'ri.balance_amount',
        ])
        .where('ri.refund_request_id', '=', requestId)
        .orderBy('a.created_at')
        .orderBy('a.id')
        .execute();
      // The item's split was fixed when it was made (decision 0221): a later credit note cannot
      // change where an open item's money goes.
      return rows.map((r) => ({
        ...partOf(toShare(r), r.item_amount, {
          card: r.item_amount - r.balance_amount,
          balance: r.balance_amount,
        }),
        itemId: r.item_id,
        status: r.item_status,
        balanceAmount: r.balance_amount,
      }));
    },

    /** One item returned: its gateway refund and credit note (in the booking transaction). */
    async itemRefunded(
      executor: Executor,
      itemId: string,
      done: { gatewayRefundId: string | null; creditNoteId: string; now: Date },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('refund_items')
        .set({
          status: 'refunded',
          gateway_refund_id: done.gatewayRefundId,
          credit_note_id: done.creditNoteId,
          refunded_at: done.now.toISOString(),
        })
        .where('id', '=', itemId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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

    /**
     * A pending request and one pending item per share it returns (the share's whole amount, or
     * `amounts[i]` of it: a staff refund of part of a payment, decision 0173).
     */
    async create(
      executor: Executor,
      shares: readonly RefundableShare[],
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
        | 'revokes_subscription'
        | 'staff_id'
        | 'destination'
      > & {
        revokes_subscription?: number;
        staff_id?: string | null;
        destination?: RefundDestination;
      },
      amounts?: readonly number[],
    ): Promise<string> {
      const id = newRowId();
      const destination = r.destination ?? 'card';
      // Where each item's money goes is decided now (decision 0221's split) and kept on the item.
      const items = shares.map((share, i) => {
        const amount = amounts?.[i] ?? share.amount;
        const split = refundSplit(
          amount,
          { card: share.toCard, balance: share.toBalance },
          destination,
        );
        if (!split) throw new Error(`Refund item of ${amount} cannot return ${share.allocationId}`);
        return { share, amount, toBalance: split.balance };
      });
      await executor
        .insertInto('refund_requests')
        .values({
          ...r,
          destination,
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
      await executor
        .insertInto('refund_items')
        .values(
          items.map(({ share, amount, toBalance }) => ({
            id: newRowId(),
            tenant_id: r.tenant_id,
            refund_request_id: id,
            allocation_id: share.allocationId,
            amount,
            balance_amount: toBalance,
            currency: share.currency,
            status: 'pending' as const,
            gateway_refund_id: null,
            credit_note_id: null,
            refunded_at: null,
          })),
        )
        .execute();
      return id;
    },

    /** Cancels while pending and not being processed right now; false otherwise. */
    async cancel(id: string, now: Date): Promise<boolean> {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('refund_requests')
          .set({ status: 'cancelled', cancelled_at: at })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_until', '<', at)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('refund_items')
          .set({ status: 'cancelled' })
          .where('refund_request_id', '=', id)
          .where('status', '=', 'pending')
          .execute();
        return true;
      });
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
      const settled = Number(result.numUpdatedRows) === 1;
      // A refused refund returns nothing more: what it did not return can be asked for again.
      if (settled && outcome.status === 'failed')
        await executor
          .updateTable('refund_items')
          .set({ status: 'failed' })
          .where('refund_request_id', '=', id)
          .where('status', '=', 'pending')
          .execute();
      return settled;
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
      // Its add-ons end with it: nothing refunded stays active (decision 0121).
      await executor
        .updateTable('subscription_addons')
        .set({ expires_at: now.toISOString(), auto_billing_enabled: 0 })
        .where('subscription_id', '=', subscriptionRowId)
        .where((eb) =>
          eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]),
        )
        .execute();
    },

    /** The credit notes a refund request wrote, by number (staff refunds, decision 0173). */
    creditNotesOf: (executor: Executor, refundRequestId: string) =>
      executor
        .selectFrom('refund_items as ri')
        .innerJoin('invoices as cn', 'cn.id', 'ri.credit_note_id')
        .select(['cn.id', 'cn.number'])
        .where('ri.refund_request_id', '=', refundRequestId)
        .orderBy('cn.number')
        .execute(),

    /** Whether the invoice is a payment for the subscription (refunded or not). */
    async paidFor(
      executor: Executor,
      subscriptionRowId: string,
      invoiceId: string,
    ): Promise<boolean> {
      const paid = await executor
        .selectFrom('charge_allocations')
        .select('id')
        .where('subscription_id', '=', subscriptionRowId)
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirst();
      return paid !== undefined;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
