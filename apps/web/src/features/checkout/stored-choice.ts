import type { TFunction } from 'i18next';
import { storedMethodLabel } from '@/app/storefront/stored-method';
import type { CheckoutData } from './checkout-data';

/**
 * The stored method a signed-in customer can pay with (POST /api/v1/checkout-for-customer):
 * the changed subscription's, else the first subscription billed to a card or PayPal; null when
 * they have none on file.
 */
export function storedChoiceLabel(t: TFunction<'checkout'>, data: CheckoutData): string | null {
  const customer = data.customer;
  if (!customer) return null;
  const onFile = (sub: (typeof customer.subscriptions)[number]) =>
    (customer.user.has_credit_card && sub.cc_info !== null) ||
    sub.next_payment_method === 'PaypalLegacy';
  const sub =
    data.target && onFile(data.target) ? data.target : customer.subscriptions.find(onFile);
  return sub ? storedMethodLabel(t, sub) : null;
}
