import { expect, test } from '../fixtures';
import {
  accountState,
  checkoutUrl,
  enterEmail,
  method,
  newEmail,
  startCheckout,
} from './checkout-steps';

test('Google Pay: the wallet pays and the subscription is billed to Google Pay', async ({
  page,
}) => {
  await startCheckout(page, { price: 'regular-basic-24m-usd' }, 'gpay');
  await method(page, 'Google Pay').check();
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('amount')).toBe('81.36');
  expect(params.get('payment_type')).toBe('google_pay');
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]).toMatchObject({
    next_payment_method: 'GooglePay',
    next_billing_cycle: 24,
  });
  expect(invoices).toHaveLength(1);
});

test('Apple Pay: the button has the spec §9 shape (pill, height 60)', async ({ page }) => {
  await page.goto(checkoutUrl({ price: 'regular-basic-24m-usd' }));
  await enterEmail(page, newEmail('applepay'));
  await method(page, 'Apple Pay').check();
  const button = page.getByRole('button', { name: 'Pay with Apple Pay' });
  expect((await button.boundingBox())?.height).toBe(60);
  expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).toMatch(/px$/);
});
