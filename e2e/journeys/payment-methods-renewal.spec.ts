import { apiGet, expect, test } from '../fixtures';
import { cardFrame, expectRow, newEmail } from './checkout-steps';
import { seriousViolations } from './axe';
import { buyBasicMonthly, clockJourneys, runBilling, travel } from './time-travel-steps';

// Issue 22 item 1 (decision 0191): a customer keeps several payment methods, one the default.
// A buyer adds a second card through the gateway's frame, makes it the default, and the next
// renewal charges it. It moves the server's clock, so it runs in the time-travel project.
clockJourneys();

test('add a second card, make it the default, and the renewal charges it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = newEmail('two-cards');
  await buyBasicMonthly(page, email, '4242 4242 4242 4242');

  // The card of the purchase is the one stored method, the default.
  await page.goto('/credit_cards/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your payment methods' });
  const visa = list.getByRole('listitem').filter({ hasText: 'Visa •••• 4242, expires 12/2030' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(visa).toContainText('Default');

  // A second card, entered in the gateway's frame (decision 0151), kept beside the first.
  await page.getByRole('radio', { name: 'Add it as another card' }).check();
  await expect(page.getByRole('heading', { name: 'Add a card' })).toBeVisible();
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill('5555 5555 5555 4444');
  await frame.getByLabel('Expiry date').fill('08 / 31');
  await frame.getByLabel('Security code (CVC)').fill('321');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').first()).toContainText(
    'Added: Mastercard •••• 4444. Make it the default',
  );
  const mastercard = list
    .getByRole('listitem')
    .filter({ hasText: 'Mastercard •••• 4444, expires 08/2031' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(visa).toContainText('Default');
  await expect(mastercard).not.toContainText('Default');
  expect(await seriousViolations(page)).toEqual([]);

  // Make it the default: the badge moves, the subscriptions renew with it.
  await mastercard
    .getByRole('button', { name: 'Make Mastercard •••• 4444, expires 08/2031 the default' })
    .click();
  await expect(
    page.getByText('Mastercard •••• 4444, expires 08/2031 now pays your renewals.'),
  ).toBeVisible();
  await expect(mastercard).toContainText('Default');
  await expect(visa).not.toContainText('Default');

  // The Visa can go; the Mastercard, the only method of a renewing plan, cannot.
  await visa.getByRole('button', { name: 'Remove Visa •••• 4242, expires 12/2030' }).click();
  await expect(page.getByText('Visa •••• 4242, expires 12/2030 was removed.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await mastercard
    .getByRole('button', { name: 'Remove Mastercard •••• 4444, expires 08/2031' })
    .click();
  await expect(page.getByRole('alert')).toContainText(
    'This is the only payment method of a subscription that renews automatically.',
  );
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // A month later the engine renews the plan on the default card.
  const { subscriptions } = await apiGet<{
    subscriptions: { next_payment_date: string; cc_info: { last4: string } | null }[];
  }>(page, '/api/v2/subscriptions/');
  expect(subscriptions[0]?.cc_info?.last4).toBe('4444');
  await travel(page, subscriptions[0]?.next_payment_date ?? '');
  await runBilling(page);
  await page.goto('/invoices');
  const rows = page.getByRole('table', { name: 'Payment history' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('$12.95');
  const charge = await expectRow<{ last4: string; status: string }>(
    `select pm.last4, c.status from charges c
       join payment_methods pm on pm.id = c.payment_method_id
       join users u on u.id = c.user_id
     where u.email = ? and c.kind = 'charge'
     order by c.created_at desc limit 1`,
    email,
  );
  expect(charge).toEqual({ last4: '4444', status: 'succeeded' });
});

test('a renewal declined on the default card is paid from the retry page with another stored card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await buyBasicMonthly(page, newEmail('retry-stored'), '4242 4242 4242 4242');
  const frame = cardFrame(page);
  const save = async (mode: string, number: string, said: string) => {
    await page.goto('/credit_cards/edit');
    await page.getByRole('radio', { name: mode }).check();
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('Expiry date').fill('08 / 31');
    await frame.getByLabel('Security code (CVC)').fill('321');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('status').first()).toContainText(said);
  };
  // A Mastercard kept aside, then the default replaced by a card the bank will decline.
  await save('Add it as another card', '5555 5555 5555 4444', 'Added: Mastercard •••• 4444');
  await save('Replace the default card', '4000 0000 0000 0002', 'Saved: Visa •••• 0002');

  const { subscriptions } = await apiGet<{ subscriptions: { next_payment_date: string }[] }>(
    page,
    '/api/v2/subscriptions/',
  );
  await travel(page, subscriptions[0]?.next_payment_date ?? '');
  await runBilling(page);

  await page.goto('/subscriptions');
  await page.getByRole('article').getByRole('link', { name: 'Retry payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retry payment' })).toBeVisible();
  const other = page.getByRole('region', { name: 'Pay with another saved method' });
  await expect(other).toContainText('The method you pay with becomes the default');
  expect(await seriousViolations(page)).toEqual([]);
  await other
    .getByRole('button', { name: 'Pay $12.95 with Mastercard •••• 4444, expires 08/2031' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid $12.95' })).toBeVisible();

  // The card that paid is now the default the next renewals charge.
  await page.goto('/credit_cards/edit');
  const list = page.getByRole('list', { name: 'Your payment methods' });
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Mastercard •••• 4444' }),
  ).toContainText('Default');
});
