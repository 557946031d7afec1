import type { ListedPaymentMethod } from '@halyard/contract';
import type { TFunction } from 'i18next';

/** "Visa •••• 4242, expires 08/31" for a card; the server's summary ("PayPal") otherwise. */
export function methodLabel(t: TFunction, m: ListedPaymentMethod): string {
  return m.brand && m.last4 && m.exp_month && m.exp_year
    ? t('paymentMethod.card', {
        brand: m.brand,
        last4: m.last4,
        month: String(m.exp_month).padStart(2, '0'),
        year: m.exp_year,
      })
    : m.summary;
}
