import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';

/** The newest row of the portal's payment history (on /invoices) and its invoice number. */
export async function latestInvoiceRow(page: Page): Promise<{ row: Locator; number: string }> {
  const row = page.getByRole('table', { name: 'Payment history' }).locator('tbody tr').first();
  return { row, number: (await row.getByRole('rowheader').textContent()) ?? '' };
}

/** Downloads a row's invoice PDF as the customer does and returns its text (pdftotext -layout). */
export async function downloadedPdfText(page: Page, row: Locator, number: string) {
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${number} as PDF` }).click();
  const file = (await (await download).path()) ?? '';
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
