import { apiGet, expect, test } from '../fixtures';
import { expectRow, newEmail } from './checkout-steps';
import { buyBasicMonthly, clockJourneys, runBilling, travel } from './time-travel-steps';

// Issue 21 item 3 (decision 0182): a renewal the bank wants authenticated off-session is not a
// decline. The sandbox's 4000 0000 0000 3345 passes at checkout (the buyer is there) and asks
// for 3-D Secure on every renewal. The buyer completes it from the emailed link, inside grace.
// It moves the server's clock, so it runs in the time-travel project, after the others.
clockJourneys();

test('a renewal the bank wants confirmed: emailed link, bank page, paid once', async ({ page }) => {
  test.setTimeout(120_000);
  const email = newEmail('renewal-3ds');
  await buyBasicMonthly(page, email, '4000 0000 0000 3345');

  // A month later the engine renews it; the bank asks for the customer.
  const { subscriptions } = await apiGet<{ subscriptions: { next_payment_date: string }[] }>(
    page,
    '/api/v2/subscriptions/',
  );
  await travel(page, subscriptions[0]?.next_payment_date ?? '');
  await runBilling(page);
  const mail = await expectRow<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where to_address = ? and kind = 'authentication_required'",
    email,
  );
  expect(mail.subject).toBe('Action needed: confirm your Halyard VPN payment');
  expect(mail.text_body).toContain('$12.95');
  const link = /(http\S+\/retry_manual_payment)/.exec(mail.text_body)?.[1] ?? '';

  // The dashboard says so too: not a failed card, a confirmation to give.
  await page.goto('/subscriptions');
  const card = page.getByRole('article');
  await expect(card).toContainText('Your bank asks you to confirm the renewal payment');

  // From the email: the retry page, the bank's page, back, paid.
  await page.goto(new URL(link).pathname);
  const section = page.getByRole('region', { name: 'Your bank asks you to confirm a payment' });
  await section.getByRole('button', { name: 'Confirm $12.95 with your bank' }).click();
  // Issue 24 item 9: the bank's page names the amount being charged, not $0.00.
  await expect(page.getByText('Your bank asks you to confirm a payment of $12.95')).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid $12.95.' })).toBeVisible();

  await page.goto('/invoices');
  await expect(
    page.getByRole('table', { name: 'Payment history' }).locator('tbody tr'),
  ).toHaveCount(2);
  await page.goto('/subscriptions');
  await expect(card).not.toContainText('Your bank asks you to confirm');
});
