import { expect, signInToPortal, test } from '../fixtures';
import { seriousViolations } from './axe';

test('sign-in has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [path, heading] of [
  ['/subscriptions', 'Your account'],
  ['/invoices', 'Payment history'],
  ['/dns_settings', 'DNS Settings'],
  ['/my-subscriptions', 'My Subscription'],
  ['/account-billing', 'Account & Billing'],
  ['/redeem', 'Redeem Code'],
  ['/credit_cards/edit', 'Payment method'],
] as const) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await signInToPortal(page, 'grace');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Skeletons gone (a status such as the dunning notice of issue 21 stays: it is content).
    await expect(page.locator('.bg-skeleton')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the language dialog and the chat panel have no serious or critical violations', async ({
  page,
}) => {
  await signInToPortal(page, 'basic-us');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Language' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Message us/ }).click();
  await expect(page.getByRole('dialog', { name: 'Message support' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
