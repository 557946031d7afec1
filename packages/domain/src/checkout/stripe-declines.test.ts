import { describe, expect, it } from 'vitest';
import { DECLINE_OUTCOMES, PAYMENT_ERROR_KEYS, paymentErrorKeyForDecline } from './payment-errors';
import {
  declineFromStripe,
  STRIPE_DECLINE_CODES,
  STRIPE_DECLINES,
  STRIPE_PAYMENT_ERROR_CODES,
} from './stripe-declines';

const keyOf = (error: { code?: string; decline_code?: string }) =>
  paymentErrorKeyForDecline(declineFromStripe(error));

describe('spec §8 payment error keys for Stripe declines (decision 0150)', () => {
  it('places every documented Stripe decline code', () => {
    expect(STRIPE_DECLINE_CODES).toHaveLength(47);
    for (const code of STRIPE_DECLINE_CODES)
      expect(Object.keys(DECLINE_OUTCOMES)).toContain(STRIPE_DECLINES[code]);
  });

  it.each([
    // [Stripe decline_code, spec §8 key]
    ['insufficient_funds', 'insufficient_funds'],
    ['card_velocity_exceeded', 'insufficient_funds'],
    ['withdrawal_count_limit_exceeded', 'insufficient_funds'],
    ['incorrect_cvc', 'invalid_cvc'],
    ['invalid_cvc', 'invalid_cvc'],
    ['expired_card', 'card_details_outdated'],
    ['new_account_information_available', 'card_details_outdated'],
    ['incorrect_number', 'incorrect_card_details'],
    ['incorrect_zip', 'incorrect_card_details'],
    ['issuer_not_available', 'card_issuer_error'],
    ['try_again_later', 'card_issuer_error'],
    ['processing_error', 'payment_failed_during_processing'],
    ['reenter_transaction', 'payment_failed_during_processing'],
    ['authentication_required', 'card_not_authenticated'],
    ['generic_decline', 'payment_failed_retry_with_different_method'],
    ['do_not_honor', 'payment_failed_retry_with_different_method'],
    ['revocation_of_authorization', 'payment_failed_retry_with_different_method'],
    // never tell a suspected fraudster why (decision 0017)
    ['fraudulent', 'general_error'],
    ['stolen_card', 'general_error'],
    ['lost_card', 'general_error'],
    ['pickup_card', 'general_error'],
    ['merchant_blacklist', 'general_error'],
  ])('a card_declined with decline_code %s shows %s', (declineCode, key) => {
    expect(keyOf({ code: 'card_declined', decline_code: declineCode })).toBe(key);
  });

  it.each([
    // [Stripe error code without a decline code, spec §8 key]
    ['payment_intent_authentication_failure', 'authentication_error'],
    ['setup_intent_authentication_failure', 'authentication_error'],
    ['authentication_required', 'card_not_authenticated'],
    ['expired_card', 'card_details_outdated'],
    ['incorrect_cvc', 'invalid_cvc'],
    ['processing_error', 'payment_failed_during_processing'],
    ['payment_method_customer_decline', 'payment_cancelled_retry_with_different_method'],
    ['payment_intent_payment_attempt_expired', 'payment_cancelled_retry_with_different_method'],
  ])('an error with code %s and no decline code shows %s', (code, key) => {
    expect(keyOf({ code })).toBe(key);
  });

  it('reads an unknown or missing code as a generic decline, never as a success', () => {
    expect(declineFromStripe({ code: 'card_declined', decline_code: 'brand_new_reason' })).toBe(
      'generic_decline',
    );
    expect(declineFromStripe({})).toBe('generic_decline');
    expect(declineFromStripe({ code: null, decline_code: null })).toBe('generic_decline');
  });

  it('prefers the decline code to the error code', () => {
    expect(declineFromStripe({ code: 'expired_card', decline_code: 'stolen_card' })).toBe(
      'fraud_suspected',
    );
  });

  it('reaches every payment error key a decline can mean', () => {
    const reached = new Set(
      [
        ...STRIPE_DECLINE_CODES.map((d) => keyOf({ code: 'card_declined', decline_code: d })),
        ...STRIPE_PAYMENT_ERROR_CODES.map((code) => keyOf({ code })),
      ].sort(),
    );
    // Not from a decline: the gateway being unreachable (a 502).
    const fromDeclines = PAYMENT_ERROR_KEYS.filter(
      (k) => k !== 'credit_card_payment_gateway_error',
    );
    expect([...reached].sort()).toEqual([...fromDeclines].sort());
  });
});
