import { expect, signInToPortal, test, expectNotAvailable, openFromNav } from '../fixtures';
import { seriousViolations } from './axe';

test('eSIM: the holiday eSIM with its allowance, validity, expiry and QR code', async ({
  page,
}) => {
  await signInToPortal(page, 'esim');
  await openFromNav(page, 'eSIM', /\/esim$/);
  const current = page.getByRole('region', { name: /^Holiday eSIM, active until/ });
  await expect(current).toContainText('5 GB');
  await expect(current).toContainText('30 days from first use');
  const qr = current.getByRole('img', { name: 'QR code to install the eSIM' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(current.locator('code')).toHaveText(/^LPA:1\$/);

  // The earlier trip's eSIM, in its expired state: no code to install.
  const earlier = page.getByRole('region', { name: /^Holiday eSIM, expired on/ });
  await expect(earlier).toContainText('Expired');
  await expect(earlier).toContainText('3 GB');
  await expect(earlier).toContainText('This eSIM has expired and can no longer be installed.');
  await expect(earlier.getByRole('img')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('eSIM: a user without a holiday eSIM has no item and cannot open the page', async ({
  page,
}) => {
  await signInToPortal(page, 'premium-us');
  await expectNotAvailable(page, '/esim', 'eSIM');
});

test('eSIM at 375 px: the QR code and the code fit without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInToPortal(page, 'esim');
  await page.goto('/esim');
  await expect(page.getByRole('img', { name: 'QR code to install the eSIM' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
