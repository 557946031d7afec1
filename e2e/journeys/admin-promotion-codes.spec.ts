import { expect, test } from '../fixtures';
import {
  checkoutUrl,
  enterAddress,
  enterCard,
  enterEmail,
  newEmail,
  payAndConfirm,
} from './checkout-steps';
import { signInStaff } from './staff-steps';

// Issue 22 item 4 (decision 0219): staff create a promotion code in the back office's catalogue,
// a buyer applies it at checkout and pays the discounted price, the list counts the redemption,
// and a deactivated code is refused.

test('staff create a promotion code; a buyer pays the discounted price; deactivated, it is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

  await signInStaff(page, '/admin/promotion-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion codes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Promotion codes' })).toBeVisible();

  const create = async () => {
    await page.getByRole('button', { name: 'New promotion code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('Offer').selectOption('regular');
    await dialog.getByLabel('Share off the first payment (%)').fill('25');
    await dialog.getByLabel('Total redemptions (empty: no limit)').fill('5');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Journey campaign');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    return dialog;
  };
  await create();
  const row = page.getByTestId(`code-${code}`);
  await expect(row).toContainText('25 %');
  await expect(row).toContainText('0 / 5');
  await expect(row).toContainText('Active');

  // The same code twice: the server's 409 shows under the code field, nothing is created.
  const again = await create();
  const codeField = again.getByLabel('Code', { exact: true });
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(
    'A promotion code with this spelling exists already.',
  );
  // The contract's schema checks in the browser too: a bad spelling and share, under each field.
  await codeField.fill('-x');
  await again.getByLabel('Share off the first payment (%)').fill('150');
  await again.getByRole('button', { name: 'Create code' }).click();
  await expect(codeField).toHaveAccessibleDescription(
    'Use 3 to 32 letters, digits or hyphens, not starting or ending with a hyphen.',
  );
  await expect(again.getByLabel('Share off the first payment (%)')).toHaveAccessibleDescription(
    'Enter a share from 0.01 to 100.',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`code-${code}`)).toHaveCount(1);

  // The buyer: Premium 12 months $80.04 − 25 % ($20.01) = $60.03 (Oregon: no sales tax).
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await enterEmail(buyer, newEmail('promo-admin'));
  await buyer.getByRole('button', { name: 'Have a code?' }).click();
  await buyer.getByLabel('Promotion code').fill(code.toLowerCase());
  await buyer.getByRole('button', { name: 'Apply' }).click();
  await expect(
    buyer.getByText(`${code} applied: 25% off your first payment.`, { exact: true }),
  ).toBeVisible();
  await enterAddress(buyer);
  await enterCard(buyer, '4242 4242 4242 4242');
  await payAndConfirm(buyer, 'Pay $60.03');

  await page.reload();
  await expect(row).toContainText('1 / 5');
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Campaign over');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  const late = await (await browser.newContext()).newPage();
  await late.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await enterEmail(late, newEmail('promo-late'));
  await late.getByRole('button', { name: 'Have a code?' }).click();
  await late.getByLabel('Promotion code').fill(code);
  await late.getByRole('button', { name: 'Apply' }).click();
  // Decision 0219: checkout refuses a deactivated code as expired.
  await expect(late.getByText('This code has expired.')).toBeVisible();
});
