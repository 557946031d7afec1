import { z } from 'zod';
import { Email } from './account.contract';
import {
  BuyerAction,
  CheckoutBillingDetails,
  CheckoutFlow,
  CheckoutSubscription,
  OrderFields,
  PaymentMethodType,
  ResidenceFields,
  ReturnPath,
  UserSession,
  Xv,
} from './checkout-common.schema';
import { ClientSecret, PageLocale, SubscriptionId } from './common.schema';
import { defineRoute, errors } from './http';

/** spec §3 "Customer in checkout". The email may be left out by a signed-in buyer. */
export const CheckoutCustomer = z
  .object({
    email: Email.optional(),
    emailSubscriptionStatus: z.string().max(40).optional(),
    ...ResidenceFields,
  })
  .meta({ id: 'CheckoutCustomer' });

/** A referred buyer's referrer (decision 0023): the referral code of the link. */
export const CheckoutReferral = z.object({
  referrerId: z.string().min(1).max(64),
  referralCampaignId: z.string().max(64).optional(),
});

/**
 * What both checkouts (with a payment intent, with a stored method) carry besides the order and
 * the payment.
 */
const PurchaseContextFields = {
  xv: Xv.optional(),
  userSession: UserSession.optional(),
  /** The page's language: a new account keeps it, its receipt is written in it (0165). */
  locale: PageLocale.optional(),
  /**
   * Issue 24 item 5 (decision 0164): the buyer confirmed a second subscription beside a running
   * one (the additional-purchase flow); without it such a purchase is 409.
   */
  confirmSecondSubscription: z.boolean().optional(),
  /** With a payment intent: the details it was priced with (decision 0198). */
  ...CheckoutBillingDetails,
};

/**
 * spec §7 POST /api/v1/checkout body. The flow and the subscription an edit or add-on flow
 * changes come from the payment intent (set when it was created); `referral` is ours (0023);
 * `paymentIntentClientSecret` is ours too (decision 0101): the intent's `client_secret`, which
 * only the browser that created the intent holds.
 */
export const CheckoutBody = z
  .object({
    checkoutAttemptId: z.string().min(1).max(100),
    paymentIntentId: z.string().min(1).max(100),
    paymentIntentClientSecret: ClientSecret,
    paymentSourceType: PaymentMethodType,
    ...OrderFields,
    customer: CheckoutCustomer,
    referral: CheckoutReferral.optional(),
    ...PurchaseContextFields,
  })
  .meta({ id: 'CheckoutBody' });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/** A checkout body as the server keeps it with its attempt: without the intent's secret. */
export const StoredCheckoutBody = CheckoutBody.omit({ paymentIntentClientSecret: true });
export type StoredCheckoutBody = z.infer<typeof StoredCheckoutBody>;

/** spec §3 "Checkout response: redirectUrl, subscription, checkoutItemSubscriptions". */
export const CheckoutResult = z
  .object({
    redirectUrl: z.string(),
    subscription: CheckoutSubscription,
    checkoutItemSubscriptions: z.array(CheckoutSubscription),
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/**
 * 202: the charge waits for the buyer (3-D Secure challenge, or PayPal approval not given yet).
 * Send them to `action.url`; when they come back, repeat the checkout (any attempt id): the
 * charge is made once (decision 0020).
 */
export const CheckoutActionRequired = z
  .object({
    status: z.literal('requires_action'),
    action: BuyerAction,
    paymentIntentId: z.string().nullable(),
    checkoutAttemptId: z.string(),
  })
  .meta({ id: 'CheckoutActionRequired' });

const checkoutResponses = {
  200: CheckoutResult,
  202: CheckoutActionRequired,
  ...errors(400, 401, 402, 403, 404, 409, 422, 502),
};

export const checkout = defineRoute({
  method: 'POST',
  path: '/api/v1/checkout',
  summary: 'Buy with a payment intent: sign-up or signed-in, every spec §4 flow, charged once',
  tags: ['checkout'],
  auth: false,
  body: CheckoutBody,
  response: checkoutResponses,
});

/** Body not shown in the spec (decision 0020): a signed-in customer pays with a stored method. */
export const CheckoutForCustomerBody = z
  .object({
    checkoutAttemptId: z.string().min(1).max(100),
    flow: CheckoutFlow.exclude(['order']).default('additional_purchase'),
    subscriptionId: SubscriptionId.optional(),
    paymentMethodId: z.string().min(1).max(100).optional(),
    /**
     * Decision 0218 addendum: pay from the credit balance alone, no method charged. The server
     * checks that the balance covers the order now (409 `credit_balance_short` otherwise).
     */
    payFromBalance: z.boolean().optional(),
    ...OrderFields,
    customer: z.object(ResidenceFields).optional(),
    returnUrl: ReturnPath.optional(),
    ...PurchaseContextFields,
  })
  .meta({ id: 'CheckoutForCustomerBody' });
export type CheckoutForCustomerBody = z.infer<typeof CheckoutForCustomerBody>;

export const checkoutForCustomer = defineRoute({
  method: 'POST',
  path: '/api/v1/checkout-for-customer',
  summary: "Buy more (another plan or an add-on) with the signed-in customer's stored method",
  tags: ['checkout'],
  auth: true,
  body: CheckoutForCustomerBody,
  response: checkoutResponses,
});
