import { execFileSync } from 'node:child_process';
import { expect, test } from '../fixtures';
import {
  accountState,
  checkoutUrl,
  enterAddress,
  enterCard,
  enterEmail,
  newEmail,
  payAndConfirm,
} from './checkout-steps';

// Issue 22 item 4 (decision 0193): "Have a code?" at checkout — a refused code says why, an
// accepted one shows in the summary, the buyer pays exactly the discounted total, and the
// invoice and its PDF name the code.

test('a new buyer applies a promotion code, pays the discounted total and sees it on the invoice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await enterEmail(page, newEmail('promo'));
  await page.getByRole('button', { name: 'Have a code?' }).click();
  const code = page.getByLabel('Promotion code');

  // Refusals in the spec's error style, in words: an ended campaign, a code for another plan.
  await code.fill('spring10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This code has expired.')).toBeVisible();
  await code.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This code does not exist. Check it and try again.')).toBeVisible();

  await code.fill('premium40');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('PREMIUM40 applied: 40% off your first payment.', { exact: true }),
  ).toBeVisible();

  // Oregon: no sales tax. Premium 12 months 80.04 − 40 % (32.02) = 48.02.
  await enterAddress(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const codeRow = summary.locator('div', { has: page.getByText('Code PREMIUM40') }).last();
  await expect(codeRow).toContainText('−$32.02');
  await expect(summary.getByText('$48.02').last()).toBeVisible();
  await enterCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, 'Pay $48.02');

  const { invoices } = await accountState(page);
  expect(invoices).toHaveLength(1);
  expect(invoices[0]).toMatchObject({ total: { unscaledValue: 4802, currency: 'USD' } });

  await page.goto('/invoices');
  const row = page.getByRole('table', { name: 'Payment history' }).locator('tbody tr').first();
  const number = (await row.getByRole('rowheader').textContent()) ?? '';
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${number} as PDF` }).click();
  const file = (await (await download).path()) ?? '';
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(number);
  expect(text).toMatch(/Discount \(incl\. code PREMIUM40\)\s+−\$272\.14/);
  expect(text).toMatch(/\$48\.02/);
});
