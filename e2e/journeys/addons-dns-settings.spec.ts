import { expect, signInToPortal, test, expectNotAvailable, openFromNav } from '../fixtures';
import { seriousViolations } from './axe';

test('DNS Settings: register the current IP, see it listed, remove one', async ({ page }) => {
  await signInToPortal(page, 'basic-us');
  await openFromNav(page, 'DNS Settings', /\/dns_settings$/);
  // The address the server sees for this browser.
  await expect(page.getByTestId('current-ip')).toHaveText('127.0.0.1');
  const list = page.getByRole('list', { name: 'Registered addresses' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('203.0.113.24');
  await expect(list).toContainText('Home');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Name (optional, e.g. Home)').fill('Laptop');
  await page.getByRole('button', { name: 'Register this IP address' }).click();
  await expect(page.getByText('127.0.0.1 is now registered for smart DNS.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('This address is registered for smart DNS.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registered addresses (2 of 5)' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove 203.0.113.24' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('203.0.113.24');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Registered addresses' })).toContainText('Laptop');
});

test('DNS Settings: hidden for a single-device free trial, and not available', async ({ page }) => {
  await signInToPortal(page, 'trial-single');
  await expectNotAvailable(page, '/dns_settings', 'DNS Settings');
});
