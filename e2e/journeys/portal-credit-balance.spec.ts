import { demoEmail, expect, signInToPortal, test } from '../fixtures';
import { seriousViolations } from './axe';
import { accountState, enterAddress } from './checkout-steps';
import { downloadedPdfText, latestInvoiceRow } from './invoice-pdf';
import { signInStaff } from './staff-steps';

/**
 * Issue 22 item 5 (decision 0217): finance staff add a goodwill credit in the back office; the
 * customer sees the balance and its history under Account & Billing, in their language, spends
 * it on a purchase (0218), and staff refund part of that purchase to the balance (0221).
 */
test('staff add a goodwill credit; the customer sees the balance and its history', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await (await browser.newContext()).newPage();
  await signInStaff(staff);
  await staff.goto('/admin');
  await staff
    .getByLabel('Email, subscription id, invoice number or card’s last four')
    .fill('cancelled@demo');
  await staff.getByRole('button', { name: 'Find' }).click();
  await staff.getByRole('link', { name: demoEmail('cancelled') }).click();
  const section = staff.getByRole('region', { name: 'Credit balance' });
  await expect(section).toContainText('No credit');
  await section.getByRole('button', { name: 'Add goodwill credit' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog).toContainText('pays their next renewal before their card is charged');
  await dialog.getByLabel('Currency').selectOption('USD');
  await dialog.getByLabel('Amount').fill('12.50');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Outage on the Frankfurt servers');
  await dialog.getByRole('button', { name: 'Add credit' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Add goodwill credit' })).toBeVisible();
  await expect(section).toContainText('$12.50');
  await expect(section.getByRole('row').filter({ hasText: 'Goodwill credit' })).toHaveCount(1);

  const page = await (await browser.newContext()).newPage();
  await signInToPortal(page, 'cancelled');
  await page.goto('/account-billing');
  const credit = page.getByRole('region', { name: 'Credit balance' });
  await expect(credit.locator('[data-credit-balance="USD"]')).toContainText('$12.50');
  await expect(credit.getByRole('row').filter({ hasText: 'Goodwill credit' })).toContainText(
    '$12.50',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // In German, the same balance with its German words and number format.
  await page.goto('/de/account-billing');
  const german = page.getByRole('region', { name: 'Guthaben' });
  await expect(german.locator('[data-credit-balance="USD"]')).toContainText('12,50');
  await expect(german).toContainText('Kulanzgutschrift');

  // Decision 0218: the balance pays a purchase first; the card pays only the rest.
  await page.goto('/order');
  const panel = page.getByRole('region', { name: 'Your current plan' });
  await panel.getByRole('link', { name: 'Add a dedicated IP' }).click();
  await expect(page).toHaveURL(/flow=add_addon/);
  await expect(page.getByRole('radio', { name: 'Saved: Visa •••• 4242' })).toBeChecked();
  await enterAddress(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  // A dedicated IP for 12 months, 71.88 with no tax in Oregon, less the 12.50 credit: 59.38.
  await expect(summary).toContainText('Total today$71.88');
  await expect(summary).toContainText('Credit applied−$12.50');
  await expect(summary).toContainText('To pay now$59.38');
  await page.getByRole('button', { name: 'Pay $59.38' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  await page.goto('/account-billing');
  await expect(credit.locator('[data-credit-balance="USD"]')).toContainText('$0.00');
  const paid = credit.getByRole('row').filter({ hasText: 'Paid towards an invoice' });
  await expect(paid).toContainText('$12.50');
  await expect(paid).toContainText('Invoice');
  const { invoices } = await accountState(page);
  expect(invoices[0]).toMatchObject({
    total: { unscaledValue: 7188 },
    credit_applied: { unscaledValue: 1250 },
  });

  // Decision 0221: staff refund 5.00 of that purchase to the credit balance; no card refund.
  await staff.reload();
  await staff.getByRole('button', { name: 'Refund a payment' }).first().click();
  const refund = staff.getByRole('dialog');
  await refund
    .getByLabel('Payment')
    .selectOption({ label: `${(invoices[0] as unknown as { number: string }).number} · $71.88` });
  await refund.getByLabel('Amount to refund').fill('5.00');
  await refund.getByRole('radio', { name: /^The customer/ }).check();
  await refund.getByLabel('Reason (kept in the audit log)').fill('Dedicated IP set up late');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Refund a payment' })).toBeVisible();
  await expect(section).toContainText('$5.00');

  await page.goto('/account-billing');
  await expect(credit.locator('[data-credit-balance="USD"]')).toContainText('$5.00');
  const returned = credit.getByRole('row').filter({ hasText: 'Refund to balance' });
  await expect(returned).toContainText('$5.00');
  await expect(returned).toContainText(/Credit note CN-\d+/);

  // Decision 0218 addendum: a purchase the balance pays in full asks for no card at all.
  await section.getByRole('button', { name: 'Add goodwill credit' }).click();
  await dialog.getByLabel('Currency').selectOption('USD');
  await dialog.getByLabel('Amount').fill('20.00');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Second outage, same week');
  await dialog.getByRole('button', { name: 'Add credit' }).click();
  await expect(section.getByRole('row').filter({ hasText: 'Goodwill credit' })).toHaveCount(2);
  await page.goto('/order');
  await page.locator('label', { has: page.getByRole('radio', { name: 'Basic' }) }).click();
  await page.locator('label', { has: page.getByRole('radio', { name: '1 month' }) }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await enterAddress(page);
  // Basic for a month, 12.95 with no tax in Oregon, all of it from the 25.00 balance (the 5.00
  // refunded above and 20.00 more).
  await expect(summary).toContainText('Credit applied−$12.95');
  await expect(summary).toContainText('To pay now$0.00');
  await expect(page.getByTestId('paid-from-balance')).toContainText(
    'Paid from your credit balance',
  );
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page
    .getByRole('checkbox', { name: /I already have .+ second, separate subscription/ })
    .check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay with credit balance' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  await page.goto('/account-billing');
  await expect(credit.locator('[data-credit-balance="USD"]')).toContainText('$12.05');
  const after = await accountState(page);
  expect(after.invoices[0]).toMatchObject({
    total: { unscaledValue: 1295 },
    credit_applied: { unscaledValue: 1295 },
    // Decision 0218 addendum: the balance is what paid it, not the card on file.
    paid_with: { credit_balance: true, method: null },
  });
  await page.goto('/invoices');
  const { row, number } = await latestInvoiceRow(page);
  await expect(row).toContainText('Paid with credit balance');
  const pdf = await downloadedPdfText(page, row, number);
  expect(pdf).toContain('Paid with credit balance');
  expect(pdf).not.toContain('Paid with Visa');

  // Decision 0223: the balance closes with the account; the deletion dialog says how much first.
  await page.goto('/account-billing');
  await page
    .getByRole('region', { name: 'Delete account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deletion.getByTestId('deletion-balance-closes')).toHaveText(
    'Your credit balance of $12.05 closes with the account: a credit balance is not paid out.',
  );
  await deletion.getByRole('button', { name: 'Keep my account' }).click();
  await expect(deletion).toHaveCount(0);
});
