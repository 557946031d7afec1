import type { ChargeResult, DeclineCode } from './payment-gateway';

/**
 * The message for each decline code, whichever gateway declined (the sandbox's test cards or
 * Stripe's codes mapped onto ours); exhaustive: a new code does not compile without one.
 */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  generic_decline: 'The payment was declined.',
  insufficient_funds: 'The card has insufficient funds.',
  incorrect_cvc: "The card's security code is incorrect.",
  expired_card: 'The card has expired.',
  issuer_error: 'The card issuer is unavailable or reported an error. Try again later.',
  processing_error: 'An error occurred while processing the card. Try again.',
  authentication_failed: '3-D Secure authentication failed.',
  authentication_required: 'The customer has not yet authenticated or approved this payment.',
  payment_cancelled: 'The customer cancelled the payment.',
  incorrect_number: 'The card number is incorrect.',
  fraud_suspected: 'The payment was blocked as suspected fraud.',
  lost_card: 'The card was reported lost.',
  stolen_card: 'The card was reported stolen.',
  account_closed: 'The card account is closed.',
  do_not_honor: 'The card issuer declined the payment (do not honour).',
};

/** A declined charge's answer, with the gateway's message for its code. */
export const declinedResult = (code: DeclineCode): ChargeResult => ({
  status: 'declined',
  declineCode: code,
  message: DECLINE_MESSAGES[code],
});
