import { isInApp, type PaymentMethod } from '@halyard/domain';
import type { TFunction } from 'i18next';
import type { StoreSubscription } from './visitor';

/** spec §3 payment methods as the storefront names them (exhaustive: a new method needs one). */
const METHOD_TEXT: Record<PaymentMethod, (t: TFunction<'checkout'>) => string> = {
  PlayStore: (t) => t('methods.playStore'),
  AppStore: (t) => t('methods.appStore'),
  CreditCard: (t) => t('methods.card'),
  GooglePay: (t) => t('methods.googlePay'),
  ApplePay: (t) => t('methods.applePay'),
  Braintree: (t) => t('methods.card'),
  Bitpay: (t) => t('methods.bitpay'),
  PaypalLegacy: (t) => t('methods.paypal'),
  None: (t) => t('methods.none'),
  amdocs: (t) => t('methods.carrier'),
  incomm_gift_card: (t) => t('methods.giftCard'),
  gift_card: (t) => t('methods.giftCard'),
};

/**
 * "Visa •••• 4242" for a card we bill (the v2 `cc_info` carries brand and last4, decision 0041),
 * else the method's name.
 */
export function storedMethodLabel(t: TFunction<'checkout'>, sub: StoreSubscription): string {
  const card = sub.cc_info as { readonly brand: string; readonly last4?: string } | null;
  if (card?.last4 && !isInApp(sub))
    return t('methods.cardOnFile', { brand: card.brand, last4: card.last4 });
  return METHOD_TEXT[sub.next_payment_method](t);
}
