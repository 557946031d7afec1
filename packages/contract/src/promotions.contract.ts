import { z } from 'zod';
import { PriceId } from './checkout-common.schema';
import { defineRoute, errors } from './http';

/** Issue 22 item 4: "Have a code?" — the code and the order it is for. */
export const PromotionCodeCheckBody = z
  .object({
    code: z.string().trim().min(1).max(40),
    offerId: z.string().min(1).max(100),
    priceIds: z.array(PriceId).min(1).max(10),
  })
  .meta({ id: 'PromotionCodeCheckBody' });
export type PromotionCodeCheckBody = z.infer<typeof PromotionCodeCheckBody>;

/**
 * A code this order may use (decision 0193): its canonical spelling, the share it takes off the
 * first payment of the plans it applies to (basis points) and those plans (empty: every plan).
 * The estimate and the checkout price it; this answer only lets the page show it at once.
 */
export const PromotionCodeCheck = z
  .object({
    code: z.string(),
    percentOffBasisPoints: z.number().int().min(0).max(10_000),
    planProductIds: z.array(z.string()),
  })
  .meta({ id: 'PromotionCodeCheck' });
export type PromotionCodeCheck = z.infer<typeof PromotionCodeCheck>;

export const checkPromotionCode = defineRoute({
  method: 'POST',
  path: '/api/v1/promotion-code',
  summary: 'Check a promotion code for an order: unknown, expired, used up, not for this plan',
  tags: ['checkout'],
  auth: false,
  body: PromotionCodeCheckBody,
  response: { 200: PromotionCodeCheck, ...errors(400, 403, 409) },
});
