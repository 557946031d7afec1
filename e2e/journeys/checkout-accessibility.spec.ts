import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe';
import {
  checkoutUrl,
  enterEmail,
  errorSummary,
  method,
  newEmail,
  startCheckout,
} from './checkout-steps';

const loaded = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);

test('plan selection has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/order');
  await expect(page.getByRole('radiogroup', { name: 'Plan length' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('checkout step 1, empty and with its error, has no serious or critical violations', async ({
  page,
}) => {
  await page.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await loaded(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(errorSummary(page)).toContainText('Enter your email address.');
  expect(await seriousViolations(page)).toEqual([]);
});

test('checkout step 2 with the card form and its errors has no serious or critical violations', async ({
  page,
}) => {
  await page.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await enterEmail(page, newEmail('axe'));
  await loaded(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(errorSummary(page)).toContainText('Choose your country.');
  expect(await seriousViolations(page)).toEqual([]);
});

test('checkout step 2 with each other payment method has no serious or critical violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await startCheckout(page, { price: 'regular-premium-12m-usd' }, 'axe-methods');
  for (const name of ['PayPal', 'Google Pay', 'Apple Pay', 'Gift card']) {
    await method(page, name).check();
    expect(await seriousViolations(page), name).toEqual([]);
  }
});

test('the confirmation, gift-card and setup pages have no serious or critical violations', async ({
  page,
}) => {
  await startCheckout(page, { price: 'regular-basic-1m-usd' }, 'axe-confirm');
  await method(page, 'Google Pay').check();
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Set up your devices' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your activation code' })).toBeVisible();
  await loaded(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/redeem-gift');
  await loaded(page);
  expect(await seriousViolations(page)).toEqual([]);
});
