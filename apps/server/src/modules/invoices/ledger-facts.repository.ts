import type { LedgerCreditRefund, LedgerDocument, LedgerMovement } from '@halyard/domain';
import type { Db } from '../../db/database';

/** A movement as our books hold it, with when it was booked (decision 0234: where to list from). */
export interface BookedMovement extends LedgerMovement {
  readonly createdAt: string;
}

/**
 * What the ledger check reads (decision 0124): the customers with money movements, and per group
 * of customers their documents (invoices and credit notes), succeeded charges and refunds, and
 * what refunds returned to the credit balance — as the domain's ledger facts.
 */
export function createLedgerFactsRepository(db: Db) {
  return {
    /** The customers with succeeded charges since `since` (all: null). */
    async customersWithPayments(since: Date | null): Promise<string[]> {
      let query = db
        .selectFrom('charges')
        .select('user_id')
        .distinct()
        .where('status', '=', 'succeeded')
        .where('user_id', 'is not', null);
      if (since) query = query.where('created_at', '>=', since.toISOString());
      return (await query.execute()).flatMap((r) => (r.user_id ? [r.user_id] : []));
    },

    /** How many charges our books hold since `since`, counted no further than `upTo`. */
    async chargesSince(since: Date, upTo: number): Promise<number> {
      const counted = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('charges')
            .select('id')
            .where('created_at', '>=', since.toISOString())
            .limit(upTo)
            .as('recent'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(counted.n);
    },

    documents: async (chunk: readonly string[]): Promise<LedgerDocument[]> =>
      (
        await db
          .selectFrom('invoices')
          .select([
            'id',
            'user_id',
            'kind',
            'currency',
            'lines',
            'subtotal',
            'discount',
            'tax',
            'total',
            'credit_applied',
            'tax_included',
          ])
          .where('user_id', 'in', chunk)
          .execute()
      ).map((d) => ({
        id: d.id,
        userId: d.user_id,
        kind: d.kind,
        currency: d.currency,
        lines: JSON.parse(d.lines) as LedgerDocument['lines'],
        subtotal: d.subtotal,
        discount: d.discount,
        tax: d.tax,
        total: d.total,
        creditApplied: d.credit_applied,
        taxIncluded: d.tax_included === 1,
      })),

    movements: async (chunk: readonly string[]): Promise<BookedMovement[]> =>
      (
        await db
          .selectFrom('charges')
          .select([
            'id',
            'user_id',
            'kind',
            'amount',
            'currency',
            'invoice_id',
            'gateway_charge_id',
            'created_at',
          ])
          .where('user_id', 'in', chunk)
          .where('status', '=', 'succeeded')
          .execute()
      ).map((c) => ({
        id: c.id,
        userId: c.user_id ?? '',
        kind: c.kind,
        amount: c.amount,
        currency: c.currency,
        documentId: c.invoice_id,
        gatewayId: c.gateway_charge_id,
        createdAt: c.created_at,
      })),

    /** Decision 0221: what refunds returned to the credit balance, by credit note. */
    creditRefunds: async (chunk: readonly string[]): Promise<LedgerCreditRefund[]> =>
      (
        await db
          .selectFrom('credit_entries')
          .select(['id', 'amount', 'currency', 'invoice_id'])
          .where('user_id', 'in', chunk)
          .where('kind', '=', 'refund')
          .execute()
      ).map((e) => ({
        id: e.id,
        amount: e.amount,
        currency: e.currency,
        documentId: e.invoice_id,
      })),
  };
}
