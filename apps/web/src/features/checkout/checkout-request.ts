import type { BillingDetailsBody, PaymentMethodType, UserSession, Xv } from '@halyard/contract';
import { requiresRegion, unconfirmedOverlap, type LanguageCode } from '@halyard/domain';
import type { StoreSubscription } from '@/app/storefront/visitor';
import type { CheckoutData } from './checkout-data';
import type { CheckoutRequest } from './submit-checkout';

export interface Residence {
  readonly country: string;
  readonly state: string;
  readonly postalCode: string;
  /** "Buying for a company" (decision 0198): the details that price the order; none, a consumer. */
  readonly company?: BillingDetailsBody | null;
}

/** spec §3 "Customer in checkout": email (a visitor's), marketing choice and residence. */
export interface Account {
  readonly email: string;
  readonly marketing: boolean;
}

/**
 * What every purchase call carries besides the order (spec §7 bodies): the `xv` tracking data and
 * the `userSession` with its page view, and (ours, issue 24 item 8) the page's language, which a
 * new account keeps and the receipt is written in.
 */
export interface RequestContext {
  readonly locale: LanguageCode;
  readonly xv: Xv;
  readonly userSession: UserSession;
  /** Issue 24 item 5: the buyer confirmed a second subscription beside a running one. */
  readonly confirmSecondSubscription?: boolean;
}

/**
 * Issue 24 item 5 (decision 0164): the running subscription a new plan would overlap — one the
 * buyer must confirm buying beside — or null.
 */
export function overlapOf(data: CheckoutData, now: Date): StoreSubscription | null {
  const subs = data.customer?.subscriptions ?? [];
  return (unconfirmedOverlap(data.flow, subs, false, now) as StoreSubscription | null) ?? null;
}

/** spec §7 "xv tracking data": how the visitor came to this purchase (decision 0166). */
export function xvOf(data: CheckoutData, locale: string): Xv {
  return {
    offer: data.offer.id,
    flow: data.flow,
    currency: data.offer.currency,
    locale,
    partner: data.link.partner,
    referred: data.link.referrerId !== null,
  };
}

/** The priced part of the order (spec §7 body): the plan, the add-ons, the offer. */
export function orderFields(data: CheckoutData) {
  return {
    offerId: data.offer.id,
    ...(data.plan && { priceId: data.plan.price.id }),
    priceIds: data.addons.map((item) => item.price.id),
    checkoutItems: [],
    ...(data.promotionCode && { promotionCode: data.promotionCode }),
  };
}

/**
 * spec §7 `isTaxable`: the server decides tax from the address (decision 0100), so the page sends
 * the decision its estimate for this same address reported, or nothing when it has none.
 */
const taxExpectation = (isTaxable: boolean | undefined) =>
  isTaxable === undefined ? {} : { isTaxable };

/** The address that decides tax; a state only where the country asks for one (spec §5). */
export const residenceFields = (residence: Residence) => {
  const country = residence.country.trim().toUpperCase();
  return {
    residenceCountry: country,
    residenceState: (requiresRegion(country) && residence.state.trim()) || null,
    residenceZipcode: residence.postalCode.trim() || null,
  };
};

/** The company details an order is priced with and stored for (decision 0198), if any. */
export const companyFields = (residence: Residence) =>
  residence.company ? { billingDetails: residence.company } : {};

/** What a payment intent pays for: the server prices it, tax included (decision 0101). */
export const intentOrder = (data: CheckoutData, residence: Residence) => ({
  ...orderFields(data),
  customer: residenceFields(residence),
  ...companyFields(residence),
});

/** POST /api/v1/checkout with a payment intent (a new card, a wallet, PayPal). */
export function intentCheckout(
  data: CheckoutData,
  account: Account | null,
  residence: Residence,
  intent: {
    readonly id: string;
    readonly methodType: PaymentMethodType;
    /** The intent's client secret: this tab's own, kept with the pending payment (decision 0101). */
    readonly clientSecret: string;
  },
  isTaxable: boolean | undefined,
  context: RequestContext,
): CheckoutRequest {
  const { link } = data;
  return {
    route: 'checkout',
    body: {
      ...context,
      paymentIntentId: intent.id,
      paymentIntentClientSecret: intent.clientSecret,
      paymentSourceType: intent.methodType,
      ...orderFields(data),
      ...taxExpectation(isTaxable),
      customer: {
        ...(account && {
          email: account.email.trim(),
          emailSubscriptionStatus: account.marketing ? 'subscribed' : 'unsubscribed',
        }),
        ...residenceFields(residence),
      },
      ...companyFields(residence),
      ...(link.referrerId && {
        referral: {
          referrerId: link.referrerId,
          ...(link.referralCampaignId && { referralCampaignId: link.referralCampaignId }),
        },
      }),
    },
  };
}

/**
 * POST /api/v1/checkout-for-customer: a signed-in customer's stored payment method, or (decision
 * 0218 addendum) their credit balance alone — the server checks that it covers the order.
 */
export function storedMethodCheckout(
  data: CheckoutData,
  residence: Residence,
  returnUrl: string,
  isTaxable: boolean | undefined,
  context: RequestContext,
  fromBalance = false,
): CheckoutRequest {
  return {
    route: 'customer',
    body: {
      ...context,
      flow: data.flow === 'order' ? 'additional_purchase' : data.flow,
      ...(data.target && { subscriptionId: data.target.subscription_id }),
      ...orderFields(data),
      ...taxExpectation(isTaxable),
      customer: residenceFields(residence),
      ...companyFields(residence),
      ...(fromBalance && { payFromBalance: true }),
      returnUrl,
    },
  };
}
