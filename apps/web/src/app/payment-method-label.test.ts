import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import en from '@/i18n/locales/en/translation.json';
import checkoutEn from '@/i18n/locales/en/checkout.json';
import type { PortalSubscription } from '@/app/subscriptions-query';
import { tOf } from '@/testing/translate';
import type { StoreSubscription } from '@/app/storefront/visitor';
import { paymentMethodLabel } from './payment-method-label';
import { storedMethodLabel } from './storefront/stored-method';

const sub = (method: string, card: { brand: string; last4: string } | null) =>
  ({
    next_payment_method: method,
    cc_info: card && { ...card, exp_month: 12, exp_year: 2030 },
  }) as unknown as PortalSubscription & StoreSubscription;

describe('one payment-method label in the dashboard and the storefront (decision 0126)', () => {
  it.each([
    ['CreditCard', { brand: 'Visa', last4: '4242' }, 'Visa •••• 4242'],
    // Braintree is PayPal everywhere now (it read "Braintree" here and "Card" in the storefront).
    ['Braintree', null, 'PayPal'],
    ['PaypalLegacy', null, 'PayPal'],
    ['ApplePay', { brand: 'Visa', last4: '4242' }, 'Visa •••• 4242'],
    ['AppStore', { brand: 'Visa', last4: '4242' }, null],
    ['gift_card', null, 'Gift card'],
  ])('%s reads the same in both', (method, card, expected) => {
    const dashboard = paymentMethodLabel(tOf(en), sub(method, card));
    const storefront = storedMethodLabel(
      tOf(checkoutEn) as unknown as TFunction<'checkout'>,
      sub(method, card),
    );
    if (expected) {
      expect(dashboard).toBe(expected);
      expect(storefront).toBe(expected);
    } else {
      // A store's own name: the two catalogues word it their own way, never as a card.
      expect(dashboard).not.toContain('••••');
      expect(storefront).not.toContain('••••');
    }
  });
});
