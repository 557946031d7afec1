import {
  paymentMethodLabel,
  paymentMethodSummary,
  sumTotals,
  type Currency,
  type PaymentMethodFacts,
} from '@halyard/domain';
import type { Executor } from '../../db/executor';
import { metrics } from '../../metrics';
import type {
  InvoiceLineInput,
  InvoiceTotals,
  InvoicesRepository,
  PartySnapshot,
} from './invoices.repository';
import { insertRows } from '../../db/insert-rows';
import { newRowId } from '../../db/row-id';

/** What the gateway says it charged (or refunded): the ledger records this, not a recomputation. */
export interface GatewayMoney {
  readonly id: string;
  readonly amount: number;
  readonly currency: Currency;
}

/** The part of a charge that paid for one subscription (decision 0121). */
export interface ChargeShare {
  /** Internal subscription row id. */
  readonly subscriptionId: string;
  readonly lines: readonly InvoiceLineInput[];
  readonly totals: InvoiceTotals;
}

export interface PaymentRecord {
  readonly tenantId: string;
  readonly userId: string;
  /** Internal subscription row id the invoice is filed under (the main one of a checkout). */
  readonly subscriptionId: string | null;
  readonly paymentMethodId: string | null;
  readonly charged: GatewayMoney;
  readonly idempotencyKey: string;
  readonly currency: Currency;
  readonly lines: readonly InvoiceLineInput[];
  /** The domain's order totals of the lines: what the invoice reads. */
  readonly totals: InvoiceTotals;
  /** One per subscription the charge paid for; they add up to `totals`. */
  readonly shares: readonly ChargeShare[];
  readonly paymentSummary: string | null;
  /** Decision 0217: what the credit balance paid; the gateway charged `totals.total` less this. */
  readonly creditApplied?: number;
  readonly buyer: PartySnapshot;
  /** The buyer is known to have no billing details (see NewInvoice): they are not read. */
  readonly buyerWithoutDetails?: boolean;
  readonly now: Date;
  /** The promotion code the discount includes, printed on the invoice (issue 22 item 4). */
  readonly promotionCode?: string | null;
}

export interface RecordedPayment {
  readonly chargeId: string;
  readonly invoiceId: string;
  readonly invoiceNumber: string;
  readonly total: number;
}

/** An allocation being refunded: what it paid for, as its credit note will mirror it. */
export interface RefundedShare {
  readonly allocationId: string;
  readonly invoiceId: string;
  readonly subscriptionId: string;
  readonly lines: readonly InvoiceLineInput[];
  readonly totals: InvoiceTotals;
}

/**
 * The money ledger: a successful gateway charge becomes an invoice, a `charges` row and one
 * allocation per subscription it paid for, in the caller's transaction (ARCHITECTURE decision 6).
 * The charge row holds the amount and currency the gateway reports (decision 0124); the invoice
 * holds the domain's totals; the ledger check proves they agree. The charge's idempotency key is
 * unique: recording the same gateway charge twice fails the transaction instead of double-booking.
 */
export function createLedger(invoices: InvoicesRepository) {
  const invoiceOf = (p: PaymentRecord) => ({
    tenantId: p.tenantId,
    userId: p.userId,
    subscriptionId: p.subscriptionId,
    kind: 'invoice' as const,
    currency: p.currency,
    lines: p.lines,
    totals: p.totals,
    paymentSummary: p.paymentSummary,
    creditApplied: p.creditApplied ?? 0,
    buyer: p.buyer,
    buyerWithoutDetails: p.buyerWithoutDetails ?? false,
    issuedAt: p.now,
    promotionCode: p.promotionCode ?? null,
  });
  const chargeRow = (p: PaymentRecord, id: string, invoiceId: string) => ({
    id,
    tenant_id: p.tenantId,
    user_id: p.userId,
    subscription_id: p.subscriptionId,
    invoice_id: invoiceId,
    payment_method_id: p.paymentMethodId,
    // Empty: the credit balance paid it all and no gateway charge was made (decision 0217).
    gateway_charge_id: p.charged.id || null,
    idempotency_key: p.idempotencyKey,
    kind: 'charge' as const,
    amount: p.charged.amount,
    currency: p.charged.currency,
    status: 'succeeded' as const,
    failure_code: null,
    created_at: p.now.toISOString(),
  });
  const allocationRows = (p: PaymentRecord, chargeId: string, invoiceId: string) => {
    // A business subscription's charge (issue 24 item 6) pays for no consumer subscription.
    if (p.shares.length === 0 && p.subscriptionId === null) return [];
    // The shares are the invoice split per subscription: they add up to it, column by column.
    const sum = sumTotals(
      p.shares.map((share) => share.totals),
      p.currency,
    );
    const columns = ['subtotal', 'discount', 'tax', 'total'] as const;
    if (columns.some((c) => sum[c].unscaledValue !== p.totals[c].unscaledValue))
      throw new Error(`The shares of ${p.idempotencyKey} do not add up to its invoice`);
    return p.shares.map((share) => ({
      id: newRowId(),
      tenant_id: p.tenantId,
      charge_id: chargeId,
      invoice_id: invoiceId,
      subscription_id: share.subscriptionId,
      currency: p.currency,
      lines: JSON.stringify(share.lines),
      subtotal: share.totals.subtotal.unscaledValue,
      discount: share.totals.discount.unscaledValue,
      tax: share.totals.tax.unscaledValue,
      amount: share.totals.total.unscaledValue,
      created_at: p.now.toISOString(),
    }));
  };

  return {
    async recordPayment(executor: Executor, p: PaymentRecord): Promise<RecordedPayment> {
      const [recorded] = await this.recordPayments(executor, [p]);
      return recorded as RecordedPayment;
    },

    /** Several payments of one tenant in one go (batched renewals; same rows as recordPayment). */
    async recordPayments(
      executor: Executor,
      payments: readonly PaymentRecord[],
    ): Promise<RecordedPayment[]> {
      const created = await invoices.createMany(executor, payments.map(invoiceOf));
      const charges = payments.map((p, i) => chargeRow(p, newRowId(), created[i]?.id as string));
      const allocations = payments.flatMap((p, i) =>
        allocationRows(p, charges[i]?.id as string, charges[i]?.invoice_id as string),
      );
      await insertRows(executor, 'charges', charges);
      await insertRows(executor, 'charge_allocations', allocations);
      for (const p of payments) metrics.payments.inc({ currency: p.currency });
      return charges.map((c, i) => ({
        chargeId: c.id,
        invoiceId: c.invoice_id,
        invoiceNumber: created[i]?.number as string,
        total: created[i]?.total as number,
      }));
    },

    /** A declined or failed attempt is kept too: the payment history and dunning read it. */
    async recordFailure(
      executor: Executor,
      f: {
        readonly tenantId: string;
        readonly userId: string;
        readonly subscriptionId: string | null;
        readonly paymentMethodId: string | null;
        readonly idempotencyKey: string;
        readonly currency: Currency;
        readonly amount: number;
        readonly failureCode: string;
        readonly now: Date;
      },
    ): Promise<void> {
      await executor
        .insertInto('charges')
        .values({
          id: newRowId(),
          tenant_id: f.tenantId,
          user_id: f.userId,
          subscription_id: f.subscriptionId,
          invoice_id: null,
          payment_method_id: f.paymentMethodId,
          gateway_charge_id: null,
          idempotency_key: f.idempotencyKey,
          kind: 'charge',
          amount: f.amount,
          currency: f.currency,
          status: 'failed',
          failure_code: f.failureCode,
          created_at: f.now.toISOString(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
    },

    /**
     * A refund of one allocation (decision 0121): a credit note that mirrors exactly the lines,
     * discount and tax of what it refunds, and a `refund` row of the amount the gateway returned.
     * The part returned to the credit balance (decision 0221) is the credit note's
     * `credit_applied`; the refund row is the rest (0, with no gateway id, when it is all).
     */
    async recordRefund(
      executor: Executor,
      r: {
        readonly tenantId: string;
        readonly userId: string;
        readonly share: RefundedShare;
        readonly refunded: GatewayMoney;
        /** Decision 0221: the part of the credit note returned to the credit balance. */
        readonly toBalance?: number;
        readonly idempotencyKey: string;
        readonly currency: Currency;
        readonly paymentSummary: string | null;
        readonly buyer: PartySnapshot;
        readonly now: Date;
      },
    ): Promise<{ creditNoteId: string; creditNoteNumber: string }> {
      const note = await invoices.create(executor, {
        tenantId: r.tenantId,
        userId: r.userId,
        subscriptionId: r.share.subscriptionId,
        kind: 'credit_note',
        relatedInvoiceId: r.share.invoiceId,
        currency: r.currency,
        lines: r.share.lines,
        totals: r.share.totals,
        paymentSummary: r.paymentSummary,
        creditApplied: r.toBalance ?? 0,
        buyer: r.buyer,
        issuedAt: r.now,
      });
      await executor
        .insertInto('charges')
        .values({
          id: newRowId(),
          tenant_id: r.tenantId,
          user_id: r.userId,
          subscription_id: r.share.subscriptionId,
          invoice_id: note.id,
          payment_method_id: null,
          // Empty: all of it went to the credit balance, no gateway refund (decision 0221).
          gateway_charge_id: r.refunded.id || null,
          idempotency_key: r.idempotencyKey,
          kind: 'refund',
          amount: r.refunded.amount,
          currency: r.refunded.currency,
          status: 'succeeded',
          failure_code: null,
          created_at: r.now.toISOString(),
        })
        .execute();
      metrics.refunds.inc({ currency: r.refunded.currency });
      return { creditNoteId: note.id, creditNoteNumber: note.number };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/**
 * How a payment method reads on an invoice and in emails: "Visa •••• 4242", "PayPal" — the
 * domain's one label (decision 0126) for a stored method's kind, brand and last four digits.
 */
export function paymentSummary(method: {
  kind: string;
  brand: string | null;
  last4: string | null;
}): string {
  const facts: PaymentMethodFacts = {
    method: method.kind,
    brand: method.brand,
    last4: method.last4,
  };
  return paymentMethodSummary(paymentMethodLabel(facts));
}
