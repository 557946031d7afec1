import { apiGet, englishDate, expect, signInToPortal, test } from '../fixtures';

// Issue 24 item 3 (decision 0162): the deletion dialog says "Your subscriptions stop renewing".
// It is so at once: auto-renew goes off with the request, the dashboard shows the pending
// deletion, and cancelling it turns renewal back on.

test('asking for deletion turns auto-renew off at once; the dashboard says so; cancelling restores it', async ({
  page,
}) => {
  await signInToPortal(page, 'leaving');
  const card = page.getByRole('article').first();
  const toggle = card.getByRole('switch', { name: 'Auto-renew' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await page.goto('/account-billing');
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your subscriptions stop renewing');
  await dialog.getByRole('button', { name: 'Request deletion' }).click();
  // Read the request once the page says the server has it (the read could race the request).
  await expect(section.getByRole('status')).toContainText('Your account will be deleted on');
  const held = await apiGet<{ deletion: { scheduled_for: string } | null }>(
    page,
    '/api/v2/users/deletion',
  );
  const date = englishDate(held.deletion?.scheduled_for ?? '');

  await page.goto('/subscriptions');
  const notice = page.getByRole('region', { name: `Your account will be deleted on ${date}` });
  await expect(notice).toContainText('Your subscriptions no longer renew');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByText(/Auto-renew is off: your subscription ends on/)).toBeVisible();
  const { subscriptions } = await apiGet<{ subscriptions: { auto_billing_enabled: boolean }[] }>(
    page,
    '/api/v2/subscriptions/',
  );
  expect(subscriptions.map((s) => s.auto_billing_enabled)).toEqual([false]);

  await notice.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The deletion was cancelled' }),
  ).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(card.getByText(/Renews automatically on/)).toBeVisible();
});
