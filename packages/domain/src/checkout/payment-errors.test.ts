import { describe, expect, it } from 'vitest';
import {
  chargeOutcomeErrorKey,
  CHECKOUT_FAILURE_ERROR_KEY,
  CHECKOUT_FAILURE_REASONS,
  CHECKOUT_FAILURE_STATUS,
  DECLINE_OUTCOMES,
  GATEWAY_DECLINE_CODES,
  isPaymentErrorKey,
  PAYMENT_ERROR_KEYS,
  PAYMENT_ERROR_MESSAGES,
  paymentErrorKeyForDecline,
} from './payment-errors';

describe('spec §8 payment error keys', () => {
  it('are the twelve of the spec', () => {
    expect(PAYMENT_ERROR_KEYS).toEqual([
      'general_error',
      'credit_card_payment_gateway_error',
      'card_not_authenticated',
      'payment_failed_retry_with_different_method',
      'payment_failed_during_processing',
      'payment_cancelled_retry_with_different_method',
      'card_issuer_error',
      'card_details_outdated',
      'insufficient_funds',
      'authentication_error',
      'invalid_cvc',
      'incorrect_card_details',
    ]);
  });

  it('each has a message', () => {
    PAYMENT_ERROR_KEYS.forEach((key) =>
      expect(PAYMENT_ERROR_MESSAGES[key].length).toBeGreaterThan(10),
    );
    expect(isPaymentErrorKey('invalid_cvc')).toBe(true);
    expect(isPaymentErrorKey('oops')).toBe(false);
  });
});

describe('spec §3 checkout failure reasons', () => {
  const failures = [
    ['technical', 502, 'credit_card_payment_gateway_error'],
    ['fraud-suspected', 402, 'general_error'],
    ['strong-authentication-failed', 402, 'card_not_authenticated'],
    ['payment-declined', 402, 'payment_failed_retry_with_different_method'],
    ['flow-failed', 422, 'general_error'],
    ['already-has-subscription', 409, 'general_error'],
    ['not-allowed', 403, 'general_error'],
  ] as const;

  it('are technical, fraud suspected, strong-authentication failed, payment declined, flow failed, already has subscription and not allowed', () => {
    expect(CHECKOUT_FAILURE_REASONS).toEqual(failures.map(([reason]) => reason));
  });

  it.each(failures)('%s answers HTTP %i and shows %s', (reason, status, key) => {
    expect(CHECKOUT_FAILURE_STATUS[reason]).toBe(status);
    expect(CHECKOUT_FAILURE_ERROR_KEY[reason]).toBe(key);
  });

  it('only a technical failure is a 5xx, so only it is retried by the client', () => {
    const retried = CHECKOUT_FAILURE_REASONS.filter((r) => CHECKOUT_FAILURE_STATUS[r] >= 500);
    expect(retried).toEqual(['technical']);
  });
});

describe('gateway declines as payment error keys', () => {
  it.each([
    ['generic_decline', 'payment_failed_retry_with_different_method', 'payment-declined'],
    ['insufficient_funds', 'insufficient_funds', 'payment-declined'],
    ['incorrect_cvc', 'invalid_cvc', 'payment-declined'],
    ['expired_card', 'card_details_outdated', 'payment-declined'],
    ['issuer_error', 'card_issuer_error', 'payment-declined'],
    ['processing_error', 'payment_failed_during_processing', 'payment-declined'],
    ['authentication_failed', 'authentication_error', 'strong-authentication-failed'],
    ['authentication_required', 'card_not_authenticated', 'strong-authentication-failed'],
    ['payment_cancelled', 'payment_cancelled_retry_with_different_method', 'payment-declined'],
    ['incorrect_number', 'incorrect_card_details', 'payment-declined'],
    ['fraud_suspected', 'general_error', 'fraud-suspected'],
  ] as const)('%s shows %s (%s)', (code, key, reason) => {
    expect(DECLINE_OUTCOMES[code]).toEqual({ errorKey: key, reason });
    expect(paymentErrorKeyForDecline(code)).toBe(key);
  });

  it('covers every decline code, and an unknown one is the general error', () => {
    expect(Object.keys(DECLINE_OUTCOMES)).toEqual([...GATEWAY_DECLINE_CODES]);
    expect(paymentErrorKeyForDecline('card_velocity_exceeded')).toBe('general_error');
    expect(paymentErrorKeyForDecline(null)).toBe('general_error');
  });
});

describe('spec §8: the error key of a charge answered in the body', () => {
  it('is none when it paid or the bank asks for the buyer (3-D Secure)', () => {
    expect(chargeOutcomeErrorKey({ status: 'succeeded' })).toBeNull();
    expect(chargeOutcomeErrorKey({ status: 'requires_action' })).toBeNull();
  });
  it('is the key the server named, or the general error for anything else', () => {
    expect(chargeOutcomeErrorKey({ status: 'failed', error: { code: 'insufficient_funds' } })).toBe(
      'insufficient_funds',
    );
    expect(chargeOutcomeErrorKey({ status: 'failed', error: { code: 'card_velocity_x' } })).toBe(
      'general_error',
    );
    expect(chargeOutcomeErrorKey({ status: 'failed', error: null })).toBe('general_error');
  });
});
