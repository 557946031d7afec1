import { isPaymentErrorKey, type PaymentErrorKey } from '@halyard/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../api-error';
import { codeText, type CodeTexts } from '../code-text';

/**
 * Every spec §8 payment error key has a message saying what to do next. Exhaustive: a new key
 * does not compile until it has one (STYLE habit 3).
 */
const PAYMENT_ERROR_TEXT: Record<PaymentErrorKey, (t: TFunction<'checkout'>) => string> = {
  general_error: (t) => t('paymentErrors.general_error'),
  credit_card_payment_gateway_error: (t) => t('paymentErrors.credit_card_payment_gateway_error'),
  card_not_authenticated: (t) => t('paymentErrors.card_not_authenticated'),
  payment_failed_retry_with_different_method: (t) =>
    t('paymentErrors.payment_failed_retry_with_different_method'),
  payment_failed_during_processing: (t) => t('paymentErrors.payment_failed_during_processing'),
  payment_cancelled_retry_with_different_method: (t) =>
    t('paymentErrors.payment_cancelled_retry_with_different_method'),
  card_issuer_error: (t) => t('paymentErrors.card_issuer_error'),
  card_details_outdated: (t) => t('paymentErrors.card_details_outdated'),
  insufficient_funds: (t) => t('paymentErrors.insufficient_funds'),
  authentication_error: (t) => t('paymentErrors.authentication_error'),
  invalid_cvc: (t) => t('paymentErrors.invalid_cvc'),
  incorrect_card_details: (t) => t('paymentErrors.incorrect_card_details'),
};

export function paymentErrorText(t: TFunction<'checkout'>, key: PaymentErrorKey): string {
  return PAYMENT_ERROR_TEXT[key](t);
}

/**
 * The server's answers a buyer can act on, besides the payment error keys (decision 0020 codes
 * of the checkout, gift-card and renewal calls), each with its message.
 */
const KNOWN_ERROR_TEXT = {
  account_exists: (t) => t('serverErrors.account_exists'),
  signed_in_as_another_account: (t) => t('serverErrors.signed_in_as_another_account'),
  already_has_subscription: (t) => t('serverErrors.already_has_subscription'),
  addon_already_active: (t) => t('serverErrors.addon_already_active'),
  no_stored_payment_method: (t) => t('serverErrors.no_stored_payment_method'),
  // Decision 0218 addendum: "Pay with credit balance" and a balance that no longer covers it.
  credit_balance_short: (t) => t('serverErrors.credit_balance_short'),
  subscription_not_changeable: (t) => t('serverErrors.subscription_not_changeable'),
  payment_intent_consumed: (t) => t('serverErrors.payment_intent_consumed'),
  payment_amount_mismatch: (t) => t('serverErrors.payment_amount_mismatch'),
  payment_source_invalid: (t) => t('serverErrors.payment_source_invalid'),
  gift_card_unknown: (t) => t('serverErrors.gift_card_unknown'),
  gift_card_used: (t) => t('serverErrors.gift_card_used'),
  gift_card_expired: (t) => t('serverErrors.gift_card_expired'),
  too_many_attempts: (t) => t('serverErrors.too_many_attempts'),
  // Issue 22 item 4: "Have a code?" (decision 0193).
  promotion_code_unknown: (t) => t('serverErrors.promotion_code_unknown'),
  promotion_code_expired: (t) => t('serverErrors.promotion_code_expired'),
  promotion_code_exhausted: (t) => t('serverErrors.promotion_code_exhausted'),
  promotion_code_not_for_plan: (t) => t('serverErrors.promotion_code_not_for_plan'),
  promotion_code_new_customers_only: (t) => t('serverErrors.promotion_code_new_customers_only'),
  promotion_code_already_used: (t) => t('serverErrors.promotion_code_already_used'),
} satisfies CodeTexts<TFunction<'checkout'>>;

/**
 * The message for a failed call: the payment error key's, a known code's, else the spec §8
 * general error (no server wording reaches the page untranslated).
 */
export function errorText(t: TFunction<'checkout'>, error: unknown): string {
  if (isApiError(error)) {
    if (isPaymentErrorKey(error.code)) return paymentErrorText(t, error.code);
    const known = codeText(KNOWN_ERROR_TEXT, t, error.code);
    if (known) return known;
    if (error.status === 429) return KNOWN_ERROR_TEXT.too_many_attempts(t);
    if (error.status === 0) return t('serverErrors.network');
  }
  return paymentErrorText(t, 'general_error');
}
