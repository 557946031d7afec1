import { checkVatId, VAT_ID_PROBLEM_MESSAGES } from './vat-id';

/** A customer's billing details as they are printed on invoices (issue 22 item 2). */
export interface BillingDetails {
  readonly name: string;
  readonly company: string | null;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly vatId: string | null;
  readonly invoiceEmail: string | null;
}

export type BillingDetailsField = keyof BillingDetails;

/**
 * Checks billing details (issue 22 item 2): name, street, postal code, city and a two-letter
 * country are required; a VAT ID, when given, must match its country's format and needs a
 * company name. Returns the details normalised (VAT ID without spaces) or the field messages.
 */
export function checkBillingDetails(
  input: BillingDetails,
):
  | { readonly ok: true; readonly value: BillingDetails }
  | { readonly ok: false; readonly fields: Partial<Record<BillingDetailsField, string>> } {
  const fields: Partial<Record<BillingDetailsField, string>> = {};
  const required = ['name', 'street', 'postalCode', 'city'] as const;
  for (const key of required) if (!input[key].trim()) fields[key] = 'This field is required.';
  const country = input.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fields.country = 'Choose a country.';
  let vatId: string | null = null;
  if (input.vatId?.trim()) {
    const checked = checkVatId(country, input.vatId);
    if (checked.ok) vatId = checked.value;
    else fields.vatId = VAT_ID_PROBLEM_MESSAGES[checked.reason];
    if (!input.company?.trim()) fields.company = 'Enter the company the VAT ID belongs to.';
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const trimmed = (s: string | null) => (s?.trim() ? s.trim() : null);
  return {
    ok: true,
    value: {
      name: input.name.trim(),
      company: trimmed(input.company),
      street: input.street.trim(),
      postalCode: input.postalCode.trim(),
      city: input.city.trim(),
      country,
      vatId,
      invoiceEmail: trimmed(input.invoiceEmail),
    },
  };
}
