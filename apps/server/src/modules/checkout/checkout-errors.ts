import {
  CHECKOUT_FAILURE_ERROR_KEY,
  CHECKOUT_FAILURE_STATUS,
  DECLINE_OUTCOMES,
  GATEWAY_DECLINE_CODES,
  PAYMENT_ERROR_MESSAGES,
  paymentErrorKeyForDecline,
  type CheckoutFailureReason,
  type GatewayDeclineCode,
} from '@halyard/domain';
import { HttpError } from '../../http/http-error';

/** 400 with the offending body fields (path → message). */
export const validationFailed = (
  fields: Record<string, string>,
  message = 'The order is not valid.',
) => new HttpError(400, 'validation_failed', message, fields);

/** A spec §3 checkout failure reason at its decision-0017 status, with our code and message. */
export const checkoutFailure = (reason: CheckoutFailureReason, code: string, message: string) =>
  new HttpError(CHECKOUT_FAILURE_STATUS[reason], code, message);

/**
 * A gateway decline: the spec §8 payment error key as the code, its message, and the status of
 * the decline's failure reason (402 for declines and failed 3-D Secure).
 */
export function declined(declineCode: string): HttpError {
  const known = (GATEWAY_DECLINE_CODES as readonly string[]).includes(declineCode);
  const reason = known
    ? DECLINE_OUTCOMES[declineCode as GatewayDeclineCode].reason
    : 'payment-declined';
  const key = paymentErrorKeyForDecline(declineCode);
  return new HttpError(CHECKOUT_FAILURE_STATUS[reason], key, PAYMENT_ERROR_MESSAGES[key]);
}

/** The gateway did not answer: 502, safe to retry (spec §8 retries ≥ 500 with a new attempt id). */
export const gatewayUnavailable = () => {
  const key = CHECKOUT_FAILURE_ERROR_KEY.technical;
  return new HttpError(CHECKOUT_FAILURE_STATUS.technical, key, PAYMENT_ERROR_MESSAGES[key]);
};

export const intentAlreadyUsed = () =>
  new HttpError(
    409,
    'payment_intent_consumed',
    'This payment was already used for another order. Start the payment again.',
  );
