import { expect, test } from '../fixtures';
import { enterCard, fillGermanCompany, payAndConfirm, startCheckout } from './checkout-steps';
import { downloadedPdfText, latestInvoiceRow } from './invoice-pdf';

// Issue 22 item 2 (decision 0198): a business buys for its company inside checkout. Its German
// VAT ID (the seller is in IE) makes the purchase EU reverse charge: the summary, priced by the
// server, shows no VAT and the note, the card is charged that net amount, and the invoice PDF
// names the company and VAT ID with the legal note.

test('buys for a company with a VAT ID at checkout and downloads the invoice that shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startCheckout(
    page,
    { currency: 'EUR', price: 'regular-basic-1m-eur' },
    'checkout-company',
    { country: 'DE', postalCode: '10115' },
  );
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Tax (19%)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €15.41' })).toBeVisible();

  await page.getByRole('checkbox', { name: "I'm buying for a company" }).check();
  const company = page.getByRole('group', { name: "I'm buying for a company" });
  await fillGermanCompany(company);
  // The server checks the VAT ID's format for Germany and says so under the field.
  await company.getByLabel('VAT ID (optional)').fill('DE 12345');
  await expect(company.getByText('Enter a valid VAT ID for this country')).toBeVisible();

  await company.getByLabel('VAT ID (optional)').fill('DE 123 456 789');
  await expect(summary.getByText('Tax (0%)')).toBeVisible();
  await expect(summary.getByText('Reverse charge: VAT is to be accounted for')).toBeVisible();
  await expect(company.getByText('Enter a valid VAT ID for this country')).toBeHidden();
  await enterCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, 'Pay €12.95');

  // The new account keeps the details; the invoice of this purchase prints them.
  await page.goto('/account-billing');
  const details = page.getByRole('region', { name: 'Billing details' });
  await expect(details.getByLabel('VAT ID (optional)')).toHaveValue('DE123456789');
  await page.goto('/invoices');
  const { row, number } = await latestInvoiceRow(page);
  const text = await downloadedPdfText(page, row, number);
  for (const expected of [
    number,
    'Muster GmbH',
    'Erika Mustermann',
    'Hauptstraße 1',
    '10115 Berlin',
    'VAT ID: DE123456789',
    'VAT ID: IE3456789XH',
    'Reverse charge: VAT is to be accounted for by the recipient',
    '€12.95',
  ])
    expect(text).toContain(expected);
  expect(text).not.toContain('€15.41');
});
