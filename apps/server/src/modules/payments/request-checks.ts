import { createHash } from 'node:crypto';
import { GatewayRequestError } from './gateway-errors';
import { CURRENCIES, type Currency } from './payment-gateway';

const MAX_AMOUNT = 99_999_999; // minor units, as most PSPs cap a single charge

const invalid = (message: string) => new GatewayRequestError('invalid_request', message);

/**
 * Amounts are integer minor units (ARCHITECTURE decision 2), within the PSP's bounds, and never 0:
 * an intent or a charge is for a definite amount (decision 0101).
 */
export function checkAmount(amount: number, currency: Currency) {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_AMOUNT)
    throw invalid(`amount must be an integer number of minor units from 1 to ${MAX_AMOUNT}.`);
  if (!CURRENCIES.includes(currency)) throw invalid(`currency must be one of ${CURRENCIES}.`);
}

export function checkIdempotencyKey(key: string | undefined, required: boolean): void {
  if (key === undefined && !required) return;
  if (typeof key !== 'string' || key.length < 1 || key.length > 255)
    throw invalid('The idempotency key must be 1 to 255 characters.');
}

/** The request fingerprint an idempotency key is bound to. */
export const fingerprintOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * What a refund returns: the amount asked for, or all that is left of the charge. A charge with
 * nothing left, or an amount that is not a positive whole number of minor units, is refused.
 */
export function refundAmountOf(requested: number | undefined, remaining: number): number {
  const amount = requested ?? remaining;
  if (!Number.isSafeInteger(amount) || amount < 1)
    throw requested === undefined
      ? new GatewayRequestError('refund_exceeds_charge', 'This charge is already fully refunded.')
      : invalid('amount must be a positive integer.');
  return amount;
}
