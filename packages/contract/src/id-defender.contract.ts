import { z } from 'zod';
import { Instant, ScaledAmount } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * ID Defender (spec §2 /id-defender/*, decision 0065): the identity-protection partner's data for
 * the signed-in user, each page only for the spec §9 add-on group that enables it. A user without
 * the group gets 403; the partner not answering is 503 (the page shows a clear error state).
 */

export const IdAlertSeverity = z.enum(['low', 'medium', 'high']);
export type IdAlertSeverity = z.infer<typeof IdAlertSeverity>;

export const IdAlertKind = z.enum([
  'email_breach',
  'password_exposed',
  'ssn_exposure',
  'financial_account',
  'dark_web_listing',
]);
export type IdAlertKind = z.infer<typeof IdAlertKind>;

export const IdAlert = z
  .object({
    id: z.string(),
    kind: IdAlertKind,
    severity: IdAlertSeverity,
    /** Where the partner found it (a breached site or a marketplace name). */
    source: z.string(),
    detected_at: Instant,
    /** When this user marked it read; null while unread. */
    read_at: Instant.nullable(),
  })
  .meta({ id: 'IdAlert' });
export type IdAlert = z.infer<typeof IdAlert>;

export const IdAlertList = z
  .object({ alerts: z.array(IdAlert), unread: z.number().int() })
  .meta({ id: 'IdAlertList' });
export type IdAlertList = z.infer<typeof IdAlertList>;

export const IdAlertParams = z.object({
  alertId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not an alert id.'),
});

export const IdTheftInsurance = z
  .object({
    provider: z.string(),
    policy_number: z.string(),
    coverage: ScaledAmount,
    deductible: ScaledAmount,
    effective_date: Instant,
    covers: z.array(z.enum(['stolen_funds', 'legal_costs', 'lost_wages', 'expert_help'])),
    claim: z.object({ phone: z.string(), email: z.string(), hours: z.string() }),
  })
  .meta({ id: 'IdTheftInsurance' });
export type IdTheftInsurance = z.infer<typeof IdTheftInsurance>;

export const DataRemovalStatus = z.enum(['submitted', 'in_progress', 'removed', 'no_record']);
export type DataRemovalStatus = z.infer<typeof DataRemovalStatus>;

export const DataRemovalRequest = z
  .object({
    id: z.string(),
    broker: z.string(),
    requested_at: Instant,
    status: DataRemovalStatus,
    updated_at: Instant,
  })
  .meta({ id: 'DataRemovalRequest' });
export type DataRemovalRequest = z.infer<typeof DataRemovalRequest>;

export const DataRemovalList = z
  .object({
    requests: z.array(DataRemovalRequest),
    // An object with one property per status (not a record keyed by the enum), so the OpenAPI
    // document names each property it requires.
    counts: z.object(
      Object.fromEntries(DataRemovalStatus.options.map((status) => [status, z.number().int()])) as {
        [S in DataRemovalStatus]: z.ZodNumber;
      },
    ),
  })
  .meta({ id: 'DataRemovalList' });
export type DataRemovalList = z.infer<typeof DataRemovalList>;

export const CreditBureau = z.enum(['equifax', 'experian', 'transunion']);
export type CreditBureau = z.infer<typeof CreditBureau>;

export const CreditScan = z
  .object({
    scanned_at: Instant,
    next_scan_at: Instant,
    scores: z.array(
      z.object({
        bureau: CreditBureau,
        score: z.number().int(),
        change: z.number().int(),
      }),
    ),
    new_inquiries: z.number().int(),
    new_accounts: z.number().int(),
  })
  .meta({ id: 'CreditScan' });
export type CreditScan = z.infer<typeof CreditScan>;

export const CreditReport = z
  .object({
    issued_at: Instant,
    open_accounts: z.number().int(),
    utilization_percent: z.number().int(),
    hard_inquiries: z.number().int(),
    late_payments: z.number().int(),
    oldest_account_years: z.number().int(),
  })
  .meta({ id: 'CreditReport' });
export type CreditReport = z.infer<typeof CreditReport>;

/** The credit scanner page: the latest scan (credit_scanner group) and the report (credit_report). */
export const CreditScanner = z
  .object({ scan: CreditScan.nullable(), report: CreditReport.nullable() })
  .meta({ id: 'CreditScanner' });
export type CreditScanner = z.infer<typeof CreditScanner>;

export const listIdAlerts = defineRoute({
  method: 'GET',
  path: '/api/v1/id-defender/alerts',
  summary: "The user's identity-monitoring alerts, newest first, with their read marks",
  tags: ['id-defender'],
  auth: true,
  response: { 200: IdAlertList, ...errors(400, 401, 403, 503) },
});

export const markIdAlertRead = defineRoute({
  method: 'POST',
  path: '/api/v1/id-defender/alerts/{alertId}/read',
  summary: 'Marks one of the user’s alerts as read (idempotent)',
  tags: ['id-defender'],
  auth: true,
  params: IdAlertParams,
  response: { 200: IdAlert, ...errors(400, 401, 403, 404, 503) },
});

export const getIdTheftInsurance = defineRoute({
  method: 'GET',
  path: '/api/v1/id-defender/insurance',
  summary: "The user's identity-theft insurance policy and how to claim",
  tags: ['id-defender'],
  auth: true,
  response: { 200: IdTheftInsurance, ...errors(400, 401, 403, 503) },
});

export const listDataRemovals = defineRoute({
  method: 'GET',
  path: '/api/v1/id-defender/data-removal',
  summary: 'The data-broker removal requests made for the user and their status',
  tags: ['id-defender'],
  auth: true,
  response: { 200: DataRemovalList, ...errors(400, 401, 403, 503) },
});

export const getCreditScanner = defineRoute({
  method: 'GET',
  path: '/api/v1/id-defender/credit-scanner',
  summary: 'The latest credit scan and the credit report the user is entitled to',
  tags: ['id-defender'],
  auth: true,
  response: { 200: CreditScanner, ...errors(400, 401, 403, 503) },
});
