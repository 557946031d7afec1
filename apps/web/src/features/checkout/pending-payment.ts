import type { PaymentMethodType } from '@halyard/contract';
import type { CheckoutRequest } from './submit-checkout';
import { readFromTab, saveInTab } from './tab-storage';

/**
 * A payment waiting for the buyer on the gateway's page (3-D Secure challenge, PayPal approval).
 * Kept in this tab's sessionStorage until they come back, so the checkout can send the same
 * purchase again (the server charges it once, decision 0020). It holds no card data: only the
 * order, the email and address, and the payment intent's id and client secret — the secret comes
 * back from here, never from the return URL, which carries only the id (decision 0101).
 */
export interface PendingPayment {
  readonly paymentIntentId: string | null;
  readonly methodType: PaymentMethodType;
  readonly request: CheckoutRequest;
  readonly email: string | null;
  readonly residence: {
    readonly country: string;
    readonly state: string;
    readonly postalCode: string;
  };
  /** The page (path and query) the buyer returns to. */
  readonly returnUrl: string;
}

const KEY = 'halyard.checkout.pending';

export function savePending(pending: PendingPayment): void {
  saveInTab(KEY, pending);
}

export function readPending(): PendingPayment | null {
  return readFromTab<PendingPayment>(KEY);
}

export function clearPending(): void {
  sessionStorage.removeItem(KEY);
}

/**
 * What the gateway's page appended to the return URL: the sandbox's 3-D Secure or PayPal page
 * (docs/payments-sandbox.md), or Stripe after a redirect-based method (`redirect_status`,
 * docs/payments-stripe.md).
 */
export interface GatewayReturn {
  readonly paymentIntentId: string;
  readonly kind: 'three_d_secure' | 'paypal' | 'provider_redirect';
  /** passed / failed (3-D Secure); approved / cancelled / failed / pending (PayPal); Stripe's status. */
  readonly outcome: string;
}

export const GATEWAY_RETURN_PARAMS = [
  'payment_intent',
  'three_d_secure',
  'paypal',
  'payment_intent_client_secret',
  'redirect_status',
] as const;

export function readGatewayReturn(search: URLSearchParams): GatewayReturn | null {
  const paymentIntentId = search.get('payment_intent');
  const threeDs = search.get('three_d_secure');
  const paypal = search.get('paypal');
  const redirected = search.get('redirect_status');
  if (!paymentIntentId) return null;
  if (threeDs) return { paymentIntentId, kind: 'three_d_secure', outcome: threeDs };
  if (paypal) return { paymentIntentId, kind: 'paypal', outcome: paypal };
  if (redirected) return { paymentIntentId, kind: 'provider_redirect', outcome: redirected };
  return null;
}
