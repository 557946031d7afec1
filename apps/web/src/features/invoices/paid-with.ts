import type { Invoice } from '@halyard/contract';
import type { TFunction } from 'i18next';

/**
 * What paid an invoice, as the payment history names it (decision 0218 addendum): "Paid with
 * credit balance", "Paid with credit balance and Visa •••• 4242" or "Paid with Visa •••• 4242" —
 * the server's `paid_with`, so a purchase the balance paid never names the card on file. Null for
 * a credit note (its own line says where the refund went) and for an invoice nothing paid.
 */
export function paidWithText(
  t: TFunction,
  invoice: Pick<Invoice, 'kind' | 'paid_with'>,
): string | null {
  if (invoice.kind !== 'invoice') return null;
  const { credit_balance: balance, method } = invoice.paid_with;
  if (balance)
    return method ? t('invoices.paidWithBalanceAnd', { method }) : t('invoices.paidWithBalance');
  return method ? t('invoices.paidWith', { method }) : null;
}
