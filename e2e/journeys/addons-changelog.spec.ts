import { accountNav, expect, signInToPortal, test, expectNotAvailable } from '../fixtures';
import { seriousViolations } from './axe';

test('Changelog: product changes newest first, recent ones labelled "New!"', async ({ page }) => {
  await signInToPortal(page, 'basic-us');
  await accountNav(page).getByRole('link', { name: 'Changelog' }).click();
  await expect(page).toHaveURL(/\/changelog$/);
  const entries = page
    .getByRole('list', { name: 'Product changes, newest first' })
    .getByRole('article');
  await expect(entries).toHaveCount(8);
  await expect(entries.first().getByRole('heading')).toHaveText('Faster connections in Asia');
  const dates = await entries
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  // Seeded 2, 12 and 26 days ago: "New!"; 45 days and older: not.
  await expect(entries.filter({ hasText: 'New!' })).toHaveCount(3);
  await expect(entries.nth(3)).not.toContainText('New!');
  // A change scheduled for next week is not shown yet.
  await expect(page.getByText('Split tunnelling on macOS')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Changelog: the business navigation has no changelog, and the page is not available', async ({
  page,
}) => {
  await signInToPortal(page, 'business');
  await expectNotAvailable(page, '/changelog', 'Changelog');
});
