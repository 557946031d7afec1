import { expect, signInToPortal, test, expectNotAvailable, openFromNav } from '../fixtures';
import { seriousViolations } from './axe';

test('Setup Devices: the activation code from the link, to copy, and the apps per device', async ({
  page,
}) => {
  await signInToPortal(page, 'basic-us');
  await openFromNav(page, 'Setup Devices', /\/activation-setup\?activation_code=act_basicus1$/);
  await expect(page.getByTestId('activation-code')).toHaveText('act_basicus1');
  await expect(page.getByRole('button', { name: 'Copy the activation code' })).toBeVisible();
  const devices = page.getByRole('region', { name: 'Download the apps' }).getByRole('link');
  await expect(devices).toHaveCount(7);
  // No marketing site is configured: each app links to its section of the install guide
  // (issue 17, decision 0133); with MARKETING_SITE_URL it is that site's download page.
  await expect(devices.first()).toHaveAttribute('href', '/support/setup/install-apps#windows');
  await page.getByRole('link', { name: /iPhone & iPad/ }).click();
  await expect(page).toHaveURL(/\/support\/setup\/install-apps#ios$/);
  await expect(page.locator('#ios')).toBeInViewport();
  await page.goBack();
  // Back on the page (a document of its own again: the guide is another page), and only then the
  // accessibility check, repeated if the page is still being replaced under it.
  await expect(page).toHaveURL(/\/activation-setup\?activation_code=act_basicus1$/);
  await expect(page.getByTestId('activation-code')).toHaveText('act_basicus1');
  await expect(async () => expect(await seriousViolations(page)).toEqual([])).toPass();
});

test('Setup Devices: an invalid or expired code shows the server’s message', async ({ page }) => {
  await signInToPortal(page, 'basic-us');
  await page.goto('/activation-setup?activation_code=act_someone_else');
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired activation code.');
  await expect(page.getByTestId('activation-code')).toHaveCount(0);
});

test('Setup Devices: an expired account has no item and cannot open the page', async ({ page }) => {
  await signInToPortal(page, 'expired');
  await expectNotAvailable(page, '/activation-setup?activation_code=act_expired1', 'Setup Devices');
});
