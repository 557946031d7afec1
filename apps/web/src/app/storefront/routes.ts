import type {
  checkGiftCard,
  checkPromotionCode,
  checkout,
  checkoutForCustomer,
  createOrderPaymentIntent,
  createPaymentIntent,
  createSandboxWalletToken,
  currentUser,
  emitEvent,
  estimate,
  getOffer,
  getReferralBonus,
  listSubscriptions,
  recordAttemptedSignup,
  redeemGiftCard,
  signIn,
  signUp,
  updatePaymentMethod,
  writePaymentResult,
} from '@halyard/contract';
import { routeRef } from '../route-ref';
import { subscriptionRoutes } from '../subscription-routes';

/**
 * The calls of the storefront pages (order, checkout, gift cards, setup), zod-free (decision
 * 0050). Card numbers go to the gateway's own endpoints, never to /api/ (ARCHITECTURE 5).
 */
export const api = {
  currentUser: routeRef<typeof currentUser>('GET', '/api/v1/auth/me'),
  signIn: routeRef<typeof signIn>('POST', '/api/v1/auth/sign-in'),
  signUp: routeRef<typeof signUp>('POST', '/api/v1/auth/sign-up'),
  listSubscriptions: routeRef<typeof listSubscriptions>('GET', '/api/v2/subscriptions/'),
  retryPaymentCollection: subscriptionRoutes.retry,
  getOffer: routeRef<typeof getOffer>('GET', '/api/v1/offers/{offerId}'),
  getReferralBonus: routeRef<typeof getReferralBonus>('GET', '/api/v1/referral-bonus'),
  estimate: routeRef<typeof estimate>('POST', '/api/v1/estimate'),
  createPaymentIntent: routeRef<typeof createPaymentIntent>('POST', '/api/v1/payment-intent'),
  createOrderPaymentIntent: routeRef<typeof createOrderPaymentIntent>(
    'POST',
    '/order/api/payment-intent',
  ),
  checkout: routeRef<typeof checkout>('POST', '/api/v1/checkout'),
  checkoutForCustomer: routeRef<typeof checkoutForCustomer>(
    'POST',
    '/api/v1/checkout-for-customer',
  ),
  checkGiftCard: routeRef<typeof checkGiftCard>('POST', '/api/v1/gift-cards/check'),
  checkPromotionCode: routeRef<typeof checkPromotionCode>('POST', '/api/v1/promotion-code'),
  redeemGiftCard: routeRef<typeof redeemGiftCard>('POST', '/api/v1/gift-cards/redeem'),
  /** Stores the gateway's token of a new card (the renewal dialog, the payment-method pages). */
  updatePaymentMethod: routeRef<typeof updatePaymentMethod>('PUT', '/api/v2/payment-method'),
  emitEvent: routeRef<typeof emitEvent>('POST', '/api/v1/emit-event'),
  writePaymentResult: routeRef<typeof writePaymentResult>(
    'POST',
    '/data-platform/resource_type/payment_result/v1/write',
  ),
  recordAttemptedSignup: routeRef<typeof recordAttemptedSignup>('POST', '/attempted_signups'),
  walletToken: routeRef<typeof createSandboxWalletToken>(
    'POST',
    '/sandbox-gateway/v1/wallet-tokens',
  ),
} as const;
