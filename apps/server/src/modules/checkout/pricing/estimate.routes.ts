import type { FastifyInstance } from 'fastify';
import { estimate } from '@halyard/contract';
import { basisPointsToPercent } from '@halyard/domain';
import type { Clock } from '../../../clock';
import { notFound } from '../../../http/http-error';
import { registerRoute } from '../../../http/route';
import type { Catalog } from '../../catalog/catalog.service';
import type { Tax } from '../../tax/tax.service';
import type { VatIdLookup } from '../../invoices/billing-details.repository';
import { residenceOf } from '../checkout-inputs';
import { buyerTaxId } from './buyer-tax-id';
import type { Promotions } from '../../promotions/promotions.service';
import { buildPromotedOrder } from './promoted-order';
import { itemTypeOf, lineDescription, renewalDate } from './order-lines';
import type { SubscriptionFactsRepository } from '../purchase/subscription-facts.repository';

export interface EstimateDeps {
  readonly catalog: Catalog;
  readonly tax: Tax;
  readonly facts: SubscriptionFactsRepository;
  readonly clock: Clock;
  /** A signed-in buyer's VAT ID (issue 22: EU reverse charge). */
  readonly vatIdOf?: VatIdLookup;
  /** Issue 22 item 4: "Have a code?" checks the code and prices it in. */
  readonly promotions: Promotions;
}

/** POST /api/v1/estimate (decision 0021): the same order pricing the checkout charges. */
export function registerEstimateRoutes(app: FastifyInstance, deps: EstimateDeps): void {
  registerRoute(app, estimate, async ({ body, tenant, user }) => {
    const now = deps.clock.now();
    const { vatId } = await buyerTaxId(body.billingDetails, body.customer.residenceCountry, {
      lookup: deps.vatIdOf,
      tenantId: tenant.id,
      userId: user?.id ?? null,
    });
    // The signed-in buyer's subscriptions: an edit's paid time, and a code's buyer limits.
    const owned = user ? await deps.facts.forUser(tenant.id, user.id) : [];
    const buyer = user ? { userId: user.id, hadSubscription: owned.length > 0 } : null;
    const order = await buildPromotedOrder(
      deps.promotions,
      tenant.id,
      [
        await deps.catalog.forTenant(tenant.id),
        deps.tax,
        { ...body, residence: { ...residenceOf(body.customer), vatId } },
        now,
      ],
      buyer,
    );
    const target = owned.find((sub) => sub.subscription_id === body.subscriptionId);
    // Signed in, a subscription id that is not one of the buyer's is a foreign id: 404.
    if (user && body.subscriptionId && !target) throw notFound('Subscription');
    return {
      currency: order.currency,
      lines: order.lines.map((line) => ({
        priceId: line.row.id,
        productId: line.product.id,
        itemType: itemTypeOf(line),
        description: lineDescription(line),
        amount: line.price.amount,
        amountWithoutDiscount: line.price.amountWithoutDiscount,
        discountAmount: line.price.discountAmount,
      })),
      subtotal: order.totals.subtotal,
      discount: order.totals.discount,
      isTaxable: order.tax.taxable,
      reverseCharge: order.tax.reverseCharge === true,
      taxRate: basisPointsToPercent(order.totals.taxRate),
      tax: order.totals.tax,
      total: order.totals.total,
      taxIncluded: order.totals.taxIncluded,
      taxCountry: order.tax.jurisdiction.slice(0, 2),
      renewal: {
        ...order.renewal,
        date: renewalDate(order, body.flow, now, target?.next_payment_date ?? null).toISOString(),
      },
      promotion: order.promotion && {
        code: order.promotion.terms.code,
        discount: order.promotion.discount,
      },
    };
  });
}
