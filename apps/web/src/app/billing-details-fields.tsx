import type { ReactNode } from 'react';
import type { BillingDetailsBody, BillingDetailsView } from '@halyard/contract';
import { TextField } from '@/ui/text-field';

/**
 * The billing details fields (issue 22 item 2) shared by the portal's section and the checkout's
 * "buying for a company" (decision 0198): the same fields, the same texts for the server's field
 * problems; each page brings its own catalogue's labels and decides where the country comes from.
 */
export type BillingField = keyof BillingDetailsBody;
export type BillingValues = Record<BillingField, string>;

export const EMPTY_BILLING: BillingValues = {
  name: '',
  company: '',
  street: '',
  postal_code: '',
  city: '',
  country: '',
  vat_id: '',
  invoice_email: '',
};

export const billingValuesOf = (d: BillingDetailsView | null | undefined): BillingValues =>
  d
    ? {
        name: d.name,
        company: d.company ?? '',
        street: d.street,
        postal_code: d.postal_code,
        city: d.city,
        country: d.country,
        vat_id: d.vat_id ?? '',
        invoice_email: d.invoice_email ?? '',
      }
    : EMPTY_BILLING;

/** The request body of the values (an empty company or VAT ID is none). */
export const billingBody = (values: BillingValues): BillingDetailsBody => ({
  ...values,
  company: values.company || null,
  vat_id: values.vat_id || null,
});

/** The labels and problem texts, from the page's catalogue (same shape in both). */
export interface BillingTexts {
  readonly name: string;
  readonly company: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly vatId: string;
  readonly invoiceEmail: string;
  readonly errors: {
    readonly required: string;
    readonly country: string;
    readonly vatFormat: string;
    readonly vatCountry: string;
    readonly companyForVat: string;
    readonly email: string;
  };
}

/** The page's own text for a server field problem (the server answers in English). */
export function billingFieldError(
  field: BillingField,
  message: string | undefined,
  errors: BillingTexts['errors'],
): string | undefined {
  if (!message) return undefined;
  if (field === 'vat_id')
    return message.startsWith('VAT IDs are accepted') ? errors.vatCountry : errors.vatFormat;
  if (field === 'company') return errors.companyForVat;
  if (field === 'country') return errors.country;
  if (field === 'invoice_email') return errors.email;
  return errors.required;
}

/**
 * The fields, for a two-column grid the caller draws: name, company, street, postal code, city,
 * `country` (the portal's select; the checkout takes the country of its address), VAT ID and the
 * invoice email. `problems` are the server's messages by field.
 */
export function BillingDetailsFields({
  values,
  onChange,
  texts,
  problems,
  country,
}: {
  readonly values: BillingValues;
  readonly onChange: (field: BillingField, value: string) => void;
  readonly texts: BillingTexts;
  readonly problems: Partial<Record<BillingField, string>>;
  readonly country?: ReactNode;
}) {
  const text = (field: BillingField, label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(e) => onChange(field, e.target.value)}
      error={billingFieldError(field, problems[field], texts.errors)}
    />
  );
  return (
    <>
      {text('name', texts.name, 'name')}
      {text('company', texts.company, 'organization')}
      <div className="sm:col-span-2">{text('street', texts.street, 'street-address')}</div>
      {text('postal_code', texts.postalCode, 'postal-code')}
      {text('city', texts.city, 'address-level2')}
      {country}
      {text('vat_id', texts.vatId, 'off')}
      <div className={country ? 'sm:col-span-2' : undefined}>
        {text('invoice_email', texts.invoiceEmail, 'email')}
      </div>
    </>
  );
}
