import { expect, test } from '../fixtures';
import { accountState, enterCard, startCheckout } from './checkout-steps';

test('the server answers 503 twice: the retries show, the third attempt pays, exactly one charge', async ({
  page,
}) => {
  const attemptIds: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/payment-intent$/.test(request.url()))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.route('**/api/v1/checkout', async (route) => {
    const body = route.request().postDataJSON() as { checkoutAttemptId: string };
    attemptIds.push(body.checkoutAttemptId);
    bodies.push(body);
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
  await startCheckout(page, { price: 'regular-premium-12m-usd' }, 'retries');
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
  // Issue 24 item 10 (decision 0166): the payment intent and every checkout call carry the spec §7
  // fields — an attempt id, the userSession with its page view, and the xv tracking data.
  expect(bodies.length).toBeGreaterThanOrEqual(4);
  for (const body of bodies)
    expect(body).toMatchObject({
      checkoutAttemptId: expect.stringMatching(/^att_[0-9a-f]{32}$/),
      userSession: { pageViewId: expect.any(String) },
      xv: { offer: 'regular', flow: 'order', currency: 'USD', locale: 'en' },
    });
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  expect(invoices).toHaveLength(1);
});
