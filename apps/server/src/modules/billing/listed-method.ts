import type { ListedPaymentMethod } from '@halyard/contract';
import { paymentSummary } from '../invoices/ledger.service';
import type { LiveMethod } from './payment-methods.repository';

/** A held method as the portal lists it (decision 0191): brand, last four, expiry, default. */
export const listedMethod = (m: LiveMethod): ListedPaymentMethod => ({
  id: m.id,
  kind: m.kind,
  brand: m.brand,
  last4: m.last4,
  exp_month: m.expMonth,
  exp_year: m.expYear,
  summary: paymentSummary(m),
  is_default: m.isDefault,
  created_at: m.createdAt,
});
