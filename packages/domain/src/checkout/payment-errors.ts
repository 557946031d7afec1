import { isOneOf } from '../shared/one-of';

/** spec §8 payment error keys, in snake case like the spec's own general_error (decision 0017). */
export const PAYMENT_ERROR_KEYS = [
  'general_error',
  'credit_card_payment_gateway_error',
  'card_not_authenticated',
  'payment_failed_retry_with_different_method',
  'payment_failed_during_processing',
  'payment_cancelled_retry_with_different_method',
  'card_issuer_error',
  'card_details_outdated',
  'insufficient_funds',
  'authentication_error',
  'invalid_cvc',
  'incorrect_card_details',
] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

/** English default of each key (the web translates by key); says what to do next (DESIGN). */
export const PAYMENT_ERROR_MESSAGES: Record<PaymentErrorKey, string> = {
  general_error: 'Something went wrong with your payment. Please try again.',
  credit_card_payment_gateway_error:
    'We could not reach the payment provider. Please try again in a moment.',
  card_not_authenticated: 'Your card was not authenticated. Please complete the bank check.',
  payment_failed_retry_with_different_method:
    'Your payment failed. Please try a different payment method.',
  payment_failed_during_processing:
    'Your payment failed while it was being processed. Please try again.',
  payment_cancelled_retry_with_different_method:
    'The payment was cancelled. Please try again or use a different payment method.',
  card_issuer_error:
    'Your card issuer reported an error. Please try again later or use another card.',
  card_details_outdated:
    'Your card details are out of date. Please update them or use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  authentication_error: 'Authentication failed. Please try again.',
  invalid_cvc: 'The security code (CVC) is incorrect.',
  incorrect_card_details: 'The card details are incorrect. Please check them.',
};

/** spec §3 checkout failure reasons (kebab case, like every domain reason; decision 0017). */
export const CHECKOUT_FAILURE_REASONS = [
  'technical',
  'fraud-suspected',
  'strong-authentication-failed',
  'payment-declined',
  'flow-failed',
  'already-has-subscription',
  'not-allowed',
] as const;
export type CheckoutFailureReason = (typeof CHECKOUT_FAILURE_REASONS)[number];

/**
 * The HTTP status the checkout route answers each failure with (decision 0017). Only a technical
 * failure is a 5xx, so only it is retried by the client (spec §8 retry on ≥ 500).
 */
export const CHECKOUT_FAILURE_STATUS: Record<CheckoutFailureReason, number> = {
  technical: 502,
  'fraud-suspected': 402,
  'strong-authentication-failed': 402,
  'payment-declined': 402,
  'flow-failed': 422,
  'already-has-subscription': 409,
  'not-allowed': 403,
};

/** The payment error key shown for each failure when no decline code is more precise. */
export const CHECKOUT_FAILURE_ERROR_KEY: Record<CheckoutFailureReason, PaymentErrorKey> = {
  technical: 'credit_card_payment_gateway_error',
  'fraud-suspected': 'general_error', // never tell a suspected fraudster why
  'strong-authentication-failed': 'card_not_authenticated',
  'payment-declined': 'payment_failed_retry_with_different_method',
  'flow-failed': 'general_error',
  'already-has-subscription': 'general_error',
  'not-allowed': 'general_error',
};

/** The decline codes of the payments port (ARCHITECTURE decision 5). */
export const GATEWAY_DECLINE_CODES = [
  'generic_decline',
  'insufficient_funds',
  'incorrect_cvc',
  'expired_card',
  'issuer_error',
  'processing_error',
  'authentication_failed',
  'authentication_required',
  'payment_cancelled',
  'incorrect_number',
  'fraud_suspected',
  // Issue 21 item 2: the hard declines Stripe and the card networks name (decision 0181).
  'lost_card',
  'stolen_card',
  'account_closed',
  'do_not_honor',
] as const;
export type GatewayDeclineCode = (typeof GATEWAY_DECLINE_CODES)[number];

/** A decline that says no more than "declined": the customer is asked for another method. */
const PLAIN_DECLINE = {
  errorKey: 'payment_failed_retry_with_different_method',
  reason: 'payment-declined',
} as const;

/** Each gateway decline as a payment error key and a checkout failure reason. */
export const DECLINE_OUTCOMES: Record<
  GatewayDeclineCode,
  { readonly errorKey: PaymentErrorKey; readonly reason: CheckoutFailureReason }
> = {
  generic_decline: PLAIN_DECLINE,
  insufficient_funds: { errorKey: 'insufficient_funds', reason: 'payment-declined' },
  incorrect_cvc: { errorKey: 'invalid_cvc', reason: 'payment-declined' },
  expired_card: { errorKey: 'card_details_outdated', reason: 'payment-declined' },
  issuer_error: { errorKey: 'card_issuer_error', reason: 'payment-declined' },
  processing_error: { errorKey: 'payment_failed_during_processing', reason: 'payment-declined' },
  authentication_failed: {
    errorKey: 'authentication_error',
    reason: 'strong-authentication-failed',
  },
  authentication_required: {
    errorKey: 'card_not_authenticated',
    reason: 'strong-authentication-failed',
  },
  payment_cancelled: {
    errorKey: 'payment_cancelled_retry_with_different_method',
    reason: 'payment-declined',
  },
  incorrect_number: { errorKey: 'incorrect_card_details', reason: 'payment-declined' },
  fraud_suspected: { errorKey: 'general_error', reason: 'fraud-suspected' },
  lost_card: PLAIN_DECLINE,
  stolen_card: PLAIN_DECLINE,
  account_closed: PLAIN_DECLINE,
  do_not_honor: PLAIN_DECLINE,
};

/** spec §8 payment error keys: A known payment error key. */
export function isPaymentErrorKey(value: unknown): value is PaymentErrorKey {
  return isOneOf(PAYMENT_ERROR_KEYS, value);
}

/** spec §8: the key for a decline code from the gateway; general_error for one we do not know. */
export function paymentErrorKeyForDecline(code: string | null | undefined): PaymentErrorKey {
  return isOneOf(GATEWAY_DECLINE_CODES, code) ? DECLINE_OUTCOMES[code].errorKey : 'general_error';
}

/**
 * spec §8 for a charge answered in the body (POST /api/v2/checkout/): the payment error key to
 * show, or null when it paid or waits for the bank (`requires_action`). An unknown code is the
 * general error, never a raw gateway word.
 */
export function chargeOutcomeErrorKey(outcome: {
  readonly status: string;
  readonly error?: { readonly code: string } | null;
}): PaymentErrorKey | null {
  if (outcome.status === 'succeeded' || outcome.status === 'requires_action') return null;
  const code = outcome.error?.code;
  return isPaymentErrorKey(code) ? code : 'general_error';
}
