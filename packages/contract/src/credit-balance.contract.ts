import { CREDIT_ENTRY_KINDS, DOCUMENT_KINDS, MAX_GOODWILL_CREDIT } from '@halyard/domain';
import { z } from 'zod';
import { StaffReason } from './admin-auth.contract';
import { CustomerParams } from './admin-customers.contract';
import { CurrencyCode, Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * The credit balance (issue 22 item 5, decision 0217): money a customer holds per currency that
 * pays a renewal before the card is charged, and its history, newest first.
 */
export const CreditEntry = z
  .object({
    id: z.string(),
    kind: z.enum(CREDIT_ENTRY_KINDS),
    /** Signed: a grant or a reversal adds, an application takes. */
    amount: ScaledAmount,
    /**
     * The invoice an application paid (or a reversal gave back), or the credit note of a refund to
     * the balance (decision 0221), when there is one.
     */
    invoice_number: z.string().nullable(),
    /** Which kind of document `invoice_number` names. */
    document_kind: z.enum(DOCUMENT_KINDS).nullable(),
    created_at: Instant,
  })
  .meta({ id: 'CreditEntry' });
export type CreditEntry = z.infer<typeof CreditEntry>;

export const CreditBalance = z
  .object({
    /** One per currency the customer ever held credit in; an empty list: never any. */
    balances: z.array(ScaledAmount),
    history: z.array(CreditEntry),
  })
  .meta({ id: 'CreditBalance' });
export type CreditBalance = z.infer<typeof CreditBalance>;

export const getCreditBalance = defineRoute({
  method: 'GET',
  path: '/api/v2/credit-balance',
  summary: "The signed-in customer's credit balance per currency and its history",
  tags: ['invoices'],
  auth: true,
  response: { 200: CreditBalance, ...errors(401) },
});

export const AdminGrantCreditBody = StaffReason.extend({
  /** Minor units, at most 500.00 per grant. */
  amount: z.number().int().min(1).max(MAX_GOODWILL_CREDIT),
  currency: CurrencyCode,
  /** Chosen by the form once per grant: a retried request books once. */
  request_id: z.uuid(),
}).meta({ id: 'AdminGrantCreditBody' });

export const adminGrantCredit = defineRoute({
  method: 'POST',
  path: '/api/admin/customers/{customerId}/credits',
  summary: 'Back office: add a goodwill credit to a customer’s balance',
  tags: ['admin'],
  auth: false,
  staff: 'refunds.write',
  params: CustomerParams,
  body: AdminGrantCreditBody,
  /** 409 `balance_closed`: the account was deleted and its balance closed (decision 0223). */
  response: { 201: CreditBalance, ...errors(400, 401, 403, 404, 409) },
});

export const adminGetCredits = defineRoute({
  method: 'GET',
  path: '/api/admin/customers/{customerId}/credits',
  summary: 'Back office: a customer’s credit balance and its history',
  tags: ['admin'],
  auth: false,
  staff: 'customers.read',
  params: CustomerParams,
  response: { 200: CreditBalance, ...errors(401, 403, 404) },
});
