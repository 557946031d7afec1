import { randomUUID } from 'node:crypto';
import type { Currency } from '@halyard/domain';
import type { Executor } from '../mail/mail-outbox.repository';
import type { InvoiceLineInput, InvoicesRepository } from './invoices.repository';

export interface PaymentRecord {
  readonly tenantId: string;
  readonly userId: string;
  /** Internal subscription row id (not the public subscription_id). */
  readonly subscriptionId: string | null;
  readonly paymentMethodId: string | null;
  readonly gatewayChargeId: string;
  readonly idempotencyKey: string;
  readonly currency: Currency;
  readonly lines: readonly InvoiceLineInput[];
  readonly discount: number;
  readonly tax: number;
  readonly paymentSummary: string | null;
  readonly now: Date;
}

export interface RecordedPayment {
  readonly chargeId: string;
  readonly invoiceId: string;
  readonly invoiceNumber: string;
  readonly total: number;
}

/**
 * The money ledger: a successful gateway charge becomes an invoice and a `charges` row in the
 * caller's transaction (ARCHITECTURE decision 6), so the charge, the subscription change and the
 * invoice commit together. The charge's idempotency key is unique: recording the same gateway
 * charge twice fails the transaction instead of double-booking it.
 */
export function createLedger(invoices: InvoicesRepository) {
  return {
    async recordPayment(executor: Executor, p: PaymentRecord): Promise<RecordedPayment> {
      const invoice = await invoices.create(executor, {
        tenantId: p.tenantId,
        userId: p.userId,
        subscriptionId: p.subscriptionId,
        kind: 'invoice',
        currency: p.currency,
        lines: p.lines,
        discount: p.discount,
        tax: p.tax,
        paymentSummary: p.paymentSummary,
        issuedAt: p.now,
      });
      const chargeId = randomUUID();
      await executor
        .insertInto('charges')
        .values({
          id: chargeId,
          tenant_id: p.tenantId,
          user_id: p.userId,
          subscription_id: p.subscriptionId,
          invoice_id: invoice.id,
          payment_method_id: p.paymentMethodId,
          gateway_charge_id: p.gatewayChargeId,
          idempotency_key: p.idempotencyKey,
          kind: 'charge',
          amount: invoice.total,
          currency: p.currency,
          status: 'succeeded',
          failure_code: null,
          created_at: p.now.toISOString(),
        })
        .execute();
      return {
        chargeId,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        total: invoice.total,
      };
    },

    /** Several payments of one tenant in one go (batched renewals; same rows as recordPayment). */
    async recordPayments(
      executor: Executor,
      payments: readonly PaymentRecord[],
    ): Promise<RecordedPayment[]> {
      const created = await invoices.createMany(
        executor,
        payments.map((p) => ({
          tenantId: p.tenantId,
          userId: p.userId,
          subscriptionId: p.subscriptionId,
          kind: 'invoice' as const,
          currency: p.currency,
          lines: p.lines,
          discount: p.discount,
          tax: p.tax,
          paymentSummary: p.paymentSummary,
          issuedAt: p.now,
        })),
      );
      const rows = payments.map((p, i) => ({
        id: randomUUID(),
        tenant_id: p.tenantId,
        user_id: p.userId,
        subscription_id: p.subscriptionId,
        invoice_id: created[i]?.id as string,
        payment_method_id: p.paymentMethodId,
        gateway_charge_id: p.gatewayChargeId,
        idempotency_key: p.idempotencyKey,
        kind: 'charge' as const,
        amount: created[i]?.total as number,
        currency: p.currency,
        status: 'succeeded' as const,
        failure_code: null,
        created_at: p.now.toISOString(),
      }));
      for (let i = 0; i < rows.length; i += 50)
        await executor
          .insertInto('charges')
          .values(rows.slice(i, i + 50))
          .execute();
      return rows.map((r, i) => ({
        chargeId: r.id,
        invoiceId: r.invoice_id,
        invoiceNumber: created[i]?.number as string,
        total: r.amount,
      }));
    },

    /** A declined or failed attempt is kept too: the payment history and dunning read it. */
    async recordFailure(
      executor: Executor,
      f: Omit<
        PaymentRecord,
        'lines' | 'discount' | 'tax' | 'paymentSummary' | 'gatewayChargeId'
      > & {
        readonly amount: number;
        readonly failureCode: string;
      },
    ): Promise<void> {
      await executor
        .insertInto('charges')
        .values({
          id: randomUUID(),
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

    /** A refund: a credit note for the refunded amount and a `refund` charges row. */
    async recordRefund(
      executor: Executor,
      r: {
        readonly tenantId: string;
        readonly userId: string;
        readonly subscriptionId: string | null;
        readonly invoiceId: string;
        readonly gatewayRefundId: string;
        readonly idempotencyKey: string;
        readonly currency: Currency;
        readonly amount: number;
        readonly description: string;
        readonly paymentSummary: string | null;
        readonly now: Date;
      },
    ): Promise<{ creditNoteId: string; creditNoteNumber: string }> {
      const note = await invoices.create(executor, {
        tenantId: r.tenantId,
        userId: r.userId,
        subscriptionId: r.subscriptionId,
        kind: 'credit_note',
        relatedInvoiceId: r.invoiceId,
        currency: r.currency,
        lines: [{ description: r.description, quantity: 1, amount: r.amount }],
        discount: 0,
        tax: 0,
        paymentSummary: r.paymentSummary,
        issuedAt: r.now,
      });
      await executor
        .insertInto('charges')
        .values({
          id: randomUUID(),
          tenant_id: r.tenantId,
          user_id: r.userId,
          subscription_id: r.subscriptionId,
          invoice_id: note.id,
          payment_method_id: null,
          gateway_charge_id: r.gatewayRefundId,
          idempotency_key: r.idempotencyKey,
          kind: 'refund',
          amount: r.amount,
          currency: r.currency,
          status: 'succeeded',
          failure_code: null,
          created_at: r.now.toISOString(),
        })
        .execute();
      return { creditNoteId: note.id, creditNoteNumber: note.number };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/** How a payment method reads on an invoice and in emails: "Visa •••• 4242", "PayPal". */
export function paymentSummary(method: {
  kind: string;
  brand: string | null;
  last4: string | null;
}): string {
  if (method.kind === 'CreditCard' && method.brand && method.last4)
    return `${method.brand} •••• ${method.last4}`;
  const names: Record<string, string> = {
    PaypalLegacy: 'PayPal',
    Braintree: 'PayPal',
    ApplePay: 'Apple Pay',
    GooglePay: 'Google Pay',
    AppStore: 'App Store',
    PlayStore: 'Google Play',
  };
  return names[method.kind] ?? method.brand ?? method.kind;
}
