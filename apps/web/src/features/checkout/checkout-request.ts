import type { PaymentMethodType } from '@halyard/contract';
import { TAXABLE } from '@/app/storefront/checkout-link';
import type { CheckoutData } from './checkout-data';
import type { CheckoutRequest } from './submit-checkout';

export interface Residence {
  readonly country: string;
  readonly state: string;
  readonly postalCode: string;
}

/** spec §3 "Customer in checkout": email (a visitor's), marketing choice and residence. */
export interface Account {
  readonly email: string;
  readonly marketing: boolean;
}

/** The priced part of the order (spec §7 body): the plan, the add-ons, the offer, tax. */
export function orderFields(data: CheckoutData) {
  return {
    offerId: data.offer.id,
    ...(data.plan && { priceId: data.plan.price.id }),
    priceIds: data.addons.map((item) => item.price.id),
    checkoutItems: [],
    isTaxable: TAXABLE,
  };
}

export const residenceFields = (residence: Residence) => ({
  residenceCountry: residence.country.trim().toUpperCase(),
  residenceState: residence.state.trim() || null,
  residenceZipcode: residence.postalCode.trim() || null,
});

/** POST /api/v1/checkout with a payment intent (a new card, a wallet, PayPal). */
export function intentCheckout(
  data: CheckoutData,
  account: Account | null,
  residence: Residence,
  intent: { readonly id: string; readonly methodType: PaymentMethodType },
): CheckoutRequest {
  const { link } = data;
  return {
    route: 'checkout',
    body: {
      paymentIntentId: intent.id,
      paymentSourceType: intent.methodType,
      ...orderFields(data),
      customer: {
        ...(account && {
          email: account.email.trim(),
          emailSubscriptionStatus: account.marketing ? 'subscribed' : 'unsubscribed',
        }),
        ...residenceFields(residence),
      },
      ...(link.referrerId && {
        referral: {
          referrerId: link.referrerId,
          ...(link.referralCampaignId && { referralCampaignId: link.referralCampaignId }),
        },
      }),
    },
  };
}

/** POST /api/v1/checkout-for-customer: a signed-in customer's stored payment method. */
export function storedMethodCheckout(
  data: CheckoutData,
  residence: Residence,
  returnUrl: string,
): CheckoutRequest {
  return {
    route: 'customer',
    body: {
      flow: data.flow === 'order' ? 'additional_purchase' : data.flow,
      ...(data.target && { subscriptionId: data.target.subscription_id }),
      ...orderFields(data),
      customer: residenceFields(residence),
      returnUrl,
    },
  };
}
