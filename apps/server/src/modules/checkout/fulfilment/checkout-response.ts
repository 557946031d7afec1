import type { CheckoutResult } from '@halyard/contract';
import { monthsSold, paymentConfirmationUrl } from '@halyard/domain';
import type { PaymentDetails } from './fulfilment.repository';
import { groupLines, itemTypeOf } from '../pricing/order-lines';
import type { OrderGroup } from '../pricing/order.service';
import type { Prepared } from '../purchase/purchase.service';

/** spec §2 the payment-confirmation page the buyer is sent to after a successful checkout. */
export const PAYMENT_CONFIRMATION_PATH = '/checkout/confirmation';

const subscriptionOf = (publicId: string, group: OrderGroup) => ({
  id: publicId,
  subscriptionItems: groupLines(group).map((line) => ({
    itemPriceId: line.row.id,
    itemType: itemTypeOf(line),
  })),
});

/**
 * spec §3 checkout response: the main subscription, one per extra checkout item, and the spec §2
 * redirect with its query parameters (domain `paymentConfirmationUrl`).
 */
export function checkoutResult(
  prepared: Prepared,
  subscriptions: readonly { publicId: string; group: OrderGroup }[],
  payment: PaymentDetails['kind'],
): CheckoutResult {
  const [main, ...items] = subscriptions;
  if (!main) throw new Error('A checkout without a subscription');
  const lead = main.group.plan ?? main.group.addons[0];
  const dip = main.group.addons.find((line) => line.product.addonType === 'dip');
  const redirectUrl = paymentConfirmationUrl(PAYMENT_CONFIRMATION_PATH, {
    totalPeriodMonths: lead ? monthsSold(lead.price.totalPeriod) : 0,
    amount: prepared.order.totals.total,
    subscriptionId: main.publicId,
    productId: lead?.product.id ?? '',
    dedicatedIpMonths: dip ? monthsSold(dip.price.basePeriod) : 0,
    paymentMethod: payment,
    orderPageType: prepared.order.offer.kind,
    userFlow: prepared.flow,
  });
  return {
    redirectUrl,
    subscription: subscriptionOf(main.publicId, main.group),
    checkoutItemSubscriptions: items.map((item) => subscriptionOf(item.publicId, item.group)),
  };
}
