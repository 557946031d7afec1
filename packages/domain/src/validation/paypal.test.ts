import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import { checkPaypalPreconditions, type PaypalPaymentInput } from './paypal';

const ready: PaypalPaymentInput = {
  paymentIntentId: 'pi_1',
  product: {
    id: 'basic',
    prices: [{ amount: money(5604, 'USD') }, { amount: money(5604, 'EUR') }],
  },
  currency: 'EUR',
  email: 'ada@example.com',
  countryCode: 'US',
  stateCode: 'CA',
};

describe('spec §5 a PayPal payment requires all of its preconditions, else a general payment error', () => {
  it('passes with a stored payment intent, a price in the currency, an email, a country and a US state', () => {
    expect(checkPaypalPreconditions(ready)).toEqual({ ok: true });
  });

  it('a non-US payment needs no state', () => {
    expect(checkPaypalPreconditions({ ...ready, countryCode: 'DE', stateCode: null })).toEqual({
      ok: true,
    });
  });

  it.each([
    ['no stored payment intent', { paymentIntentId: null }, 'payment-intent'],
    ['no product', { product: null }, 'price-in-currency'],
    ['no price in the chosen currency', { currency: 'GBP' }, 'price-in-currency'],
    ['no email', { email: undefined }, 'email'],
    ['an email that is not one', { email: 'ada' }, 'email'],
    ['no country code', { countryCode: ' ' }, 'country'],
    ['a null country code', { countryCode: null }, 'country'],
    ['a US payment without a state', { stateCode: '' }, 'state'],
  ] as const)('%s fails with %s', (_case, overrides, reason) => {
    expect(checkPaypalPreconditions({ ...ready, ...overrides })).toEqual({
      ok: false,
      reason,
      errorKey: 'general_error',
    });
  });

  it('reports the first unmet precondition', () => {
    const result = checkPaypalPreconditions({ ...ready, paymentIntentId: '', email: null });
    expect(result).toMatchObject({ ok: false, reason: 'payment-intent' });
  });
});
