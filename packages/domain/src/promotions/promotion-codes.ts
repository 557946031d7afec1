import type { Price } from '../catalogue/price';
import { multiplyRatio, subtract, type Money } from '../money/money';
import { fail, ok, type Result } from '../shared/result';

/**
 * Issue 22 item 4 (decision 0193): a promotion code. It belongs to one catalogue offer (it is
 * accepted on that offer's checkout only) and takes `percentOffBasisPoints` off the first payment
 * of the plans it applies to, within its limits.
 */
export interface PromotionTerms {
  readonly code: string;
  readonly offerId: string;
  /** 2500 = 25 % off the first period's amount of each plan line it applies to. */
  readonly percentOffBasisPoints: number;
  /** Plan product ids it applies to; empty: every plan. Add-ons are never discounted. */
  readonly planProductIds: readonly string[];
  /** ISO instant after which it is refused; null: no end. */
  readonly expiresAt: string | null;
  /** Redemptions in total across customers; null: no limit. */
  readonly maxRedemptions: number | null;
  readonly redemptions: number;
  /** Redemptions per customer; null: no limit. */
  readonly perCustomerLimit: number | null;
  /** Only for a buyer who never had a subscription. */
  readonly newCustomersOnly: boolean;
}

export type PromotionRefusal =
  'expired' | 'exhausted' | 'not-for-plan' | 'new-customers-only' | 'already-used';

/** What the checkout knows when it checks a code: the order and, when known, the buyer. */
export interface PromotionContext {
  readonly now: Date;
  readonly offerId: string;
  /** The plan product ids in the order. */
  readonly planProductIds: readonly string[];
  /** Null while the buyer is unknown (a guest's estimate): the buyer's rules wait. */
  readonly buyer: { readonly hadSubscription: boolean; readonly redemptions: number } | null;
}

/** A code as the customer types it: case and surrounding spaces do not matter. */
export const normalizePromotionCode = (code: string): string => code.trim().toUpperCase();

/** A code's letters: A–Z, 0–9 and hyphens, 3 to 32 of them (what the catalogue accepts). */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;

/** The plans of the order the code applies to. */
export const matchingPlans = (
  terms: Pick<PromotionTerms, 'planProductIds'>,
  planProductIds: readonly string[],
) =>
  planProductIds.filter(
    (id) => terms.planProductIds.length === 0 || terms.planProductIds.includes(id),
  );

/**
 * Issue 22 item 4: whether the code may be used, checked in this order — expiry, total
 * redemptions, the offer's plans, then the buyer's own limits (new customers only,
 * redemptions per customer) once the buyer is known.
 */
export function checkPromotion(
  terms: PromotionTerms,
  ctx: PromotionContext,
): Result<null, PromotionRefusal> {
  if (terms.expiresAt !== null && ctx.now.getTime() >= Date.parse(terms.expiresAt))
    return fail('expired');
  if (terms.maxRedemptions !== null && terms.redemptions >= terms.maxRedemptions)
    return fail('exhausted');
  // A plan of another offer is another plan: the code names the offer whose plans it discounts.
  if (terms.offerId !== ctx.offerId || matchingPlans(terms, ctx.planProductIds).length === 0)
    return fail('not-for-plan');
  if (ctx.buyer && terms.newCustomersOnly && ctx.buyer.hadSubscription)
    return fail('new-customers-only');
  if (
    ctx.buyer &&
    terms.perCustomerLimit !== null &&
    ctx.buyer.redemptions >= terms.perCustomerLimit
  )
    return fail('already-used');
  return ok(null);
}

/** What the code takes off one line's first payment: its percentage, rounded half up. */
export const promotionCut = (
  terms: Pick<PromotionTerms, 'percentOffBasisPoints'>,
  amount: Money,
): Money => multiplyRatio(amount, terms.percentOffBasisPoints, 10_000, 'half-up');

/**
 * The line's price with the code applied (issue 22 item 4): the amount charged now drops by the
 * cut and the discount grows by it; the advertised price and the renewal price stay as they are.
 */
export function promotedPrice(
  terms: Pick<PromotionTerms, 'percentOffBasisPoints'>,
  price: Price,
): Price {
  const cut = promotionCut(terms, price.amount);
  return {
    ...price,
    amount: subtract(price.amount, cut),
    discountAmount: subtract(price.amountWithoutDiscount, subtract(price.amount, cut)),
  };
}
