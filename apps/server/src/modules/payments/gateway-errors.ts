/**
 * The gateway did not answer: a 5xx, a dropped connection or our timeout. The call may or may not
 * have taken effect on the gateway, so the caller retries with the same idempotency key.
 */
export class GatewayUnavailableError extends Error {
  readonly retryable = true;
  constructor(
    readonly reason: 'server_error' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

export type GatewayRequestErrorCode =
  | 'invalid_request'
  | 'idempotency_key_reused'
  | 'unknown_token'
  | 'unknown_payment_intent'
  | 'unknown_charge'
  | 'payment_intent_consumed'
  | 'amount_mismatch'
  | 'charge_not_refundable'
  | 'refund_exceeds_charge';

/** Our request was wrong (the gateway's 4xx that is not a decline); retrying cannot succeed. */
export class GatewayRequestError extends Error {
  readonly retryable = false;
  constructor(
    readonly code: GatewayRequestErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayRequestError';
  }
}

/** A payment intent pays once: a second charge of it is refused. */
export const intentConsumed = () =>
  new GatewayRequestError('payment_intent_consumed', 'This payment intent was already charged.');
