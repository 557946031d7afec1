import { describe, expect, it } from 'vitest';
import { paymentMethodLabel, paymentMethodSummary } from './payment-method-label';
import { PAYMENT_METHODS } from './payment-methods';

const visa = { brand: 'Visa', last4: '4242' };

describe('one payment-method label for invoices, emails, dashboard and storefront (decision 0126)', () => {
  it.each([
    // spec §3 payment methods: the card we bill shows as the card, wherever it is read.
    [{ method: 'CreditCard', ...visa }, { name: 'card', card: visa }, 'Visa •••• 4242'],
    [{ method: 'ApplePay', ...visa }, { name: 'applePay', card: visa }, 'Visa •••• 4242'],
    [{ method: 'CreditCard' }, { name: 'card', card: null }, 'Card'],
    // Braintree is the web checkout's PayPal: the same name as PaypalLegacy, never a card.
    [{ method: 'Braintree', ...visa }, { name: 'paypal', card: null }, 'PayPal'],
    [{ method: 'PaypalLegacy', brand: 'PayPal' }, { name: 'paypal', card: null }, 'PayPal'],
    // A store bills its own subscriptions: its name, even with a card on file.
    [{ method: 'AppStore', ...visa }, { name: 'appStore', card: null }, 'App Store'],
    [{ method: 'PlayStore' }, { name: 'playStore', card: null }, 'Google Play'],
    [{ method: 'amdocs' }, { name: 'carrier', card: null }, 'Mobile carrier'],
    [{ method: 'gift_card' }, { name: 'giftCard', card: null }, 'Gift card'],
    [{ method: 'incomm_gift_card' }, { name: 'giftCard', card: null }, 'Gift card'],
    [{ method: 'None' }, { name: 'none', card: null }, 'None'],
    // A kind we do not know is what our checkout stores: a card.
    [{ method: 'Visa', ...visa }, { name: 'card', card: visa }, 'Visa •••• 4242'],
  ])('%j → %j, summary %s', (facts, label, summary) => {
    expect(paymentMethodLabel(facts)).toEqual(label);
    expect(paymentMethodSummary(paymentMethodLabel(facts))).toBe(summary);
  });

  it('names every spec §3 method', () => {
    for (const method of PAYMENT_METHODS)
      expect(paymentMethodSummary(paymentMethodLabel({ method }))).not.toBe('');
  });
});
