import type { FastifyInstance } from 'fastify';
import { getBillingDetails, putBillingDetails, type BillingDetailsView } from '@halyard/contract';
import { reverseChargeApplies, type BillingDetails } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/route';
import { createBillingDetailsRepository } from '../invoices/billing-details.repository';
import { checkedBillingDetails } from '../invoices/billing-details-input';

/**
 * Issue 22 item 2 (decision 0190): the customer's billing details, read and replaced; the VAT ID
 * is checked against its country's format by the domain, and the answer says whether EU reverse
 * charge applies given the seller's country (SELLER_COUNTRY).
 */
export function registerBillingDetailsRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; sellerCountry: string },
): void {
  const repo = createBillingDetailsRepository(deps.db);
  const view = (d: BillingDetails): BillingDetailsView => ({
    name: d.name,
    company: d.company,
    street: d.street,
    postal_code: d.postalCode,
    city: d.city,
    country: d.country,
    vat_id: d.vatId,
    invoice_email: d.invoiceEmail,
    reverse_charge: reverseChargeApplies(deps.sellerCountry, d),
  });

  registerRoute(app, getBillingDetails, async ({ user }) => {
    const found = await repo.find(user.tenantId, user.id);
    return { details: found ? view(found) : null };
  });

  registerRoute(app, putBillingDetails, async ({ user, body }) => {
    const checked = checkedBillingDetails(body);
    await repo.save(user.tenantId, user.id, checked, deps.clock.now());
    return { details: view(checked) };
  });
}
