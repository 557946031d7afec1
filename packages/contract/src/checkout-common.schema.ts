import { CHECKOUT_FLOWS, PAYMENT_METHOD_TYPES, SUBSCRIPTION_ITEM_TYPES } from '@halyard/domain';
import { z } from 'zod';
import { BillingDetailsBody } from './billing-details.contract';

/** spec §7 paymentMethodType / paymentSourceType: the four ways to pay (ARCHITECTURE 5). */
export const PaymentMethodType = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

/** spec §4 checkout flows. */
export const CheckoutFlow = z.enum(CHECKOUT_FLOWS);
export type CheckoutFlow = z.infer<typeof CheckoutFlow>;

/** A catalogue price id, e.g. "regular-premium-12m-usd". */
export const PriceId = z.string().min(1).max(120);

/** spec §7 "xv tracking data": a marker or flat properties, kept with the attempt (decision 0020). */
export const Xv = z.union([
  z.string().max(2000),
  z.record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])),
]);

export type Xv = z.infer<typeof Xv>;

/** spec §7 userSession (its pageViewId ties the purchase to the page view). */
export const UserSession = z.object({ pageViewId: z.string().max(100).nullish() });
export type UserSession = z.infer<typeof UserSession>;

/** Where the 3-D Secure or PayPal page sends the buyer back: a path on this site. */
export const ReturnPath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])/, 'Use a path on this site, such as /checkout.');

/** spec §3 "Customer in checkout": the address that decides tax (checked by domain rules). */
export const ResidenceFields = {
  residenceCountry: z.string().trim().max(60),
  residenceState: z.string().trim().max(60).nullish(),
  residenceZipcode: z.string().trim().max(20).nullish(),
};

/** Where the buyer finishes a charge that waits for them: 3-D Secure or PayPal's approval. */
export const BuyerAction = z.object({
  type: z.enum(['three_d_secure', 'paypal_approval']),
  url: z.string(),
});

/** spec §7 checkoutItems: each extra item becomes its own subscription. */
export const CheckoutItem = z.object({ priceIds: z.array(PriceId).min(1).max(10) });

/** The priced part of a checkout or an estimate: one plan (or add-ons) and extra items. */
export const OrderFields = {
  offerId: z.string().min(1).max(100),
  priceId: PriceId.optional(),
  priceIds: z.array(PriceId).max(10).default([]),
  checkoutItems: z.array(CheckoutItem).max(5).default([]),
  /**
   * spec §7 isTaxable: the client's expectation only. The server decides tax from the residence
   * (decision 0100); a value that contradicts it is a 400 field error, leaving it out is fine.
   */
  isTaxable: z.boolean().optional(),
  /**
   * Issue 22 item 4: the code typed into "Have a code?" (any case). The server checks it and
   * decides its discount (decision 0193); an unknown or unusable code is a 4xx for this field.
   */
  promotionCode: z.string().trim().min(1).max(40).optional(),
};

/** spec §3 checkout response: each subscription item is a plan, an add-on or a charge. */
export const SubscriptionItemType = z.enum(SUBSCRIPTION_ITEM_TYPES);

export const SubscriptionItem = z
  .object({ itemPriceId: z.string(), itemType: SubscriptionItemType })
  .meta({ id: 'SubscriptionItem' });

export const CheckoutSubscription = z
  .object({ id: z.string(), subscriptionItems: z.array(SubscriptionItem) })
  .meta({ id: 'CheckoutSubscription' });

/**
 * Issue 22 item 2 (decision 0198): "buying for a company" at checkout. The buyer's billing details
 * (checked like the portal's, decision 0190) price the order — a business VAT ID from another EU
 * member state applies reverse charge — and are stored with the purchase and printed on its
 * invoice. Left out: the details stored on a signed-in account price the order, as before.
 */
export const CheckoutBillingDetails = {
  billingDetails: BillingDetailsBody.optional(),
};
