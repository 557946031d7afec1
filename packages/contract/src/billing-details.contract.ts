import { z } from 'zod';
import { Email } from './account.contract';
import { defineRoute, errors } from './http';

const Line = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

/**
 * A customer's billing details (issue 22 item 2, decision 0190): printed on every invoice and
 * credit note issued from then on. The server checks the VAT ID's format for the country and
 * answers whether EU reverse charge applies to this buyer.
 */
export const BillingDetailsBody = z
  .object({
    name: Line(120),
    company: Line(160).nullish(),
    street: Line(200),
    postal_code: Line(20),
    city: Line(120),
    country: Line(2),
    vat_id: Line(30).nullish(),
    invoice_email: z.union([Email, z.literal('')]).nullish(),
  })
  .meta({ id: 'BillingDetailsBody' });
export type BillingDetailsBody = z.infer<typeof BillingDetailsBody>;

export const BillingDetailsView = z
  .object({
    name: z.string(),
    company: z.string().nullable(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: z.string(),
    vat_id: z.string().nullable(),
    invoice_email: z.string().nullable(),
    /** EU reverse charge applies: VAT is not charged and invoices carry the legal note. */
    reverse_charge: z.boolean(),
  })
  .meta({ id: 'BillingDetails' });
export type BillingDetailsView = z.infer<typeof BillingDetailsView>;

export const getBillingDetails = defineRoute({
  method: 'GET',
  path: '/api/v2/users/billing-details',
  summary: "The signed-in customer's billing details (null until given)",
  tags: ['account'],
  auth: true,
  response: {
    200: z.object({ details: BillingDetailsView.nullable() }).meta({ id: 'BillingDetailsResult' }),
    ...errors(400, 401),
  },
});

export const putBillingDetails = defineRoute({
  method: 'PUT',
  path: '/api/v2/users/billing-details',
  summary: 'Set the billing details printed on invoices issued from now on',
  tags: ['account'],
  auth: true,
  body: BillingDetailsBody,
  response: {
    200: z.object({ details: BillingDetailsView }).meta({ id: 'BillingDetailsSaved' }),
    ...errors(400, 401),
  },
});
