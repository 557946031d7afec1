import { DOCUMENT_KINDS } from '@halyard/domain';
import { z } from 'zod';
import { IdParams, Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';

export const InvoiceLine = z
  .object({ description: z.string(), quantity: z.number().int(), amount: ScaledAmount })
  .meta({ id: 'InvoiceLine' });

/** An invoice or a credit note (a refund), as the payment history lists it (decision 0008). */
export const Invoice = z
  .object({
    id: z.string(),
    number: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    issued_at: Instant,
    subscription_id: z.string().nullable(),
    related_invoice_number: z.string().nullable(),
    lines: z.array(InvoiceLine),
    subtotal: ScaledAmount,
    discount: ScaledAmount,
    /** Issue 22 item 4: the promotion code the discount includes (null: none). */
    promotion_code: z.string().nullable().optional(),
    tax: ScaledAmount,
    total: ScaledAmount,
    /** Decision 0217: what the credit balance paid; the card was charged `total` less this. */
    credit_applied: ScaledAmount,
    /** Decision 0196: the total is gross; `tax` is the VAT at `rate` basis points it contains. */
    tax_included: z.object({ rate: z.number().int() }).optional(),
    /** The method on file when it was issued ("Visa •••• 4242"); `paid_with` says what paid. */
    payment_summary: z.string().nullable(),
    /**
     * Decision 0218 addendum: what paid the invoice — the credit balance (it paid a part), the
     * method (it paid the rest; null when the balance paid it all), or both. For a credit note,
     * where the refund went.
     */
    paid_with: z.object({ credit_balance: z.boolean(), method: z.string().nullable() }),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof Invoice>;

export const listInvoices = defineRoute({
  method: 'GET',
  path: '/api/v2/invoices/',
  summary: "The signed-in user's invoices and credit notes, newest first",
  tags: ['invoices'],
  auth: true,
  response: {
    200: z.object({ invoices: z.array(Invoice) }).meta({ id: 'InvoiceList' }),
    ...errors(400, 401),
  },
});

export const downloadInvoice = defineRoute({
  method: 'GET',
  path: '/api/v2/invoices/{id}/download',
  summary: 'An invoice or credit note as a PDF document',
  tags: ['invoices'],
  auth: true,
  produces: 'application/pdf',
  params: IdParams,
  response: {
    200: z.any().meta({ description: 'application/pdf document' }),
    ...errors(400, 401, 404),
  },
});

export const reissueInvoice = defineRoute({
  method: 'POST',
  path: '/api/v2/invoices/{id}/reissue',
  summary:
    'Re-issue an invoice or credit note with the current billing details (same number, audited)',
  tags: ['invoices'],
  auth: true,
  params: IdParams,
  response: { 200: Invoice, ...errors(400, 401, 404, 409) },
});
