import type { Currency } from '../money/currency';
import type { PaymentErrorKey } from '../checkout/payment-errors';
import { isValidCountry, isValidRegion, requiresRegion } from './address';
import { isValidEmail } from './form';

/** spec §5 the PayPal payment preconditions, in the order they are checked. */
export const PAYPAL_PRECONDITIONS = [
  'payment-intent',
  'price-in-currency',
  'email',
  'country',
  'state',
] as const;
export type PaypalPrecondition = (typeof PAYPAL_PRECONDITIONS)[number];

export interface PaypalPaymentInput {
  /** The stored payment intent (spec §4: created first in the PayPal flow). */
  readonly paymentIntentId: string | null | undefined;
  /** The product being bought, with its prices. */
  readonly product:
    | {
        readonly id: string;
        readonly prices: readonly { readonly amount: { readonly currency: Currency } }[];
      }
    | null
    | undefined;
  readonly currency: Currency;
  readonly email: string | null | undefined;
  readonly countryCode: string | null | undefined;
  readonly stateCode: string | null | undefined;
}

export type PaypalPreconditionResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: PaypalPrecondition;
      /** spec §5 "otherwise a general payment error is raised". */
      readonly errorKey: Extract<PaymentErrorKey, 'general_error'>;
    };

function firstUnmet(input: PaypalPaymentInput): PaypalPrecondition | null {
  if (!input.paymentIntentId) return 'payment-intent';
  const priced = input.product?.prices.some((price) => price.amount.currency === input.currency);
  if (!priced) return 'price-in-currency';
  if (!isValidEmail((input.email ?? '').trim())) return 'email';
  const country = (input.countryCode ?? '').trim();
  if (!isValidCountry(country)) return 'country';
  if (requiresRegion(country) && !isValidRegion(input.stateCode)) return 'state';
  return null;
}

/**
 * spec §5 "A PayPal payment requires all of the following; otherwise a general payment error is
 * raised: a stored payment intent, a product with a price in the chosen currency, an email, a
 * country code, for US payments also a state." The first unmet one is returned as a value.
 */
export function checkPaypalPreconditions(input: PaypalPaymentInput): PaypalPreconditionResult {
  const reason = firstUnmet(input);
  return reason === null ? { ok: true } : { ok: false, reason, errorKey: 'general_error' };
}
