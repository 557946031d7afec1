import {
  accountNav,
  apiSubscriptions,
  expect,
  navLabels,
  signInToPortal,
  test,
  expectUnavailablePage,
} from '../fixtures';
import { seriousViolations } from './axe';

test('Router coupon: the code, how to use it, and marking it used', async ({ page }) => {
  await signInToPortal(page, 'esim');
  const [sub] = await apiSubscriptions(page);
  await accountNav(page).getByRole('link', { name: 'Router coupon' }).click();
  await expect(page).toHaveURL(/\/my-subscriptions\/.+\/aircove-coupon$/);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
    `/my-subscriptions/${sub?.krn}/aircove-coupon`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Router coupon' })).toBeVisible();
  await expect(page.getByTestId('coupon-code')).toHaveText(/^ROUTER-/);
  await expect(page.getByText('Ready to use')).toBeVisible();
  await expect(page.getByText(/^Valid until /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to use it' }).locator('li')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'I have used this coupon' }).click();
  await expect(page.getByText(/^You used this coupon on /)).toBeVisible();
  await expect(page.getByText('Used', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^You used this coupon on /)).toBeVisible();
});

test('Router coupon: a subscription without one has no item and the page is not available', async ({
  page,
}) => {
  await signInToPortal(page, 'basic-us');
  await expect(navLabels(page).filter({ hasText: 'Router coupon' })).toHaveCount(0);
  const [sub] = await apiSubscriptions(page);
  await expectUnavailablePage(page, `/my-subscriptions/${sub?.krn}/aircove-coupon`);
});
