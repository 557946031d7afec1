import type { Db } from '../../db/database';

/** The charge a checkout attempt committed, as the ledger wrote it (tenant and user scoped). */
export interface CommittedCharge {
  readonly amount: number;
  readonly currency: string;
  readonly invoiceId: string | null;
  readonly paymentSummary: string | null;
  /** What the credit balance paid of the invoice (decision 0218); `amount` is the rest. */
  readonly creditApplied: number;
}

/** The few reads the portal checkout adds to the checkout module's (decision 0070). */
export function createCheckoutV2Repository(db: Db) {
  return {
    /** The catalogue price a subscription of this user renews on; undefined: no such subscription. */
    async subscriptionPrice(
      tenantId: string,
      userId: string,
      subscriptionId: string,
    ): Promise<{ priceId: string | null } | undefined> {
      const row = await db
        .selectFrom('subscriptions')
        .select('price_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('subscription_id', '=', subscriptionId)
        .executeTakeFirst();
      return row && { priceId: row.price_id };
    },

    async committedCharge(
      tenantId: string,
      userId: string,
      chargeKey: string,
    ): Promise<CommittedCharge | null> {
      const row = await db
        .selectFrom('charges as c')
        .leftJoin('invoices as i', (join) =>
          join.onRef('i.id', '=', 'c.invoice_id').onRef('i.tenant_id', '=', 'c.tenant_id'),
        )
        .select(['c.amount', 'c.currency', 'c.invoice_id', 'i.payment_summary', 'i.credit_applied'])
        .where('c.tenant_id', '=', tenantId)
        .where('c.user_id', '=', userId)
        .where('c.idempotency_key', '=', chargeKey)
        .where('c.kind', '=', 'charge')
        .where('c.status', '=', 'succeeded')
        .executeTakeFirst();
      return row
        ? {
            amount: row.amount,
            currency: row.currency,
            invoiceId: row.invoice_id,
            paymentSummary: row.payment_summary ?? null,
            creditApplied: row.credit_applied ?? 0,
          }
        : null;
    },
  };
}

export type CheckoutV2Repository = ReturnType<typeof createCheckoutV2Repository>;
