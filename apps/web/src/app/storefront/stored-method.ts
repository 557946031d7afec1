import type { TFunction } from 'i18next';
import { subscriptionMethodLabel } from '@/app/payment-method-label';
import type { StoreSubscription } from './visitor';

/**
 * "Visa •••• 4242" for a card we bill (the v2 `cc_info` carries brand and last4, decision 0041),
 * else the method's name: the domain's one label (decision 0126), in the checkout's words.
 */
export function storedMethodLabel(t: TFunction<'checkout'>, sub: StoreSubscription): string {
  const label = subscriptionMethodLabel({
    next_payment_method: sub.next_payment_method,
    cc_info: sub.cc_info as { readonly brand: string; readonly last4?: string } | null,
  });
  return label.card ? t('methods.cardOnFile', label.card) : t(`methods.${label.name}`);
}
