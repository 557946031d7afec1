import type { BillingDetailsBody } from '@halyard/contract';
import type { BillingDetails } from '@halyard/domain';
import { checkoutBillingDetails } from '../../invoices/billing-details-input';
import type { VatIdLookup } from '../../invoices/billing-details.repository';

/** Who an order is priced for: the company details given with it, and the VAT ID that decides. */
export interface BuyerTaxId {
  /** The details given at checkout ("buying for a company"), checked; null: none given. */
  readonly details: BillingDetails | null;
  /** The VAT ID the order is priced with (EU reverse charge, decision 0190). */
  readonly vatId: string | null;
}

/**
 * Decision 0198: details given with the order decide — checked by the domain, in the order's
 * country, field errors under `prefix` — and replace what a signed-in account stored; without
 * them, the signed-in buyer's stored VAT ID applies (decision 0190), and a guest has none.
 */
export async function buyerTaxId(
  given: BillingDetailsBody | undefined,
  residenceCountry: string,
  stored: { lookup: VatIdLookup | undefined; tenantId: string; userId: string | null },
  prefix = 'billingDetails.',
): Promise<BuyerTaxId> {
  const details = checkoutBillingDetails(given, residenceCountry, prefix);
  if (details) return { details, vatId: details.vatId };
  const vatId = (await stored.lookup?.(stored.tenantId, stored.userId)) ?? null;
  return { details: null, vatId };
}
