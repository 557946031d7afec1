import { paymentMethodLabel as labelOf, type PaymentMethodLabel } from '@halyard/domain';
import type { TFunction } from 'i18next';
import type { PortalSubscription } from '@/app/subscriptions-query';

/** The domain's label of a subscription's payment method (decision 0126): one rule everywhere. */
export const subscriptionMethodLabel = (sub: {
  readonly next_payment_method: string;
  readonly cc_info: { readonly brand: string; readonly last4?: string } | null;
}): PaymentMethodLabel =>
  labelOf({
    method: sub.next_payment_method,
    brand: sub.cc_info?.brand ?? null,
    last4: sub.cc_info?.last4 ?? null,
  });

/** "Visa •••• 4242" for a card we bill (as invoices write it), else the method's name. */
export function paymentMethodLabel(t: TFunction, sub: PortalSubscription): string {
  const label = subscriptionMethodLabel(sub);
  return label.card
    ? t('dashboard.methods.cardOnFile', label.card)
    : t(`dashboard.methods.${label.name}`);
}
