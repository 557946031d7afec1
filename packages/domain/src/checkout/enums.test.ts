import { describe, expect, it } from 'vitest';
import {
  isAddonPurchaseFailure,
  missingAddonPriceIds,
  DIP_ERROR_COOKIE,
  type CheckoutResponse,
} from './checkout-response';
import {
  API_SUBSCRIPTION_STATUSES,
  CHECKOUT_FLOWS,
  isCheckoutFlow,
  PAYMENT_METHOD_TYPES,
  SUBSCRIPTION_ITEM_TYPES,
} from './enums';
import {
  isInAppPaymentMethod,
  isPaymentMethod,
  PAYMENT_METHOD_CHANNEL,
  PAYMENT_METHODS,
} from './payment-methods';

describe('spec §3/§4 checkout enumerations', () => {
  it('checkout flows: order, additional purchase, edit subscription, add add-on', () => {
    expect(CHECKOUT_FLOWS).toEqual([
      'order',
      'additional_purchase',
      'edit_subscription',
      'add_addon',
    ]);
    expect(isCheckoutFlow('order')).toBe(true);
    expect(isCheckoutFlow('refund')).toBe(false);
  });

  it('API subscription statuses: future, in trial, active, non-renewing, paused, cancelled', () => {
    expect(API_SUBSCRIPTION_STATUSES).toEqual([
      'future',
      'in_trial',
      'active',
      'non_renewing',
      'paused',
      'cancelled',
    ]);
  });

  it('spec §7 payment method types: card, PayPal express checkout, Apple Pay, Google Pay', () => {
    expect(PAYMENT_METHOD_TYPES).toEqual([
      'card',
      'paypal_express_checkout',
      'apple_pay',
      'google_pay',
    ]);
  });

  it('subscription items are a plan, an add-on or a charge', () => {
    expect(SUBSCRIPTION_ITEM_TYPES).toEqual(['plan', 'addon', 'charge']);
  });

  it('payment methods are the twelve of the spec, the store ones billed in-app', () => {
    expect(PAYMENT_METHODS).toEqual([
      'PlayStore',
      'AppStore',
      'CreditCard',
      'GooglePay',
      'ApplePay',
      'Braintree',
      'Bitpay',
      'PaypalLegacy',
      'None',
      'amdocs',
      'incomm_gift_card',
      'gift_card',
    ]);
    expect(PAYMENT_METHODS.filter(isInAppPaymentMethod)).toEqual(['PlayStore', 'AppStore']);
    expect(PAYMENT_METHOD_CHANNEL.amdocs).toBe('partner');
    expect(isPaymentMethod('ApplePay')).toBe(true);
    expect(isPaymentMethod('Cash')).toBe(false);
  });
});

describe('spec §8 an add-on purchase failure is detected when the add-on is missing from the result', () => {
  const response: CheckoutResponse = {
    redirectUrl: '/payment-confirmation',
    subscription: {
      id: 'sub_1',
      subscriptionItems: [
        { itemPriceId: 'regular-basic-12m-usd', itemType: 'plan' },
        { itemPriceId: 'regular-addon-dip-12m-untaxed-usd', itemType: 'addon' },
      ],
    },
    checkoutItemSubscriptions: [
      {
        id: 'sub_2',
        subscriptionItems: [
          { itemPriceId: 'regular-addon-idp_insurance-12m-usd', itemType: 'addon' },
        ],
      },
    ],
  };

  it('add-ons found in the subscription or a checkout-item subscription were bought', () => {
    const asked = ['regular-addon-dip-12m-untaxed-usd', 'regular-addon-idp_insurance-12m-usd'];
    expect(missingAddonPriceIds(asked, response)).toEqual([]);
    expect(isAddonPurchaseFailure(asked, response)).toBe(false);
  });

  it('an add-on missing from the result failed, which sets the dip_error cookie', () => {
    expect(missingAddonPriceIds(['regular-addon-dip-24m-taxed-usd'], response)).toEqual([
      'regular-addon-dip-24m-taxed-usd',
    ]);
    expect(isAddonPurchaseFailure(['regular-basic-12m-usd'], response)).toBe(true); // a plan item is no add-on
    expect(DIP_ERROR_COOKIE).toBe('dip_error');
  });
});
