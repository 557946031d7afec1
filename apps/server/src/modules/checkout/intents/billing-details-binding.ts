import type { BillingDetails } from '@halyard/domain';
import { HttpError } from '../../../http/http-error';
import { billingDetailsDigest } from '../../invoices/billing-details-input';
import type { StoredIntent } from './payment-intents.repository';

/**
 * Decision 0198: a payment intent was priced with the company details given when it was made (a
 * VAT ID can remove the VAT); the checkout paying with it must send the same details, or none if
 * it had none — otherwise the invoice would name a buyer the price was not made for. 409: the
 * buyer starts the payment again with the details they now want.
 */
export function checkBillingDetailsBound(
  intent: StoredIntent,
  details: BillingDetails | null,
): void {
  if (billingDetailsDigest(details) === intent.billingDetailsHash) return;
  throw new HttpError(
    409,
    'billing_details_changed',
    'The billing details changed since the payment was set up. Start the payment again.',
    { billingDetails: 'These are not the details the payment was set up with.' },
  );
}
