import { expect, test } from '../fixtures';
import { enterCard, fillGermanCompany, payAndConfirm, startCheckout } from './checkout-steps';
import { downloadedPdfText, latestInvoiceRow } from './invoice-pdf';

// Issue 22 item 2 (decision 0190): a company buys, gives its billing details with a VAT ID in
// the portal, re-issues the invoice with them and downloads the PDF that prints them.

test('a company buys, adds its VAT ID and downloads the invoice that shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startCheckout(page, { currency: 'EUR', price: 'regular-basic-1m-eur' }, 'company', {
    country: 'DE',
    postalCode: '10115',
  });
  await enterCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, 'Pay €15.41');

  // A VAT ID of the wrong format is refused under its field.
  await page.goto('/account-billing');
  const form = page.getByRole('region', { name: 'Billing details' });
  await fillGermanCompany(form);
  await form.getByLabel('Country').selectOption('DE');
  await form.getByLabel('VAT ID (optional)').fill('DE 12345');
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(form.getByText('Enter a valid VAT ID for this country')).toBeVisible();

  await form.getByLabel('VAT ID (optional)').fill('DE 123 456 789');
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(form.getByRole('status')).toHaveText('Billing details saved.');
  await expect(form.getByText('Your VAT ID qualifies for EU reverse charge')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('VAT ID (optional)')).toHaveValue('DE123456789');

  // The invoice of the purchase, re-issued with the details: same number, the new buyer.
  await page.goto('/invoices');
  const { row, number } = await latestInvoiceRow(page);
  await row.getByRole('button', { name: `Re-issue ${number} with my billing details` }).click();
  await expect(row.getByRole('status')).toHaveText(
    `${number} was re-issued with your billing details.`,
  );
  const text = await downloadedPdfText(page, row, number);
  for (const expected of [
    number,
    'Muster GmbH',
    'Erika Mustermann',
    'Hauptstraße 1',
    '10115 Berlin',
    'VAT ID: DE123456789',
    'VAT ID: IE3456789XH',
    '€15.41',
  ])
    expect(text).toContain(expected);
});
