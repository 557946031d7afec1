import type Stripe from 'stripe';
import type { Clock } from '../../../clock';
import { GatewayRequestError } from '../gateway-errors';
import { safeReturnPath } from '../return-path';
import type { StripeRecords } from './stripe-records.repository';

/** What every Stripe adapter operation works with. */
export interface StripeContext {
  readonly stripe: Stripe;
  readonly records: StripeRecords;
  readonly clock: Clock;
  /** Our site's origin: Stripe needs absolute return URLs (PUBLIC_URL). */
  readonly publicUrl: string;
}

/** A same-site return path as the absolute URL Stripe sends the customer back to. */
export function absoluteReturnUrl(ctx: StripeContext, returnUrl: string): string {
  const path = safeReturnPath(returnUrl);
  if (!path)
    throw new GatewayRequestError('invalid_request', 'returnUrl must be a path on this site.');
  return new URL(path, ctx.publicUrl).toString();
}
