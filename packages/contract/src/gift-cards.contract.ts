import { TIERS } from '@halyard/domain';
import { z } from 'zod';
import { defineRoute, errors } from './http';

export const GiftCardCode = z.object({ code: z.string().trim().min(1).max(60) });

/** What redeeming a code does to the account's subscription. */
const GiftCardOutcome = z.enum(['extend', 'upgrade', 'create']);

/**
 * Issue 24 item 5 (decision 0164): what redeeming would do on the signed-in account — extend or
 * upgrade its running subscription, or start one — and until when.
 */
export const GiftCardPreview = z
  .object({
    kind: GiftCardOutcome,
    subscriptionId: z.string().nullable(),
    /** The running subscription's tier (extend, upgrade); null when one is created. */
    fromTier: z.string().nullable(),
    nextPaymentDate: z.string(),
  })
  .meta({ id: 'GiftCardPreview' });
export type GiftCardPreview = z.infer<typeof GiftCardPreview>;

/** What a code check answers (decision 0024): tier, months and whether it can be redeemed. */
export const GiftCardCheck = z
  .object({
    code: z.string(),
    tier: z.enum(TIERS),
    months: z.number().int(),
    status: z.enum(['valid', 'used', 'expired']),
    expiresAt: z.string().nullable(),
    /** Signed in and redeemable: what redeeming it would do (issue 24 item 5). */
    preview: GiftCardPreview.nullable(),
  })
  .meta({ id: 'GiftCardCheck' });
export type GiftCardCheck = z.infer<typeof GiftCardCheck>;

export const GiftCardRedemption = z
  .object({
    subscriptionId: z.string(),
    extended: z.boolean(),
    kind: GiftCardOutcome,
    nextPaymentDate: z.string(),
    tier: z.string(),
    months: z.number().int(),
  })
  .meta({ id: 'GiftCardRedemption' });

export const checkGiftCard = defineRoute({
  method: 'POST',
  path: '/api/v1/gift-cards/check',
  summary: 'Look up a gift card code: tier, months, valid / used / expired',
  tags: ['gift-cards'],
  auth: false,
  body: GiftCardCode,
  response: { 200: GiftCardCheck, ...errors(400, 404, 429) },
});

export const redeemGiftCard = defineRoute({
  method: 'POST',
  path: '/api/v1/gift-cards/redeem',
  summary: 'Redeem a gift card on the signed-in account (extends or starts a subscription)',
  tags: ['gift-cards'],
  auth: true,
  body: GiftCardCode,
  response: { 200: GiftCardRedemption, ...errors(400, 401, 404, 409, 410, 429) },
});
