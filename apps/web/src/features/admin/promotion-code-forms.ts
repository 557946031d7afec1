import { AdminPromotionCodeBody, AdminPromotionLimitsBody } from '@halyard/contract';
import { z } from 'zod';

/**
 * The promotion-code dialogs' form schemas (decision 0219 addendum, STYLE habit 5): what staff
 * type (text inputs, a date, ticked plans) becomes the request body, which the contract's own
 * schema then checks — the same schema the server validates with. The form's fields are named
 * like the body's, so a client issue and a server 400 `fields` entry land under the same field.
 */
const limitInputs = {
  expires_at: z.string(),
  max_redemptions: z.string(),
  per_customer_limit: z.string(),
  reason: z.string(),
};

/** An empty field is "no limit" (null); anything else must be the contract's whole number. */
const limit = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

type LimitInputs = { [K in keyof typeof limitInputs]: string };
const limitsOf = (v: LimitInputs) => ({
  // A date is the end of that UTC day.
  expires_at: v.expires_at ? `${v.expires_at}T23:59:59.000Z` : null,
  max_redemptions: limit(v.max_redemptions),
  per_customer_limit: limit(v.per_customer_limit),
  reason: v.reason,
});

export const LimitsForm = z.object(limitInputs).transform(limitsOf).pipe(AdminPromotionLimitsBody);
export type LimitsFormInput = z.input<typeof LimitsForm>;

export const CreateCodeForm = z
  .object({
    ...limitInputs,
    code: z.string(),
    offer_id: z.string(),
    /** Typed as a percentage ("25", "12,5"); the body holds basis points (2500). */
    percent_off_bp: z.string(),
    plan_product_ids: z.array(z.string()),
    new_customers_only: z.boolean(),
  })
  .transform((v) => ({
    ...limitsOf(v),
    code: v.code,
    offer_id: v.offer_id,
    percent_off_bp: Math.round(Number(v.percent_off_bp.trim().replace(',', '.') || 'x') * 100),
    plan_product_ids: v.plan_product_ids,
    new_customers_only: v.new_customers_only,
  }))
  .pipe(AdminPromotionCodeBody);
export type CreateCodeFormInput = z.input<typeof CreateCodeForm>;

/** Every field of the create dialog, in the order they are shown. */
export const CODE_FIELDS = [
  'code',
  'offer_id',
  'percent_off_bp',
  'plan_product_ids',
  'new_customers_only',
  'expires_at',
  'max_redemptions',
  'per_customer_limit',
  'reason',
] as const;
export type CodeField = (typeof CODE_FIELDS)[number];

/** The translation key of a field's own problem (what the contract refused in it). */
export const FIELD_PROBLEM = {
  code: 'promotions.errors.code',
  offer_id: 'promotions.errors.offer',
  percent_off_bp: 'promotions.errors.percent',
  plan_product_ids: 'promotions.errors.plans',
  new_customers_only: 'promotions.errors.plans',
  expires_at: 'promotions.errors.expires',
  max_redemptions: 'promotions.errors.limit',
  per_customer_limit: 'promotions.errors.limit',
  reason: 'actions.reasonNeeded',
} as const satisfies Record<CodeField, string>;

/** Server codes whose field message the page words itself (the rest show the server's text). */
export const SERVER_FIELD_TEXT: Readonly<Record<string, 'promotions.errors.exists'>> = {
  promotion_code_exists: 'promotions.errors.exists',
};
