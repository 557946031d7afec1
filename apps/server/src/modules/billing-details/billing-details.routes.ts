import type { FastifyInstance } from 'fastify';
import {
  getBillingDetails,
  putBillingDetails,
  type BillingDetailsBody,
  type BillingDetailsView,
} from '@halyard/contract';
import { checkBillingDetails, reverseChargeApplies, type BillingDetails } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { registerRoute } from '../../http/route';
import { createBillingDetailsRepository } from '../invoices/billing-details.repository';

/** Body paths of the domain's fields. */
const PATHS: Record<keyof BillingDetails, keyof BillingDetailsBody> = {
  name: 'name',
  company: 'company',
  street: 'street',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
  vatId: 'vat_id',
  invoiceEmail: 'invoice_email',
};

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
    const checked = checkBillingDetails({
      name: body.name,
      company: body.company ?? null,
      street: body.street,
      postalCode: body.postal_code,
      city: body.city,
      country: body.country,
      vatId: body.vat_id ?? null,
      invoiceEmail: body.invoice_email ?? null,
    });
    if (!checked.ok) {
      const fields = Object.fromEntries(
        Object.entries(checked.fields).map(([k, m]) => [PATHS[k as keyof BillingDetails], m]),
      );
      throw new HttpError(400, 'validation_failed', 'The billing details are not valid.', fields);
    }
    await repo.save(user.tenantId, user.id, checked.value, deps.clock.now());
    return { details: view(checked.value) };
  });
}
