import type { CheckoutForCustomerBody, StoredCheckoutBody } from '@halyard/contract';
import type { Residence } from '@halyard/domain';
import type { ResidenceColumns } from './purchase/buyers.repository';
import type { StoredIntent } from './intents/payment-intents.repository';
import type { PurchaseInput } from './purchase/purchase.service';

type ResidenceBody = {
  readonly residenceCountry: string;
  readonly residenceState?: string | null | undefined;
  readonly residenceZipcode?: string | null | undefined;
};

/** spec §3 customer residence fields as the domain's Residence and as user columns. */
export function residenceOf(customer: ResidenceBody): Residence & ResidenceColumns {
  return {
    country: customer.residenceCountry.toUpperCase(),
    region: customer.residenceState ? customer.residenceState.toUpperCase() : null,
    postalCode: customer.residenceZipcode ?? null,
  };
}

const orderOf = (body: StoredCheckoutBody | CheckoutForCustomerBody, residence: Residence) => ({
  offerId: body.offerId,
  priceId: body.priceId,
  priceIds: body.priceIds,
  checkoutItems: body.checkoutItems,
  isTaxable: body.isTaxable,
  promotionCode: body.promotionCode,
  residence,
});

/** POST /api/v1/checkout: the flow and the changed subscription come from the payment intent. */
export function checkoutPurchaseInput(
  tenantId: string,
  sessionUserId: string | null,
  body: StoredCheckoutBody,
  intent: StoredIntent,
): PurchaseInput {
  return {
    tenantId,
    sessionUserId,
    email: body.customer.email,
    locale: body.locale ?? null,
    flow: intent.flow,
    subscriptionId: intent.subscriptionId,
    order: orderOf(body, residenceOf(body.customer)),
    referral: body.referral ?? null,
    paypalIntentId: intent.gatewayIntentId,
    methodType: intent.methodType,
    confirmSecondSubscription: body.confirmSecondSubscription ?? false,
    billingDetails: body.billingDetails,
  };
}

/** POST /api/v1/checkout-for-customer: signed in, the residence defaults to the account's. */
export function customerPurchaseInput(
  tenantId: string,
  userId: string,
  body: CheckoutForCustomerBody,
  residence: Residence,
): PurchaseInput {
  return {
    tenantId,
    sessionUserId: userId,
    email: undefined,
    locale: body.locale ?? null,
    flow: body.flow,
    subscriptionId: body.subscriptionId ?? null,
    order: orderOf(body, residence),
    referral: null,
    paypalIntentId: null,
    methodType: null,
    confirmSecondSubscription: body.confirmSecondSubscription ?? false,
    billingDetails: body.billingDetails,
  };
}
