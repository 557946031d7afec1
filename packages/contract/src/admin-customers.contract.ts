import {
  AUDIT_ACTION_NAMES,
  AUDIT_OUTCOMES,
  DOCUMENT_KINDS,
  SUBSCRIPTION_STATES,
} from '@halyard/domain';
import { z } from 'zod';
import { Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';
import { Dunning } from './subscriptions.contract';

/** Issue 16 item 2 (decision 0174): finding a customer and everything the back office shows. */
export const CustomerParams = z.object({ customerId: z.string().min(1).max(100) });

export const CustomerHit = z
  .object({
    id: z.string(),
    email: z.string(),
    created_at: Instant,
    /** What matched: email, subscription id or krn, invoice number, card's last four. */
    matched: z.enum(['email', 'subscription', 'invoice', 'card']),
    subscriptions: z.number().int(),
  })
  .meta({ id: 'CustomerHit' });

export const searchCustomers = defineRoute({
  method: 'GET',
  path: '/api/admin/customers',
  summary: 'Back office: customers by email, subscription id, invoice number or card last four',
  tags: ['admin'],
  auth: false,
  staff: 'customers.read',
  querystring: z.object({ q: z.string().trim().min(2).max(200) }),
  response: { 200: z.object({ customers: z.array(CustomerHit) }), ...errors(400, 401, 403) },
});

export const AuditEntry = z
  .object({
    id: z.string(),
    at: Instant,
    staff_email: z.string(),
    staff_role: z.string().nullable(),
    action: z.enum(AUDIT_ACTION_NAMES as [string, ...string[]]),
    target_kind: z.string(),
    target_id: z.string().nullable(),
    customer_id: z.string().nullable(),
    outcome: z.enum(AUDIT_OUTCOMES),
    reason: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    request_id: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

/** One payment of a subscription and what of it can still be refunded (decision 0173). */
export const RefundablePayment = z
  .object({
    invoice_id: z.string(),
    invoice_number: z.string(),
    issued_at: Instant,
    paid: ScaledAmount,
    refunded: ScaledAmount,
    /** Zero once any refund returned part of it: a payment is refunded once. */
    refundable: ScaledAmount,
  })
  .meta({ id: 'RefundablePayment' });

export const SubscriptionEvent = z
  .object({
    at: Instant,
    kind: z.enum(['purchased', 'charged', 'charge_failed', 'refunded', 'staff']),
    amount: ScaledAmount.nullable(),
    /** A decline code, an invoice or credit-note number, or the staff action. */
    detail: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionEvent' });

export const AdminSubscription = z
  .object({
    id: z.string(),
    krn: z.string(),
    state: z.enum(SUBSCRIPTION_STATES),
    /** The spec §4 condition the portal shows: active, in_trial, grace_period, expiring, … */
    condition: z.string(),
    type: z.string(),
    tier: z.string(),
    product: z.string().nullable(),
    months: z.number().int(),
    renewal: ScaledAmount,
    next_payment_date: Instant.nullable(),
    auto_billing_enabled: z.boolean(),
    payment_method: z.string().nullable(),
    purchase_date: Instant,
    failed_on: Instant.nullable(),
    renewal_attempts: z.number().int(),
    next_retry_at: Instant.nullable(),
    /** Issue 21 §2 (decision 0181): the failed attempts, each with its decline code and next retry. */
    dunning: Dunning.nullable(),
    addons: z.array(
      z.object({ type: z.string(), expires_at: Instant.nullable(), dunning: Dunning.nullable() }),
    ),
    payments: z.array(RefundablePayment),
    history: z.array(SubscriptionEvent),
  })
  .meta({ id: 'AdminSubscription' });
export type AdminSubscription = z.infer<typeof AdminSubscription>;

export const AdminInvoice = z
  .object({
    id: z.string(),
    number: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    issued_at: Instant,
    total: ScaledAmount,
    subscription_id: z.string().nullable(),
    related_invoice_number: z.string().nullable(),
  })
  .meta({ id: 'AdminInvoice' });

export const AdminCustomer = z
  .object({
    id: z.string(),
    krn: z.string(),
    email: z.string(),
    created_at: Instant,
    locale: z.string().nullable(),
    residence: z.string().nullable(),
    business: z.boolean(),
    anonymized_at: Instant.nullable(),
    sign_in: z.object({
      failures: z.number().int(),
      max: z.number().int(),
      locked_until: Instant.nullable(),
      two_factor: z.boolean(),
    }),
    deletion: z
      .object({ status: z.string(), requested_at: Instant, scheduled_for: Instant })
      .nullable(),
    pending_email: z.object({ new_email: z.string(), expires_at: Instant }).nullable(),
    subscriptions: z.array(AdminSubscription),
    invoices: z.array(AdminInvoice),
    charges: z.array(
      z.object({
        id: z.string(),
        at: Instant,
        kind: z.enum(['charge', 'refund']),
        status: z.string(),
        amount: ScaledAmount,
        failure_code: z.string().nullable(),
        document: z.string().nullable(),
      }),
    ),
    payment_methods: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        label: z.string(),
        expires: z.string().nullable(),
        created_at: Instant,
      }),
    ),
    sessions: z.array(
      z.object({
        device: z.string(),
        browser: z.string(),
        os: z.string(),
        ip: z.string().nullable(),
        created_at: Instant,
        last_seen_at: Instant,
      }),
    ),
    emails: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        subject: z.string(),
        status: z.string(),
        created_at: Instant,
        sent_at: Instant.nullable(),
      }),
    ),
    page_views: z.array(z.object({ at: Instant, url: z.string(), locale: z.string() })),
    referrals: z.array(
      z.object({ role: z.enum(['referrer', 'referred']), status: z.string(), created_at: Instant }),
    ),
    gift_cards: z.array(
      z.object({
        code: z.string(),
        tier: z.string(),
        months: z.number().int(),
        redeemed_at: Instant,
      }),
    ),
    audit: z.array(AuditEntry),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const getAdminCustomer = defineRoute({
  method: 'GET',
  path: '/api/admin/customers/{customerId}',
  summary: 'Back office: a customer’s subscriptions, money, sessions, emails and activity',
  tags: ['admin'],
  auth: false,
  staff: 'customers.read',
  params: CustomerParams,
  response: { 200: AdminCustomer, ...errors(400, 401, 403, 404) },
});

export const downloadAdminInvoice = defineRoute({
  method: 'GET',
  path: '/api/admin/customers/{customerId}/invoices/{invoiceId}/pdf',
  summary: 'Back office: a customer’s invoice or credit note as a PDF',
  tags: ['admin'],
  auth: false,
  staff: 'customers.read',
  produces: 'application/pdf',
  params: CustomerParams.extend({ invoiceId: z.string().min(1).max(100) }),
  response: {
    200: z.any().meta({ description: 'application/pdf document' }),
    ...errors(400, 401, 403, 404),
  },
});
