import { createHash } from 'node:crypto';
import type { BillingDetailsBody } from '@halyard/contract';
import { checkBillingDetails, type BillingDetails } from '@halyard/domain';
import { HttpError } from '../../http/http-error';

/** The body path of each domain field (snake case, as the contract names them). */
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

const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'validation_failed', 'The billing details are not valid.', fields);

/**
 * Billing details from a request body, checked by the domain (`checkBillingDetails`, decision
 * 0190) and normalised; a problem is a 400 `validation_failed` with one message per field, under
 * `prefix` (`billingDetails.vat_id` in a checkout body, `vat_id` in the portal's own).
 */
export function checkedBillingDetails(body: BillingDetailsBody, prefix = ''): BillingDetails {
  const checked = checkBillingDetails({
    name: body.name,
    company: body.company ?? null,
    street: body.street,
    postalCode: body.postal_code,
    city: body.city,
    country: body.country,
    vatId: body.vat_id ?? null,
    invoiceEmail: body.invoice_email || null,
  });
  if (checked.ok) return checked.value;
  throw invalid(
    Object.fromEntries(
      Object.entries(checked.fields).map(([k, m]) => [
        `${prefix}${PATHS[k as keyof BillingDetails]}`,
        m,
      ]),
    ),
  );
}

/**
 * "Buying for a company" at checkout (decision 0198): the details given with an order, checked,
 * and in the country the order is taxed in — the VAT ID decides reverse charge for that country,
 * so a company elsewhere would be priced for the wrong place. Null when none were given.
 */
export function checkoutBillingDetails(
  body: BillingDetailsBody | undefined,
  residenceCountry: string,
  prefix = 'billingDetails.',
): BillingDetails | null {
  if (!body) return null;
  const details = checkedBillingDetails(body, prefix);
  if (details.country !== residenceCountry.trim().toUpperCase())
    throw invalid({ [`${prefix}country`]: 'Use the country of the billing address above.' });
  return details;
}

/**
 * What a payment intent is bound to (decision 0198): a digest of the checked details it was priced
 * with, so the checkout that pays with it must send the same ones. Null: none were given.
 */
export function billingDetailsDigest(details: BillingDetails | null): string | null {
  if (!details) return null;
  const fields = Object.keys(PATHS).sort() as (keyof BillingDetails)[];
  const canonical = JSON.stringify(fields.map((field) => [field, details[field]]));
  return createHash('sha256').update(canonical).digest('hex');
}
