import {
  appReady,
  expect,
  holdAppScripts,
  signInToPortal,
  test,
  expectNotAvailable,
  openFromNav,
} from '../fixtures';
import { seriousViolations } from './axe';

// The journeys' server turns the flag on for basic-de only (EXPERT_PROGRAM, decision 0064): the
// first journey leaves it signed up, so this file's journeys run in order.
test.describe.configure({ mode: 'default' });

test("Expert Program: an area ticked before the page is the app's counts (0233)", async ({
  page,
}) => {
  await signInToPortal(page, 'basic-de');
  // The server's HTML alone, as a slow phone shows it while the app's scripts load.
  const scripts = await holdAppScripts(page);
  await page.goto('/expert-program', { waitUntil: 'commit' });
  await page.getByLabel('Routers').check();
  await scripts.release();
  await appReady(page);
  await expect(page.getByLabel('Routers')).toBeChecked();
  // Sent without the terms: the form knows of the area, so only the terms are missing.
  await page.getByRole('button', { name: 'Sign up for the Expert Program' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Check the form' });
  await expect(summary).toContainText('Accept the program terms to sign up.');
  await expect(summary).not.toContainText('Choose at least one area.');
});

test('Expert Program: the pilot account signs up through the form', async ({ page }) => {
  await signInToPortal(page, 'basic-de');
  await openFromNav(page, 'Expert Program', /\/expert-program$/);

  await page.getByRole('button', { name: 'Sign up for the Expert Program' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Check the form' });
  await expect(summary).toContainText('Choose at least one area.');
  await expect(summary).toContainText('Accept the program terms to sign up.');
  await expect(page.getByLabel('Name shown in the community')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Name shown in the community').fill('Kai');
  await page.getByLabel('Routers').check();
  await page.getByLabel('Travel').check();
  await page.getByLabel('Your experience').fill('I run VPN routers for a small hostel in Berlin.');
  await page.getByLabel('Hours a month you can give').fill('8');
  await page.getByLabel('I accept the Expert Program terms.').check();
  await page.getByRole('button', { name: 'Sign up for the Expert Program' }).click();

  await expect(page.getByRole('heading', { name: 'Thanks for signing up' })).toBeVisible();
  await expect(page.getByText('Routers, Travel')).toBeVisible();
  await expect(page.getByText('8 hours a month')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thanks for signing up' })).toBeVisible();
});

test('Expert Program: with the flag off for the user, no item and the page is not available', async ({
  page,
}) => {
  await signInToPortal(page, 'basic-us');
  await expectNotAvailable(page, '/expert-program', 'Expert Program');
});
