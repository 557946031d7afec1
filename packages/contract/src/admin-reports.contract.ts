import { AUDIT_ACTION_NAMES } from '@halyard/domain';
import { z } from 'zod';
import { AuditEntry } from './admin-customers.contract';
import { CurrencyCode, Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';

/** Issue 16 items 5 and 6 (decision 0176): the audit log, failed renewals and revenue. */
export const FailedRenewal = z
  .object({
    customer_id: z.string(),
    email: z.string(),
    subscription_id: z.string(),
    amount: ScaledAmount,
    failed_on: Instant.nullable(),
    attempts: z.number().int(),
    decline_code: z.string().nullable(),
    next_retry_at: Instant.nullable(),
    /** Every retry still ahead (BILLING_RETRY_DAYS after the due date). */
    schedule: z.array(Instant),
    /** The subscription ends when the last retry fails: the last day of its grace period. */
    grace_ends: Instant.nullable(),
  })
  .meta({ id: 'FailedRenewal' });

export const listFailedRenewals = defineRoute({
  method: 'GET',
  path: '/api/admin/dunning',
  summary: 'Back office: renewals that failed, with decline codes and the retry schedule',
  tags: ['admin'],
  auth: false,
  staff: 'revenue.read',
  response: { 200: z.object({ renewals: z.array(FailedRenewal) }), ...errors(400, 401, 403) },
});

const Range = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});

export const RevenueDay = z
  .object({
    day: z.string(),
    currency: CurrencyCode,
    new: z.number().int(),
    renewed: z.number().int(),
    churned: z.number().int(),
    charged: z.number().int(),
    refunded: z.number().int(),
    refunds: z.number().int(),
    /** Payments disputed with the card issuer that day (issue 15's disputes), amount and count. */
    disputed: z.number().int(),
    disputes: z.number().int(),
  })
  .meta({ id: 'RevenueDay' });

export const RevenueReport = z
  .object({
    from: z.string(),
    to: z.string(),
    mrr: z.array(ScaledAmount),
    active: z.number().int(),
    days: z.array(RevenueDay),
    /**
     * Why customers asked for refunds and deletions (their text) and turned auto-renew off (issue
     * 21's reason code) in the range, most frequent first.
     */
    reasons: z.array(
      z.object({
        kind: z.enum(['refund', 'deletion', 'cancellation']),
        reason: z.string(),
        count: z.number().int(),
      }),
    ),
    /** What customers did with the save offer shown when they turned auto-renew off. */
    save_offers: z.array(
      z.object({
        offer_id: z.string(),
        accepted: z.number().int(),
        declined: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'RevenueReport' });
export type RevenueReport = z.infer<typeof RevenueReport>;

export const getRevenue = defineRoute({
  method: 'GET',
  path: '/api/admin/revenue',
  summary:
    'Back office: MRR, new, renewed and churned subscriptions, refunds and disputes by day and currency, cancellation reasons and save-offer outcomes',
  tags: ['admin'],
  auth: false,
  staff: 'revenue.read',
  querystring: Range,
  response: { 200: RevenueReport, ...errors(400, 401, 403) },
});

export const exportRevenue = defineRoute({
  method: 'GET',
  path: '/api/admin/revenue/export',
  summary: 'Back office: the revenue report by day and currency as CSV',
  tags: ['admin'],
  auth: false,
  staff: 'revenue.read',
  produces: 'text/csv',
  querystring: Range,
  response: { 200: z.any().meta({ description: 'text/csv' }), ...errors(400, 401, 403) },
});

export const listAudit = defineRoute({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'Back office: the audit log, newest first, filtered',
  tags: ['admin'],
  auth: false,
  staff: 'audit.read',
  querystring: z.object({
    action: z.enum(AUDIT_ACTION_NAMES as [string, ...string[]]).optional(),
    staff: z.string().max(254).optional(),
    customer: z.string().max(100).optional(),
    /** Entries older than this cursor (the `next` of the previous page). */
    before: z.coerce.number().int().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: {
    200: z.object({ entries: z.array(AuditEntry), next: z.number().int().nullable() }),
    ...errors(400, 401, 403),
  },
});
