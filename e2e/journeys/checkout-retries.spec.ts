import { expect, test } from '../fixtures';
import {
  accountState,
  checkoutUrl,
  enterAddress,
  enterCard,
  enterEmail,
  newEmail,
} from './checkout-steps';

test('the server answers 503 twice: the retries show, the third attempt pays, exactly one charge', async ({
  page,
}) => {
  const attemptIds: string[] = [];
  await page.route('**/api/v1/checkout', async (route) => {
    const body = route.request().postDataJSON() as { checkoutAttemptId: string };
    attemptIds.push(body.checkoutAttemptId);
    if (attemptIds.length <= 2)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'service_unavailable', message: 'Service Unavailable' },
        }),
      });
    else {
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // long enough to be read
      await route.continue();
    }
  });
  await page.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await enterEmail(page, newEmail('retries'));
  await enterAddress(page);
  await enterCard(page, '4242 4242 4242 4242');
  const pay = page.getByRole('button', { name: 'Pay $80.04' });
  await pay.click();

  await expect(page.getByRole('status').getByText('Still working… attempt 2 of 6')).toBeVisible();
  // The pay button shows progress and ignores presses meanwhile.
  const busy = page.getByRole('button', { name: 'Processing payment…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await busy.dispatchEvent('click'); // a second press changes nothing
  await expect(page.getByRole('status').getByText('Still working… attempt 3 of 6')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);

  // spec §8: a new attempt id each time; the server charged once.
  expect(attemptIds).toHaveLength(3);
  expect(new Set(attemptIds).size).toBe(3);
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  expect(invoices).toHaveLength(1);
});
