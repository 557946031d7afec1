import type { PromotionBuyer, Promotions } from '../../promotions/promotions.service';
import { buildOrder, orderPlanIds, type Order, type OrderInput } from './order.service';

type BuildArgs = Parameters<typeof buildOrder>;

/**
 * The order priced with the buyer's promotion code (issue 22 item 4, decision 0193): priced
 * without it first (the 400s of the order come first), the code checked against that order and
 * the buyer, then priced again with its cut. Without a code: the order as it is.
 */
export async function buildPromotedOrder(
  promotions: Promotions,
  tenantId: string,
  [catalog, tax, input, at]: [BuildArgs[0], BuildArgs[1], OrderInput, Date],
  buyer: PromotionBuyer | null,
): Promise<Order> {
  const order = buildOrder(catalog, tax, { ...input, promotion: null }, at);
  if (!input.promotionCode) return order;
  const promotion = await promotions.check(
    tenantId,
    input.promotionCode,
    { offerId: order.offer.id, planProductIds: orderPlanIds(order) },
    buyer,
    at,
  );
  return buildOrder(catalog, tax, { ...input, promotion }, at);
}
