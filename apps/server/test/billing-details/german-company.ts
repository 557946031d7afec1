/** A German business's billing details (issue 22 item 2) as the portal and checkout send them. */
export const GERMAN_COMPANY = {
  name: 'Erika Mustermann',
  company: 'Muster GmbH',
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE 123 456 789',
  invoice_email: 'rechnungen@muster.example',
};
