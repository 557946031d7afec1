import { checkPromotion, normalizePromotionCode } from '@halyard/domain';
import type { Executor } from '../../db/executor';
import { promotionRefused } from './promotion-errors';
import type {
  PromotionCodesRepository,
  RedemptionRecord,
  StoredPromotion,
} from './promotion-codes.repository';

/** The buyer as far as a code's limits go; null while unknown (a guest's estimate). */
export interface PromotionBuyer {
  /** Null: an account the purchase creates (it has used no code yet). */
  readonly userId: string | null;
  readonly hadSubscription: boolean;
}

/**
 * Issue 22 item 4 (decision 0193): the server checks a typed code against its limits before any
 * money moves, and counts its redemption inside the purchase's transaction.
 */
export function createPromotions(codes: PromotionCodesRepository) {
  return {
    /** The code's terms if this order and buyer may use it; else the refusal (4xx). */
    async check(
      tenantId: string,
      typed: string,
      order: { offerId: string; planProductIds: readonly string[] },
      buyer: PromotionBuyer | null,
      now: Date,
    ): Promise<StoredPromotion> {
      const found = await codes.find(tenantId, normalizePromotionCode(typed));
      if (!found) throw promotionRefused('unknown');
      const redemptions =
        buyer?.userId != null ? await codes.redemptionsBy(codes.db, found.id, buyer.userId) : 0;
      const result = checkPromotion(found, {
        now,
        ...order,
        buyer: buyer && { hadSubscription: buyer.hadSubscription, redemptions },
      });
      if (!result.ok) throw promotionRefused(result.reason);
      return found;
    },

    /**
     * Counts the redemption in the purchase's transaction: the total limit by one conditional
     * update (concurrent purchases wait on the code's row), then the customer's own limit (its
     * count now sees every purchase committed before ours). A refusal rolls the purchase back.
     */
    async redeem(
      trx: Executor,
      r: Omit<RedemptionRecord, 'codeId'> & { readonly promotion: StoredPromotion },
    ): Promise<void> {
      if (!(await codes.claim(trx, r.promotion.id))) throw promotionRefused('exhausted');
      const limit = r.promotion.perCustomerLimit;
      if (limit !== null && (await codes.redemptionsBy(trx, r.promotion.id, r.userId)) >= limit)
        throw promotionRefused('already-used');
      await codes.record(trx, { ...r, codeId: r.promotion.id });
    },
  };
}

export type Promotions = ReturnType<typeof createPromotions>;
