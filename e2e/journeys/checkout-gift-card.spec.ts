import { expect, test } from '../fixtures';
import { accountState, newEmail } from './checkout-steps';

test('gift card in three steps: enter the code, create an account, redeem', async ({ page }) => {
  await page.goto('/redeem-gift');
  const steps = page.getByRole('navigation', { name: 'Redemption steps' });
  await expect(steps.getByRole('listitem').nth(0)).toHaveAttribute('aria-current', 'step');

  await page.getByLabel('Gift card code').fill('halyard-gift-24m-0004');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Create your account' })).toBeFocused();

  await page.getByLabel('Email').fill(newEmail('gift'));
  await page.getByLabel('Password').fill('a long gift password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Redeem' })).toBeFocused();
  await expect(page.getByText(/^Premium for 24 months will be added to gift-/)).toBeVisible();

  await page.getByRole('button', { name: 'Redeem gift card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done!' })).toContainText(
    /Done! Your Premium subscription runs until/,
  );
  const { subscriptions } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]?.tier).toBe('TIER_PREMIUM');

  // The code is spent: checking it again says so.
  await page.goto('/redeem-gift');
  await page.getByLabel('Gift card code').fill('HALYARD-GIFT-24M-0004');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('alert')).toContainText('This gift card has already been redeemed.');
});
