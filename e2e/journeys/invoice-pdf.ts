import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';

/** The newest row of the portal's payment history (on /invoices) and its invoice number. */
export async function latestInvoiceRow(page: Page): Promise<{ row: Locator; number: string }> {
  const row = page.getByRole('table', { name: 'Payment history' }).locator('tbody tr').first();
  return { row, number: (await row.getByRole('rowheader').textContent()) ?? '' };
}

/**
 * Downloads a row's invoice PDF as the customer does and returns its text (pdftotext -layout).
 * A download that does not start within 20 s fails with what the row shows then (the button still
 * "Downloading…", or the row's alert), not at the journey's own timeout with no cause (seen once
 * in a full run, never alone).
 */
export async function downloadedPdfText(page: Page, row: Locator, number: string) {
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await row.getByRole('button', { name: `Download ${number} as PDF` }).click();
  const saved = await download.catch(async (error: unknown) => {
    const shown = (await row.textContent({ timeout: 1_000 }).catch(() => null)) ?? '(row gone)';
    throw new Error(`The PDF of ${number} was not downloaded; its row shows: ${shown}`, {
      cause: error,
    });
  });
  const file = (await saved.path()) ?? '';
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
