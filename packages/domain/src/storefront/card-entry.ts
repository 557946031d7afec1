import type { PaymentErrorKey } from '../checkout/payment-errors';
import type { FormMessageKey } from '../validation/form';
import { isOneOf } from '../shared/one-of';

/**
 * A card's expiry as buyers type it, "MM/YY", "MM / YYYY" or "MMYY", split into the month and
 * year the spec §5 checks take. Null when it is not shaped like an expiry at all.
 */
export function splitCardExpiry(
  text: string | null | undefined,
): { readonly month: string; readonly year: string } | null {
  const match = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(text ?? '');
  if (!match) return null;
  const [, month = '', year = ''] = match;
  // "1226" reads as 12/26: a one-digit month needs the separator.
  return { month, year };
}

/** The card fields of the checkout form. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** The refusals of the gateway's tokenise endpoint (docs/payments-sandbox.md). */
export const CARD_TOKEN_ERROR_CODES = [
  'incomplete_number',
  'incomplete_expiry',
  'incomplete_cvc',
  'incorrect_number',
  'invalid_expiry',
  'expired_card',
  'invalid_cvc',
] as const;
export type CardTokenErrorCode = (typeof CARD_TOKEN_ERROR_CODES)[number];

/**
 * Each tokenise refusal as the field it is about and the spec §5 form message key shown there.
 * Exhaustive: a new refusal does not compile until it names its field.
 */
export const CARD_TOKEN_ERRORS: Record<
  CardTokenErrorCode,
  { readonly field: CardField; readonly key: FormMessageKey }
> = {
  incomplete_number: { field: 'number', key: 'card_number_missing' },
  incomplete_expiry: { field: 'expiry', key: 'expiry_date_missing' },
  incomplete_cvc: { field: 'cvc', key: 'cvv_missing' },
  incorrect_number: { field: 'number', key: 'card_number_incorrect' },
  invalid_expiry: { field: 'expiry', key: 'expiry_date_incorrect' },
  expired_card: { field: 'expiry', key: 'expiry_date_incorrect' },
  invalid_cvc: { field: 'cvc', key: 'cvv_incorrect' },
};

/**
 * A tokenise refusal: its field and message key, or, for a code we do not know, the spec §8
 * payment error to show instead.
 */
export function cardTokenError(
  code: string,
):
  | { readonly kind: 'field'; readonly field: CardField; readonly key: FormMessageKey }
  | { readonly kind: 'payment'; readonly key: PaymentErrorKey } {
  return isOneOf(CARD_TOKEN_ERROR_CODES, code)
    ? { kind: 'field', ...CARD_TOKEN_ERRORS[code] }
    : { kind: 'payment', key: 'incorrect_card_details' };
}

/**
 * spec §7 "POST /api/v1/payment-intent, or /order/api/payment-intent depending on a cookie
 * flag": the flag's name is not shown; ours is `order_api` (decision 0050). Set to 1, the order
 * path is used.
 */
export const ORDER_API_COOKIE = 'order_api';

export function usesOrderPaymentIntentPath(
  cookies: Readonly<Record<string, string | undefined>>,
): boolean {
  return cookies[ORDER_API_COOKIE] === '1';
}
