import { expect, navLabels, signInToPortal, test } from '../fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the slide-out menu holds the account navigation; the calls to action show', async ({
  page,
}) => {
  await signInToPortal(page, 'trial-single');
  // The sidebar is hidden on small screens: the navigation lives in the menu.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/setup');
  // /aircove is the marketing site's page; without one (and without a router coupon) the call
  // to action is left out rather than leading to "Page not found" (issue 17, decision 0133).
  await expect(header.getByRole('link', { name: 'Get Aircove' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Message us' })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Halyard VPN' });
  await expect(menu.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(navLabels(page)).toHaveText([
    'Dashboard',
    'Setup Devices',
    'My Subscription',
    'Account & Billing',
    'Changelog',
    'Redeem Code',
    'Sign Out',
  ]);
  await menu.getByRole('link', { name: 'Account & Billing' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/account-billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account & Billing' })).toBeVisible();

  // The page does not scroll sideways at this width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('at 1280 px the calls to action are hidden and the sidebar shows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToPortal(page, 'trial-single');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get started' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Need help? Message us Replies by email' }),
  ).toBeVisible();
});
