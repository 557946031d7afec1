import { isInApp, type PaymentMethod } from '@halyard/domain';
import type { TFunction } from 'i18next';
import type { PortalSubscription } from '@/app/subscriptions-query';
import type en from '@/i18n/locales/en/translation.json';

type MethodKey = `dashboard.methods.${Exclude<keyof typeof en.dashboard.methods, 'cardOnFile'>}`;

/** spec §3 payment methods as the dashboard names them (exhaustive: a new method needs a name). */
const METHOD_KEYS: Record<PaymentMethod, MethodKey> = {
  PlayStore: 'dashboard.methods.playStore',
  AppStore: 'dashboard.methods.appStore',
  CreditCard: 'dashboard.methods.card',
  GooglePay: 'dashboard.methods.googlePay',
  ApplePay: 'dashboard.methods.applePay',
  Braintree: 'dashboard.methods.braintree',
  Bitpay: 'dashboard.methods.bitpay',
  PaypalLegacy: 'dashboard.methods.paypal',
  None: 'dashboard.methods.none',
  amdocs: 'dashboard.methods.carrier',
  incomm_gift_card: 'dashboard.methods.giftCard',
  gift_card: 'dashboard.methods.giftCard',
};

/** "Visa •••• 4242" for a card we bill (as invoices write it), else the method's name. */
export function paymentMethodLabel(t: TFunction, sub: PortalSubscription): string {
  if (sub.cc_info && !isInApp(sub)) return t('dashboard.methods.cardOnFile', sub.cc_info);
  return t(METHOD_KEYS[sub.next_payment_method]);
}
