import { isOneOf } from '../shared/one-of';
import type { GatewayDeclineCode } from './payment-errors';

/**
 * Stripe's documented card decline codes (docs.stripe.com/declines/codes), as a Stripe error's
 * `decline_code` carries them.
 */
export const STRIPE_DECLINE_CODES = [
  'approve_with_id',
  'authentication_required',
  'call_issuer',
  'card_not_supported',
  'card_velocity_exceeded',
  'currency_not_supported',
  'do_not_honor',
  'do_not_try_again',
  'duplicate_transaction',
  'expired_card',
  'fraudulent',
  'generic_decline',
  'incorrect_cvc',
  'incorrect_number',
  'incorrect_pin',
  'incorrect_zip',
  'insufficient_funds',
  'invalid_account',
  'invalid_amount',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_number',
  'invalid_pin',
  'issuer_not_available',
  'lost_card',
  'merchant_blacklist',
  'new_account_information_available',
  'no_action_taken',
  'not_permitted',
  'offline_pin_required',
  'online_or_offline_pin_required',
  'pickup_card',
  'pin_try_exceeded',
  'processing_error',
  'reenter_transaction',
  'restricted_card',
  'revocation_of_all_authorizations',
  'revocation_of_authorization',
  'security_violation',
  'service_not_allowed',
  'stolen_card',
  'stop_payment_order',
  'testmode_decline',
  'transaction_not_allowed',
  'try_again_later',
  'withdrawal_count_limit_exceeded',
] as const;
export type StripeDeclineCode = (typeof STRIPE_DECLINE_CODES)[number];

/**
 * Each Stripe decline as the payments port's decline code, and through `DECLINE_OUTCOMES` a spec
 * §8 payment error key. Exhaustive: a new code does not compile until it is placed. Stripe's own
 * advice is followed where it gives one: a lost, stolen or picked-up card and a blocked merchant
 * read as suspected fraud (the customer is told nothing more than "general error"); a PIN the web
 * cannot ask for, a revoked authorisation or an unsupported card asks for another method.
 */
export const STRIPE_DECLINES: Record<StripeDeclineCode, GatewayDeclineCode> = {
  approve_with_id: 'generic_decline',
  authentication_required: 'authentication_required',
  call_issuer: 'generic_decline',
  card_not_supported: 'generic_decline',
  card_velocity_exceeded: 'insufficient_funds',
  currency_not_supported: 'generic_decline',
  do_not_honor: 'generic_decline',
  do_not_try_again: 'generic_decline',
  duplicate_transaction: 'generic_decline',
  expired_card: 'expired_card',
  fraudulent: 'fraud_suspected',
  generic_decline: 'generic_decline',
  incorrect_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_number',
  incorrect_pin: 'generic_decline',
  incorrect_zip: 'incorrect_number',
  insufficient_funds: 'insufficient_funds',
  invalid_account: 'generic_decline',
  invalid_amount: 'generic_decline',
  invalid_cvc: 'incorrect_cvc',
  invalid_expiry_month: 'expired_card',
  invalid_expiry_year: 'expired_card',
  invalid_number: 'incorrect_number',
  invalid_pin: 'generic_decline',
  issuer_not_available: 'issuer_error',
  lost_card: 'fraud_suspected',
  merchant_blacklist: 'fraud_suspected',
  new_account_information_available: 'expired_card',
  no_action_taken: 'generic_decline',
  not_permitted: 'generic_decline',
  offline_pin_required: 'generic_decline',
  online_or_offline_pin_required: 'generic_decline',
  pickup_card: 'fraud_suspected',
  pin_try_exceeded: 'generic_decline',
  processing_error: 'processing_error',
  reenter_transaction: 'processing_error',
  restricted_card: 'generic_decline',
  revocation_of_all_authorizations: 'generic_decline',
  revocation_of_authorization: 'generic_decline',
  security_violation: 'fraud_suspected',
  service_not_allowed: 'generic_decline',
  stolen_card: 'fraud_suspected',
  stop_payment_order: 'generic_decline',
  testmode_decline: 'generic_decline',
  transaction_not_allowed: 'generic_decline',
  try_again_later: 'issuer_error',
  withdrawal_count_limit_exceeded: 'insufficient_funds',
};

/**
 * Stripe error `code`s that settle a payment without a `decline_code` (a 402 card error, or a
 * PaymentIntent's `last_payment_error`). `card_declined` defers to the decline code.
 */
export const STRIPE_PAYMENT_ERROR_CODES = [
  'authentication_required',
  'card_decline_rate_limit_exceeded',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'incorrect_zip',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_number',
  'payment_intent_authentication_failure',
  'payment_intent_payment_attempt_expired',
  'payment_intent_payment_attempt_failed',
  'payment_method_customer_decline',
  'payment_method_provider_decline',
  'processing_error',
  'setup_intent_authentication_failure',
] as const;
export type StripePaymentErrorCode = (typeof STRIPE_PAYMENT_ERROR_CODES)[number];

export const STRIPE_PAYMENT_ERRORS: Record<StripePaymentErrorCode, GatewayDeclineCode> = {
  authentication_required: 'authentication_required',
  card_decline_rate_limit_exceeded: 'generic_decline',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_number',
  incorrect_zip: 'incorrect_number',
  invalid_cvc: 'incorrect_cvc',
  invalid_expiry_month: 'expired_card',
  invalid_expiry_year: 'expired_card',
  invalid_number: 'incorrect_number',
  payment_intent_authentication_failure: 'authentication_failed',
  payment_intent_payment_attempt_expired: 'payment_cancelled',
  payment_intent_payment_attempt_failed: 'generic_decline',
  payment_method_customer_decline: 'payment_cancelled',
  payment_method_provider_decline: 'generic_decline',
  processing_error: 'processing_error',
  setup_intent_authentication_failure: 'authentication_failed',
};

/**
 * A Stripe payment error (`code`, `decline_code`) as the port's decline code: the decline code
 * when Stripe gives a known one, else the error code, else a generic decline (never a silent
 * success: whatever Stripe says, the payment did not go through).
 */
export function declineFromStripe(error: {
  readonly code?: string | null;
  readonly decline_code?: string | null;
}): GatewayDeclineCode {
  if (isOneOf(STRIPE_DECLINE_CODES, error.decline_code)) return STRIPE_DECLINES[error.decline_code];
  if (isOneOf(STRIPE_PAYMENT_ERROR_CODES, error.code)) return STRIPE_PAYMENT_ERRORS[error.code];
  return 'generic_decline';
}
