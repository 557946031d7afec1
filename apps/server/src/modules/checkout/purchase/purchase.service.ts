import type { BillingDetailsBody } from '@halyard/contract';
import {
  checkReferral,
  referralBonusFor,
  type BillingDetails,
  type CheckoutFlow,
} from '@halyard/domain';
import type { Clock } from '../../../clock';
import type { VatIdLookup } from '../../invoices/billing-details.repository';
import { unauthorized } from '../../../http/http-error';
import type { Catalog } from '../../catalog/catalog.service';
import type { PaymentMethodType } from '../../payments/payment-gateway';
import type { ReferralsRepository } from '../../referrals/referrals.repository';
import type { Tax } from '../../tax/tax.service';
import { resolveBuyer, type Buyer } from './buyer.service';
import type { BuyersRepository } from './buyers.repository';
import { validationFailed } from '../checkout-errors';
import { buildOrder, type Order, type OrderInput } from '../pricing/order.service';
import { buildPromotedOrder } from '../pricing/promoted-order';
import type { Promotions } from '../../promotions/promotions.service';
import { renewalDate } from '../pricing/order-lines';
import { buyerTaxId } from '../pricing/buyer-tax-id';
import {
  assertAddonsNotHeld,
  assertFreePeriodAllowed,
  assertOrderAllowed,
  assertPaypalPreconditions,
  assertSecondSubscriptionConfirmed,
  changedSubscription,
} from './purchase-rules';
import type {
  OwnedSubscription,
  SubscriptionFactsRepository,
} from './subscription-facts.repository';

export interface PurchaseInput {
  readonly tenantId: string;
  readonly sessionUserId: string | null;
  readonly email: string | undefined;
  /** The page's language (issue 24 item 8): a new account's, and the receipt's if none. */
  readonly locale: string | null;
  readonly flow: CheckoutFlow;
  readonly subscriptionId: string | null;
  readonly order: Omit<OrderInput, 'flow'>;
  readonly referral: { readonly referrerId: string; readonly referralCampaignId?: string } | null;
  /** For the spec §5 PayPal preconditions; null when paying with a stored method. */
  readonly paypalIntentId: string | null;
  readonly methodType: PaymentMethodType | null;
  /** Issue 24 item 5: the buyer confirmed a second subscription; undefined for an estimate. */
  readonly confirmSecondSubscription?: boolean;
  /** Issue 22 (decision 0198): "buying for a company", the details as the body gave them. */
  readonly billingDetails?: BillingDetailsBody | undefined;
}

/** Everything a checkout has decided before it charges. */
export interface Prepared {
  readonly tenantId: string;
  readonly flow: CheckoutFlow;
  readonly buyer: Buyer;
  readonly order: Order;
  readonly target: OwnedSubscription | null;
  readonly referral: { userId: string; campaignId: string; freeMonths: number } | null;
  readonly paidThrough: Date;
  /** Checked details given at checkout: stored with the purchase, printed on its invoice. */
  readonly billingDetails: BillingDetails | null;
}

export interface PurchaseDeps {
  /** A signed-in buyer's VAT ID (issue 22: EU reverse charge); absent, none applies. */
  readonly vatIdOf?: VatIdLookup;
  readonly catalog: Catalog;
  readonly tax: Tax;
  readonly buyers: BuyersRepository;
  readonly facts: SubscriptionFactsRepository;
  readonly referrals: ReferralsRepository;
  readonly clock: Clock;
  /** Issue 22 item 4: the buyer's promotion code, checked with the buyer known. */
  readonly promotions: Promotions;
}

/** The spec §4–§6 rules of a purchase, checked before any money moves. */
export function createPurchaseService(deps: PurchaseDeps) {
  /** A referred buyer's referrer (decision 0023); the referral offer needs one. */
  async function referral(input: PurchaseInput, order: Order, buyer: Buyer) {
    if (!input.referral) {
      if (order.offer.kind !== 'referral') return null;
      throw validationFailed({
        'referral.referrerId': 'The referral offer needs a referral link.',
      });
    }
    const bonus = referralBonusFor(input.referral.referralCampaignId);
    if (!bonus.ok) throw validationFailed({ 'referral.referralCampaignId': 'Unknown campaign.' });
    const referrer = await deps.referrals.findReferrer(input.tenantId, input.referral.referrerId);
    if (!referrer || !checkReferral(referrer.userId, buyer.userId).ok)
      throw validationFailed({ 'referral.referrerId': 'This referral link is not valid.' });
    const { referralCampaignId, freeMonths } = bonus.value;
    return { userId: referrer.userId, campaignId: referralCampaignId, freeMonths };
  }

  return {
    /**
     * Prices the order (400s first), resolves the buyer (401 / 409), then applies the rules:
     * free periods (403, the most precise spec §8 message), already has a subscription (409),
     * the changed subscription (404 / 403 / 409), the PayPal preconditions and the referral.
     */
    async prepare(input: PurchaseInput): Promise<Prepared> {
      const now = deps.clock.now();
      const catalog = await deps.catalog.forTenant(input.tenantId);
      const country = input.order.residence.country ?? '';
      const company = await buyerTaxId(input.billingDetails, country, {
        lookup: deps.vatIdOf,
        tenantId: input.tenantId,
        userId: input.sessionUserId,
      });
      const residence = { ...input.order.residence, vatId: company.vatId };
      const orderInput = { ...input.order, residence, flow: input.flow };
      const listed = buildOrder(catalog, deps.tax, { ...orderInput, promotion: null }, now);
      const signedIn = input.sessionUserId !== null;
      if (!signedIn && (input.flow === 'edit_subscription' || input.flow === 'add_addon'))
        throw unauthorized();
      const buyer = await resolveBuyer(deps, input);
      // Issue 22 item 4: the code's limits need the buyer (new customers only, per customer).
      const order = input.order.promotionCode
        ? await buildPromotedOrder(
            deps.promotions,
            input.tenantId,
            [catalog, deps.tax, orderInput, now],
            {
              userId: buyer.userId,
              hadSubscription: buyer.subscriptions.length > 0,
            },
          )
        : listed;
      assertFreePeriodAllowed(order, buyer);
      assertOrderAllowed(input.flow, buyer, now);
      assertSecondSubscriptionConfirmed(input.flow, buyer, input.confirmSecondSubscription, now);
      const target = changedSubscription(input.flow, input.subscriptionId, signedIn, buyer, now);
      if (target && input.flow === 'add_addon') assertAddonsNotHeld(order, target, now);
      if (input.methodType === 'paypal_express_checkout')
        assertPaypalPreconditions(input.paypalIntentId, order, buyer.email, input.order.residence);
      return {
        tenantId: input.tenantId,
        flow: input.flow,
        buyer,
        order,
        target,
        referral: await referral(input, order, buyer),
        paidThrough: renewalDate(order, input.flow, now, target?.next_payment_date ?? null),
        billingDetails: company.details,
      };
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
