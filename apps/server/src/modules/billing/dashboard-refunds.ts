import { money, partOfPayment, splitByWeight } from '@halyard/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { buyerParty } from '../invoices/invoices.repository';
import type { Ledger } from '../invoices/ledger.service';
import type { GatewayRefundRecord } from '../payments/payment-gateway';
import type { ChargeAllocation, PaidCharge } from './dashboard-refunds.repository';

/** What one allocation gives back of a refund, as its credit note reads it. */
function refundedPart(a: ChargeAllocation, amount: number, currency: PaidCharge['currency']) {
  const m = (minor: number) => money(minor, currency);
  const part = partOfPayment(
    {
      lines: a.lines.map((l) => l.amount),
      totals: {
        subtotal: m(a.subtotal),
        discount: m(a.discount),
        tax: m(a.tax),
        total: m(a.amount),
      },
    },
    amount,
  );
  return {
    allocationId: a.allocationId,
    invoiceId: a.invoiceId,
    subscriptionId: a.subscriptionId,
    lines: a.lines.map((l, i) => ({ ...l, quantity: 1, amount: part.lines[i] ?? 0 })),
    totals: { ...part.totals, taxRate: a.taxRate },
  };
}

/**
 * Books one refund made in the provider's dashboard (decision 0153): the amount is split over the
 * charge's allocations in proportion to what each has not returned yet, and each part gets a
 * credit note that mirrors its payment's lines, discount and tax in proportion (the domain's
 * `partOfPayment`) and a refund row of that part, in one transaction. False when someone booked
 * it first (its keys are unique); null when the ledger has less left than the provider returned
 * (one of our own refunds is being booked): the event is tried again later.
 */
export async function bookDashboardRefund(
  deps: { db: Db; ledger: Ledger },
  paid: PaidCharge,
  refund: GatewayRefundRecord,
  now: Date,
): Promise<boolean | null> {
  const left = paid.allocations.map((a) => Math.max(0, a.amount - a.credited));
  if (refund.amount > left.reduce((sum, l) => sum + l, 0)) return null;
  const amounts = splitByWeight(refund.amount, left);
  const buyer = buyerParty(paid.email, paid.residence);
  const booking = deps.db.transaction().execute(async (trx) => {
    for (const [i, a] of paid.allocations.entries()) {
      const amount = amounts[i] ?? 0;
      if (amount === 0) continue;
      await deps.ledger.recordRefund(trx, {
        tenantId: paid.tenantId,
        userId: paid.userId,
        share: refundedPart(a, amount, paid.currency),
        refunded: { id: refund.refundId, amount, currency: refund.currency },
        idempotencyKey: `provider-refund:${refund.refundId}:${a.allocationId}`,
        currency: paid.currency,
        paymentSummary: paid.paymentSummary,
        buyer,
        now,
      });
    }
  });
  return booking.then(
    () => true,
    (error: unknown) => {
      if (isUniqueViolation(error)) return false;
      throw error;
    },
  );
}
