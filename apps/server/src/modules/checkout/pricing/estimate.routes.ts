import type { FastifyInstance } from 'fastify';
import { estimate } from '@halyard/contract';
import type { Executor } from '../../../db/executor';
import { purchaseCredit } from '../purchase/purchase-credit';
import type { Clock } from '../../../clock';
import { HttpError, notFound } from '../../../http/http-error';
import { registerRoute } from '../../../http/route';
import type { Catalog } from '../../catalog/catalog.service';
import type { Tax } from '../../tax/tax.service';
import type { VatIdLookup } from '../../invoices/billing-details.repository';
import { residenceOf } from '../checkout-inputs';
import { buyerTaxId } from './buyer-tax-id';
import type { Promotions } from '../../promotions/promotions.service';
import type { CodeGuessLimit } from '../../promotions/code-guess-limit';
import { buildPromotedOrder } from './promoted-order';
import { estimateView, renewalDate } from './order-lines';
import type { SubscriptionFactsRepository } from '../purchase/subscription-facts.repository';

export interface EstimateDeps {
  /** Decision 0218: the signed-in buyer's credit balance pays first. */
  readonly db: Executor;
  readonly catalog: Catalog;
  readonly tax: Tax;
  readonly facts: SubscriptionFactsRepository;
  readonly clock: Clock;
  /** A signed-in buyer's VAT ID (issue 22: EU reverse charge). */
  readonly vatIdOf?: VatIdLookup;
  /** Issue 22 item 4: "Have a code?" checks the code and prices it in. */
  readonly promotions: Promotions;
  /** A refused code spends one of the address's code guesses (decision 0193 addendum). */
  readonly guesses: CodeGuessLimit;
}

/** POST /api/v1/estimate (decision 0021): the same order pricing the checkout charges. */
export function registerEstimateRoutes(app: FastifyInstance, deps: EstimateDeps): void {
  registerRoute(app, estimate, async ({ body, tenant, user, request }) => {
    // Pricing a code tells whether it exists: no guesses left, no answer (429).
    if (body.promotionCode) await deps.guesses.ensureLeft(request);
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
    ).catch(async (error: unknown) => {
      if (error instanceof HttpError && error.code.startsWith('promotion_code_'))
        await deps.guesses.spend(request);
      throw error;
    });
    const owner = user ? { tenantId: tenant.id, userId: user.id } : null;
    const credit = await purchaseCredit.available(deps.db, owner, order.totals.total);
    const target = owned.find((sub) => sub.subscription_id === body.subscriptionId);
    // Signed in, a subscription id that is not one of the buyer's is a foreign id: 404.
    if (user && body.subscriptionId && !target) throw notFound('Subscription');
    return {
      ...estimateView(order, credit),
      reverseCharge: order.tax.reverseCharge === true,
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
