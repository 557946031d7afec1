import fs from 'node:fs';
import { apiGet, englishDate, expect, signInToPortal, test } from '../fixtures';

interface ApiInvoice {
  readonly id: string;
  readonly number: string;
  readonly issued_at: string;
}

test('payment history lists the invoices and downloads one as a PDF', async ({ page }) => {
  await signInToPortal(page, 'grace');
  const { invoices } = await apiGet<{ invoices: ApiInvoice[] }>(page, '/api/v2/invoices/');
  const [newest] = invoices;
  expect(newest).toBeDefined();
  if (!newest) return;

  await page.getByRole('article').getByRole('link', { name: 'Payment history' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Payment history' }).locator('tbody tr');
  await expect(rows).toHaveCount(invoices.length);
  const first = rows.first();
  await expect(first.getByRole('rowheader')).toHaveText(newest.number);
  await expect(first).toContainText(englishDate(newest.issued_at));
  await expect(first).toContainText('Premium, 1 month');
  await expect(first).toContainText('Invoice');
  await expect(first).toContainText('$19.49');

  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: `Download ${newest.number} as PDF` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${newest.number}.pdf`);
  const bytes = fs.readFileSync((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a customer without invoices sees the empty state', async ({ page }) => {
  await signInToPortal(page, 'trial-multi');
  await page.goto('/invoices');
  await expect(page.getByText('You have no invoices yet.')).toBeVisible();
});
