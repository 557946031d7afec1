import { PROMOTION_CODE_PATTERN } from '@halyard/domain';
import { z } from 'zod';
import { StaffReason } from './admin-auth.contract';
import { Instant } from './common.schema';
import { defineRoute, errors } from './http';

/**
 * Issue 22 item 4 (decision 0219): promotion codes managed in the back office's catalogue. A code
 * belongs to one offer and takes a share off the first payment of the plans it names (decision
 * 0193); staff set its limits, change them later, and deactivate it — a code is never deleted.
 */
export const AdminPromotionCode = z
  .object({
    id: z.string(),
    code: z.string(),
    offer_id: z.string(),
    offer_name: z.string().nullable(),
    percent_off_bp: z.number().int(),
    plan_product_ids: z.array(z.string()),
    expires_at: Instant.nullable(),
    max_redemptions: z.number().int().nullable(),
    redemptions: z.number().int(),
    per_customer_limit: z.number().int().nullable(),
    new_customers_only: z.boolean(),
    created_at: Instant,
    deactivated_at: Instant.nullable(),
  })
  .meta({ id: 'AdminPromotionCode' });
export type AdminPromotionCode = z.infer<typeof AdminPromotionCode>;

/** Null: no limit. */
const Limit = z.number().int().min(1).max(1_000_000).nullable();

export const AdminPromotionLimitsBody = StaffReason.extend({
  expires_at: z.iso.datetime().nullable(),
  max_redemptions: Limit,
  per_customer_limit: Limit,
}).meta({ id: 'AdminPromotionLimitsBody' });

export const AdminPromotionCodeBody = AdminPromotionLimitsBody.extend({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      PROMOTION_CODE_PATTERN,
      'Letters, digits and hyphens, 3 to 32, not starting or ending with a hyphen.',
    ),
  offer_id: z.string().min(1).max(100),
  /** 2500 = 25 % off the first payment. */
  percent_off_bp: z.number().int().min(1).max(10_000),
  /** Empty: every plan of the offer. */
  plan_product_ids: z.array(z.string().min(1).max(100)).max(20),
  new_customers_only: z.boolean(),
}).meta({ id: 'AdminPromotionCodeBody' });

export const listAdminPromotionCodes = defineRoute({
  method: 'GET',
  path: '/api/admin/promotion-codes',
  summary: 'Back office: promotion codes with their offer, limits and redemptions',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.read',
  response: { 200: z.object({ codes: z.array(AdminPromotionCode) }), ...errors(400, 401, 403) },
});

export const createAdminPromotionCode = defineRoute({
  method: 'POST',
  path: '/api/admin/promotion-codes',
  summary: 'Back office: create a promotion code for a catalogue offer',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.write',
  body: AdminPromotionCodeBody,
  response: { 201: z.object({ code: AdminPromotionCode }), ...errors(400, 401, 403, 409) },
});

const CodeParams = z.object({ codeId: z.string().min(1).max(100) });

export const updateAdminPromotionCode = defineRoute({
  method: 'PUT',
  path: '/api/admin/promotion-codes/{codeId}',
  summary: 'Back office: change a promotion code’s expiry and limits',
  tags: ['admin'],
  auth: false,
  staff: 'catalogue.write',
  params: CodeParams,
  body: AdminPromotionLimitsBody,
  response: { 200: z.object({ code: AdminPromotionCode }), ...errors(400, 401, 403, 404) },
});

/** Turning a code off or on again: a reason for the audit log, the code as it now is. */
const codeSwitch = <const V extends 'deactivate' | 'reactivate'>(verb: V, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/promotion-codes/{codeId}/${verb}`,
    summary,
    tags: ['admin'],
    auth: false,
    staff: 'catalogue.write',
    params: CodeParams,
    body: StaffReason,
    response: { 200: z.object({ code: AdminPromotionCode }), ...errors(400, 401, 403, 404, 409) },
  });

export const deactivateAdminPromotionCode = codeSwitch(
  'deactivate',
  'Back office: stop a promotion code being accepted',
);

export const reactivateAdminPromotionCode = codeSwitch(
  'reactivate',
  'Back office: accept a deactivated promotion code again',
);
