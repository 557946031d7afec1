import { MAX_EXTENSION_DAYS, REFUND_DESTINATIONS } from '@halyard/domain';
import { z } from 'zod';
import { StaffReason } from './admin-auth.contract';
import { AdminSubscription, CustomerParams } from './admin-customers.contract';
import { Instant, ScaledAmount, SubscriptionId } from './common.schema';
import { defineRoute, errors, type RouteContract } from './http';
import { RefundStatus } from './refunds.contract';

/**
 * Issue 16 item 3 (decision 0173): account actions, each with a reason (kept in the audit log),
 * through the same services as the portal. An action on a subscription answers it as the
 * customer page shows it.
 */
const SubscriptionParams = CustomerParams.extend({ subscriptionId: SubscriptionId });
const InvoiceParams = CustomerParams.extend({ invoiceId: z.string().min(1).max(100) });

const subscriptionAction = <const B extends z.ZodType, const P extends string>(
  path: P,
  summary: string,
  body: B,
) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/customers/{customerId}/subscriptions/{subscriptionId}/${path}`,
    summary,
    tags: ['admin'],
    auth: false,
    staff: 'customers.act',
    params: SubscriptionParams,
    body,
    response: {
      200: z.object({ subscription: AdminSubscription }),
      ...errors(400, 401, 402, 403, 404, 409, 502),
    },
  });

export const adminSetAutobill = subscriptionAction(
  'autobill',
  'Back office: turn a subscription’s auto-renew on or off',
  StaffReason.extend({ on: z.boolean() }).meta({ id: 'AdminAutobillBody' }),
);

export const adminExtendSubscription = subscriptionAction(
  'extend',
  'Back office: extend (or comp an ended) subscription by a number of days',
  StaffReason.extend({ days: z.number().int().min(1).max(MAX_EXTENSION_DAYS) }).meta({
    id: 'AdminExtendBody',
  }),
);

export const adminCancelSubscription = subscriptionAction(
  'cancel',
  'Back office: cancel a subscription now, or at the end of its term (auto-renew off)',
  StaffReason.extend({ when: z.enum(['now', 'term_end']) }).meta({ id: 'AdminCancelBody' }),
);

export const adminRetryPayment = subscriptionAction(
  'retry-payment',
  'Back office: retry the failed renewal payment with the stored method',
  StaffReason,
);

/**
 * Where a staff refund goes (decision 0221): `card` — back the way it was paid (the card's part
 * to the card, what the credit balance paid back to the balance); `balance` — all of it to the
 * customer's credit balance in the invoice's currency, with no gateway refund.
 */
export const RefundDestination = z.enum(REFUND_DESTINATIONS);

const StaffRefundBase = StaffReason.extend({ destination: RefundDestination.default('card') });

/** A refund: part of one payment (keeps the subscription), or everything paid and revoke. */
export const AdminRefundBody = z
  .discriminatedUnion('mode', [
    StaffRefundBase.extend({
      mode: z.literal('payment'),
      invoice_id: z.string().min(1).max(100),
      /** Minor units; at most what the payment can still return. */
      amount: z.number().int().min(1),
    }),
    StaffRefundBase.extend({ mode: z.literal('revoke') }),
  ])
  .meta({ id: 'AdminRefundBody' });

export const AdminRefund = z
  .object({
    id: z.string(),
    status: RefundStatus,
    amount: ScaledAmount,
    revokes_subscription: z.boolean(),
    destination: RefundDestination,
    credit_notes: z.array(z.object({ id: z.string(), number: z.string() })),
    failure: z.string().nullable(),
  })
  .meta({ id: 'AdminRefund' });

export const adminRefund = defineRoute({
  method: 'POST',
  path: '/api/admin/customers/{customerId}/subscriptions/{subscriptionId}/refunds',
  summary: 'Back office: refund part of a payment, or everything paid and revoke',
  tags: ['admin'],
  auth: false,
  staff: 'refunds.write',
  params: SubscriptionParams,
  body: AdminRefundBody,
  response: {
    201: z.object({ refund: AdminRefund, subscription: AdminSubscription }),
    ...errors(400, 401, 403, 404, 409, 502),
  },
});

const customerAction = <const B extends z.ZodType, const P extends string>(
  path: P,
  summary: string,
  body: B,
) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/customers/{customerId}/${path}`,
    summary,
    tags: ['admin'],
    auth: false,
    staff: 'customers.act',
    params: CustomerParams,
    body,
    response: { 200: z.object({ done: z.literal(true) }), ...errors(400, 401, 403, 404, 409) },
  });

export const adminSignOutEverywhere = customerAction(
  'sign-out-everywhere',
  'Back office: end every session of the customer',
  StaffReason,
);

export const adminUnlockSignIn = customerAction(
  'unlock-sign-in',
  'Back office: clear the customer’s failed sign-in and code attempts',
  StaffReason,
);

export const adminStartEmailChange = customerAction(
  'email-change',
  'Back office: send a code to a new address; the customer confirms it in the portal',
  StaffReason.extend({ new_email: z.string().trim().toLowerCase().email().max(254) }).meta({
    id: 'AdminEmailChangeBody',
  }),
);

export const adminCancelDeletion = customerAction(
  'cancel-deletion',
  'Back office: cancel the customer’s pending account deletion',
  StaffReason,
);

export const adminResendInvoice = defineRoute({
  method: 'POST',
  path: '/api/admin/customers/{customerId}/invoices/{invoiceId}/resend',
  summary: 'Back office: email an invoice or credit note to the customer again',
  tags: ['admin'],
  auth: false,
  staff: 'customers.act',
  params: InvoiceParams,
  body: StaffReason,
  response: { 200: z.object({ sent_at: Instant }), ...errors(400, 401, 403, 404) },
});

export const adminActionRoutes: readonly RouteContract[] = [
  adminSetAutobill,
  adminExtendSubscription,
  adminCancelSubscription,
  adminRetryPayment,
  adminRefund,
  adminSignOutEverywhere,
  adminUnlockSignIn,
  adminStartEmailChange,
  adminCancelDeletion,
  adminResendInvoice,
];
