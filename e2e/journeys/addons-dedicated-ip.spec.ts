import {
  accountNav,
  apiGet,
  demoEmail,
  englishDate,
  expect,
  signInToPortal,
  test,
  expectNotAvailable,
} from '../fixtures';
import { expectRow } from './checkout-steps';
import { seriousViolations } from './axe';

test('Dedicated IP: region, address, billing cycle, renewal and its own auto-renew switch', async ({
  page,
}) => {
  await signInToPortal(page, 'dedicated-ip');
  await accountNav(page).getByRole('link', { name: 'Dedicated IP' }).click();
  await expect(page).toHaveURL(/\/support\/dedicated-ip$/);
  const card = page.getByRole('region', { name: 'Dedicated IP 185.230.124.17' });
  await expect(card).toContainText('Frankfurt, Germany');
  await expect(card).toContainText('185.230.124.17');
  await expect(card).toContainText('Every 12 months');
  await expect(card).toContainText('Renews on');
  await expect(card).toContainText('Active');
  expect(await seriousViolations(page)).toEqual([]);

  const toggle = card.getByRole('switch', { name: 'Renew the dedicated IP automatically' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Stop renewing the dedicated IP?' });
  await expect(dialog).toContainText('185.230.124.17 stays yours until');
  await dialog.getByRole('button', { name: 'Stop renewing' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(card.getByText('The dedicated IP will not renew.')).toBeVisible();

  await page.reload();
  const again = page
    .getByRole('region', { name: 'Dedicated IP 185.230.124.17' })
    .getByRole('switch', { name: 'Renew the dedicated IP automatically' });
  await expect(again).not.toBeChecked();
  await again.click();
  await expect(again).toBeChecked();
});

// premium-us: no journey buys it a dedicated IP (checkout-customers adds one to basic-us).
test('Dedicated IP: without one, the page leads into the add-on checkout', async ({ page }) => {
  await signInToPortal(page, 'premium-us');
  await page.goto('/support/dedicated-ip');
  await expect(page.getByRole('heading', { name: 'You have no dedicated IP yet' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add a dedicated IP' }).click();
  await expect(page).toHaveURL(/\/order/);
  await page
    .getByRole('region', { name: 'Your current plan' })
    .getByRole('link', { name: 'Add a dedicated IP' })
    .click();
  await expect(page).toHaveURL(/flow=add_addon/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'Dedicated IP',
  );
});

test('Dedicated IP: an App Store subscriber has no item and cannot open the page', async ({
  page,
}) => {
  await signInToPortal(page, 'appstore');
  await expectNotAvailable(page, '/support/dedicated-ip', 'Dedicated IP');
});

test('Dedicated IP at 375 px: the details and the switch fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInToPortal(page, 'dedicated-ip');
  await page.goto('/support/dedicated-ip');
  await expect(
    page.getByRole('switch', { name: 'Renew the dedicated IP automatically' }),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

// Issue 24 item 7 (decision 0168): dedicated-ip-new has paid; only this journey assigns from the pool.
test('Dedicated IP after paying: choose a region, get an address from the pool with its renewal date and an email', async ({
  page,
}) => {
  await signInToPortal(page, 'dedicated-ip-new');
  await page.goto('/support/dedicated-ip');
  const card = page.getByRole('region', { name: /^Dedicated IP / });
  await expect(card).toContainText('Not chosen yet');
  await expect(card).toContainText('Assigned when you choose a region');
  await expect(
    card.getByRole('heading', { name: 'Choose a region for your dedicated IP' }),
  ).toBeVisible();
  const region = card.getByLabel('Region');
  await expect(region.locator('option')).toHaveText([
    'Frankfurt, Germany — free addresses: 2',
    'London, United Kingdom — free addresses: 3',
    'New York, United States — free addresses: 3',
    'Tokyo, Japan — free addresses: 1',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await region.selectOption('London, United Kingdom');
  await card.getByRole('button', { name: 'Get my address' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Your address 198.51.100.20 is ready. We have emailed it to you too.',
  );
  const { dedicated_ips } = await apiGet<{ dedicated_ips: { renews_on: string }[] }>(
    page,
    '/api/v2/dedicated-ip',
  );
  const ready = page.getByRole('region', { name: 'Dedicated IP 198.51.100.20' });
  await expect(ready).toContainText('London, United Kingdom');
  await expect(ready).toContainText('Renews on');
  await expect(ready.getByText(englishDate(dedicated_ips[0]!.renews_on))).toBeVisible();
  await expect(ready.getByLabel('Region')).toHaveCount(0);

  const mail = await expectRow<{ text_body: string }>(
    "select text_body from mail_outbox where to_address = ? and kind = 'dedicated_ip_ready'",
    demoEmail('dedicated-ip-new'),
  );
  expect(mail.text_body).toContain('IP address: 198.51.100.20');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Dedicated IP 198.51.100.20' })).toContainText(
    'London, United Kingdom',
  );
});
