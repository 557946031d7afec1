import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages/languages';
import {
  APPLE_PAY_BUTTON_STYLE,
  nextPaypalStep,
  PAYPAL_AUTHORIZATION_FAILED_ERROR,
  PAYPAL_BUTTON_STYLE,
  PAYPAL_FLOW_STEPS,
  paypalLocale,
  paypalLocaleForLanguage,
} from './paypal';

describe('spec §9 wallet buttons', () => {
  it('PayPal: gold, pill, height 55', () => {
    expect(PAYPAL_BUTTON_STYLE).toEqual({ color: 'gold', shape: 'pill', height: 55 });
  });

  it('Apple Pay: height 60, pill shape', () => {
    expect(APPLE_PAY_BUTTON_STYLE).toEqual({ shape: 'pill', height: 60 });
  });
});

describe('spec §4 the PayPal flow order: payment-intent creation, button mount, user authorisation, checkout', () => {
  it('starts by creating the payment intent', () => {
    expect(PAYPAL_FLOW_STEPS[0]).toBe('create-payment-intent');
  });

  it.each([
    ['create-payment-intent', 'mount-button'],
    ['mount-button', 'authorise'],
    ['authorise', 'checkout'],
    ['checkout', null],
  ] as const)('after %s comes %s', (step, next) => {
    expect(nextPaypalStep(step)).toBe(next);
  });

  it('a failed authorisation records the error "Authorization failed" (spec §8)', () => {
    expect(PAYPAL_AUTHORIZATION_FAILED_ERROR).toBe('Authorization failed');
  });
});

describe('spec §8 an unsupported PayPal locale (uk_UA) falls back to en_US', () => {
  it.each([
    ['uk_UA', 'en_US'],
    ['uk-UA', 'en_US'],
    ['de_DE', 'de_DE'],
    ['fr-FR', 'fr_FR'],
  ])('%s → %s', (locale, expected) => {
    expect(paypalLocale(locale)).toBe(expected);
  });

  it('Ukrainian (ua) pays in English; German in German', () => {
    expect(paypalLocaleForLanguage('ua')).toBe('en_US');
    expect(paypalLocaleForLanguage('de')).toBe('de_DE');
    expect(paypalLocaleForLanguage('jp')).toBe('ja_JP');
  });

  it('every language has a PayPal locale of the form xx_YY', () => {
    LANGUAGES.forEach((l) =>
      expect(paypalLocaleForLanguage(l.code)).toMatch(/^[a-z]{2}_[A-Z]{2}$/),
    );
  });
});
