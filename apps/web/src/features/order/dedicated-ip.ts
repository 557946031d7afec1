import { addonPriceForPlan, type Period } from '@halyard/domain';
import type { Offer, Price } from '@/app/storefront/offer';
import { TAXABLE } from '@/app/storefront/checkout-link';

/**
 * The dedicated IP's price for a subscription of `basePeriod` (spec §9 cycles 1, 12/15, 24; the
 * add-on runs as long as the plan, decision 0012), from any plan of the offer.
 */
export function dedicatedIpPrice(offer: Offer, basePeriod: Period): Price | null {
  const dip = offer.products.flatMap((p) => p.addons).find((a) => a.name === 'dip');
  return dip ? addonPriceForPlan(dip, basePeriod, TAXABLE) : null;
}
