import Stripe from 'stripe';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type GatewayRequestErrorCode,
} from '../gateway-errors';

type StripeError = InstanceType<typeof Stripe.errors.StripeError>;

const isStripeError = (error: unknown): error is StripeError =>
  error instanceof Stripe.errors.StripeError;

/** A 402 that settled a payment: the PaymentIntent it left behind (declined or to authenticate). */
export function declinedIntent(error: unknown): Stripe.PaymentIntent | null {
  return error instanceof Stripe.errors.StripeCardError ? (error.payment_intent ?? null) : null;
}

/**
 * The port's two kinds of failure (payment-gateway.ts) from a Stripe SDK error:
 * - the network, a timeout, Stripe's 5xx or its rate limit → GatewayUnavailableError (retry with
 *   the same idempotency key);
 * - a key reused with other parameters → `idempotency_key_reused`; an object Stripe does not
 *   know → `missing` (unknown token, intent or charge); another bad request → `invalid_request`.
 * Anything else (a wrong API key) is a configuration problem and is thrown as it is.
 */
export function toGatewayError(error: unknown, missing: GatewayRequestErrorCode): unknown {
  if (!isStripeError(error)) return error;
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new GatewayUnavailableError(
      /timeout/i.test(error.message) ? 'timeout' : 'server_error',
      `Stripe did not answer: ${error.message}`,
    );
  if (
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError ||
    (error.statusCode ?? 0) >= 500
  )
    return new GatewayUnavailableError('server_error', `Stripe is unavailable: ${error.message}`);
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return new GatewayRequestError('idempotency_key_reused', error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return new GatewayRequestError(
      error.code === 'resource_missing' ? missing : 'invalid_request',
      error.message,
    );
  return error;
}

/** Runs one Stripe call, answering its failures as the port's errors. */
export async function stripeCall<T>(
  call: () => Promise<T>,
  missing: GatewayRequestErrorCode = 'invalid_request',
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGatewayError(error, missing);
  }
}

/** Null for an object Stripe does not know; other failures as the port's errors. */
export async function stripeFind<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'resource_missing'
    )
      return null;
    throw toGatewayError(error, 'invalid_request');
  }
}
