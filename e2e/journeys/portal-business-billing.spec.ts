import { englishDate, expect, signInToPortal, test } from '../fixtures';

// Issue 24 item 6 (decision 0165): a business subscription is invoiced; added seats are charged
// pro rata after a confirmation that shows the amount; removed seats go at the renewal. Oregon
// has no sales tax, so the amounts are the seat price: $5.00 a seat a month, 12 months.

test('business billing: the invoice of the term, seats added for a confirmed amount, fewer from the renewal', async ({
  page,
}) => {
  await signInToPortal(page, 'business-billing');
  await page.goto('/volume-management');
  const seatsPanel = page.getByRole('region', { name: 'Seats', exact: true });
  await expect(seatsPanel).toContainText('$60.00 per seat for 12 months, tax added.');
  await expect(seatsPanel).toContainText('$600.00 for 10 seats');
  const invoices = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText('$600.00');

  const change = page.getByRole('region', { name: 'Change the number of seats' });
  await change.getByLabel('Number of seats').fill('12');
  await change.getByRole('button', { name: 'Update seats' }).click();
  const add = page.getByRole('dialog', { name: 'Add seats?' });
  // 2 seats × $60.00 × 200 of 365 days left (the seeded term ends in 200 days) = $65.75.
  await expect(add).toContainText('2 more seats cost $65.75 now');
  await expect(add).toContainText('the renewal is $720.00 for 12 seats');
  await add.getByRole('button', { name: 'Pay $65.75 and add the seats' }).click();
  await expect(change.getByRole('status')).toHaveText('You now have 12 seats.');
  await expect(page.getByTestId('seat-count')).toHaveText('12');
  await expect(invoices).toHaveCount(2);
  await expect(invoices.first()).toContainText('$65.75');

  await change.getByLabel('Number of seats').fill('11');
  await change.getByRole('button', { name: 'Update seats' }).click();
  const fewer = page.getByRole('dialog', { name: 'Fewer seats from the renewal?' });
  await expect(fewer).toContainText('You keep your 12 seats until');
  await fewer.getByRole('button', { name: 'Renew fewer seats' }).click();
  const renewal = await page.request.get('/api/v2/licenses/', {
    headers: { 'x-tenant-id': 'halyard' },
  });
  const held = ((await renewal.json()) as { business_subscription: { next_payment_date: string } })
    .business_subscription;
  await expect(change.getByRole('status')).toHaveText(
    `From the renewal on ${englishDate(held.next_payment_date)}: 11 seats.`,
  );
  await expect(page.getByTestId('seat-count')).toHaveText('12');
  await expect(seatsPanel).toContainText('$660.00 for 11 seats');
});
