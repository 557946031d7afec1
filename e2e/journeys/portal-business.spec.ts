import type { Page } from '@playwright/test';
import { apiGet, expect, signInToPortal, test } from '../fixtures';
import { seriousViolations } from './axe';

interface Business {
  readonly seats: number;
  readonly assigned: number;
  readonly auto_billing_enabled: boolean;
  readonly licenses: { readonly assignee_email: string | null }[];
}
const held = async (page: Page) =>
  (await apiGet<{ business_subscription: Business }>(page, '/api/v2/licenses/'))
    .business_subscription;

test('newer billing: /volume-management changes the seats and assigns one by email', async ({
  page,
}) => {
  await signInToPortal(page, 'business');
  await expect(page).toHaveURL(/\/volume-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business dashboard' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const before = await held(page);
  await expect(page.getByTestId('seat-count')).toHaveText(String(before.seats));

  const seats = before.seats + 2;
  const change = page.getByRole('region', { name: 'Change the number of seats' });
  await change.getByLabel('Number of seats').fill(String(seats));
  await change.getByRole('button', { name: 'Update seats' }).click();
  // Issue 24 item 6: added seats are paid for, after their price is confirmed.
  await page
    .getByRole('dialog', { name: 'Add seats?' })
    .getByRole('button', { name: /^Pay .+ and add the seats$/ })
    .click();
  await expect(change.getByRole('status')).toHaveText(`You now have ${seats} seats.`);
  await expect(page.getByTestId('seat-count')).toHaveText(String(seats));
  expect((await held(page)).seats).toBe(seats);

  const member = `member-${Date.now()}@team.example`;
  const licenses = page.getByRole('region', { name: 'Licenses' });
  await licenses.getByLabel("Team member's email").fill(member);
  await licenses.getByRole('button', { name: 'Assign seat' }).click();
  await expect(licenses.getByRole('rowheader', { name: member })).toBeVisible();
  expect((await held(page)).licenses.map((l) => l.assignee_email)).toContain(member);

  await licenses.getByRole('button', { name: `Remove ${member}` }).click();
  await expect(licenses.getByRole('rowheader', { name: member })).toHaveCount(0);
});

test('legacy business: the dashboard leads to /license_manager; fewer seats than assigned is refused', async ({
  page,
}) => {
  await signInToPortal(page, 'business-legacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Business dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage licenses' }).click();
  await expect(page).toHaveURL(/\/license_manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'License manager' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const member = `legacy-${Date.now()}@team.example`;
  const licenses = page.getByRole('region', { name: 'Licenses' });
  await licenses.getByLabel("Team member's email").fill(member);
  await licenses.getByRole('button', { name: 'Assign seat' }).click();
  await expect(licenses.getByRole('rowheader', { name: member })).toBeVisible();

  const change = page.getByRole('region', { name: 'Change the number of seats' });
  const seatsField = change.getByLabel('Number of seats');
  const assigned = (await held(page)).assigned;
  await seatsField.fill(String(assigned - 1 || 0));
  await change.getByRole('button', { name: 'Update seats' }).click();
  await expect(seatsField).toHaveAccessibleDescription(
    assigned - 1 >= 1
      ? 'You cannot have fewer seats than team members assigned. Remove someone first.'
      : 'Enter a number from 1 to 1000.',
  );
  expect((await held(page)).assigned).toBe(assigned);
});
