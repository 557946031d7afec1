import { PAYMENT_METHOD_CHANNEL, type SaveOfferSubject } from '@halyard/domain';
import type { BillableRow } from '../billing/billable-row';

/** A subscription as the save-offer rule reads it (decision 0183). */
export const offerSubjectOf = (row: BillableRow): SaveOfferSubject => ({
  state: row.state,
  autobill: row.autobill,
  cycleMonths: row.cycleMonths,
  discountPending: row.renewalDiscountPercent > 0,
  billedByUs: (PAYMENT_METHOD_CHANNEL[row.nextPaymentMethod] ?? 'web') === 'web',
});
