import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import {
  afterCheckoutDestination,
  ONE_CHECKOUT_UTM_SOURCE,
  PAYMENT_CONFIRMATION_PARAMS,
  paymentConfirmationParams,
  paymentConfirmationUrl,
  type PaymentConfirmation,
} from './redirect';

const confirmation: PaymentConfirmation = {
  totalPeriodMonths: 12,
  amount: money(9995),
  subscriptionId: 'sub_1',
  productId: 'basic',
  dedicatedIpMonths: 12,
  paymentMethod: 'paypal',
  orderPageType: 'plans',
  userFlow: 'order',
};

describe('spec §2 the payment-confirmation redirect', () => {
  it('carries the nine query parameters in order', () => {
    expect(PAYMENT_CONFIRMATION_PARAMS).toHaveLength(9);
    expect(paymentConfirmationUrl('/payment-confirmation', confirmation)).toBe(
      '/payment-confirmation?utm_source=one_checkout&total_period=12&amount=99.95&sub_id=sub_1' +
        '&product_id=basic&product_dip_months=12&payment_type=paypal&order_page_type=plans&user_flow=order',
    );
    expect(ONE_CHECKOUT_UTM_SOURCE).toBe('one_checkout');
  });

  it('says payment_type=paypal for legacy PayPal too, and the method type for a card', () => {
    expect(
      paymentConfirmationParams({ ...confirmation, paymentMethod: 'PaypalLegacy' }).payment_type,
    ).toBe('paypal');
    const card = paymentConfirmationParams({
      ...confirmation,
      paymentMethod: 'CreditCard',
      dedicatedIpMonths: 0,
    });
    expect(card.payment_type).toBe('card');
    expect(
      paymentConfirmationParams({ ...confirmation, paymentMethod: 'ApplePay' }).payment_type,
    ).toBe('apple_pay');
    expect(
      paymentConfirmationParams({ ...confirmation, paymentMethod: 'gift_card' }).payment_type,
    ).toBe('gift_card');
    expect(card.product_dip_months).toBe('0');
  });

  it('appends to an address that already has a query, escaping values', () => {
    const url = paymentConfirmationUrl('https://shop.example/thanks?x=1', {
      ...confirmation,
      paymentMethod: 'CreditCard',
      subscriptionId: 'a&b',
    });
    expect(url.startsWith('https://shop.example/thanks?x=1&utm_source=one_checkout&')).toBe(true);
    expect(url).toContain('sub_id=a%26b');
  });
});

describe('spec §2 after a successful checkout', () => {
  it('the user goes to the returned redirect address', () => {
    expect(
      afterCheckoutDestination({
        redirectUrl: '/payment-confirmation?x=1',
        paymentOverride: false,
      }),
    ).toBe('/payment-confirmation?x=1');
  });

  it('when a payment override is used, the user goes to /setup', () => {
    expect(
      afterCheckoutDestination({ redirectUrl: '/payment-confirmation', paymentOverride: true }),
    ).toBe('/setup');
  });
});
