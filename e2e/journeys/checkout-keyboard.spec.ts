import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { accountState, cardFrame, newEmail } from './checkout-steps';

/** Presses Tab until `target` has the focus (only the keyboard moves it). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} is not reachable with Tab`);
}

test('a purchase with the keyboard only, from the plans to the confirmation', async ({ page }) => {
  await page.goto('/order');
  const lengths = page.getByRole('radiogroup', { name: 'Plan length' });
  await tabTo(page, lengths.getByRole('radio', { name: '24 months' }));
  await page.keyboard.press('ArrowLeft'); // one tab stop; arrows move the choice
  await expect(lengths.getByRole('radio', { name: '12 months' })).toBeChecked();
  await expect(lengths.getByRole('radio', { name: '12 months' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Continue to checkout' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\?/);
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(newEmail('keyboard'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();

  await tabTo(page, page.getByLabel('Country'));
  await page.keyboard.type('United States');
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('State')).toBeFocused();
  await page.keyboard.type('Oregon');
  await page.keyboard.press('Tab');
  await page.keyboard.type('97201');
  // The card fields are the gateway's, in its frame (decision 0151): Tab walks into it and out.
  await tabTo(page, cardFrame(page).getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  const pay = page.getByRole('button', { name: 'Pay $80.04' });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  const { subscriptions } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
});
