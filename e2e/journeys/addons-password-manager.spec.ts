import { expect, signInToPortal, test, expectNotAvailable, openFromNav } from '../fixtures';

test('Premium: the password manager page names the entitlement, the steps and the link', async ({
  page,
}) => {
  await signInToPortal(page, 'premium-us');
  await openFromNav(page, 'Password Manager', /\/keys$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Password manager' })).toBeVisible();
  await expect(page.getByTestId('granted-by')).toHaveText(
    'Included in your Premium plan (subscription sub_premium_us_1).',
  );
  await expect(page.getByRole('link', { name: /Open the password manager/ })).toHaveAttribute(
    'href',
    'https://keys.halyard.test',
  );
  await expect(
    page.getByRole('listitem').filter({ hasText: 'premium-us@demo.halyard.test' }),
  ).toBeVisible();
  await expect(page.locator('ol > li')).toHaveCount(4);
});

test('Basic: no Password Manager item, and /keys is not available', async ({ page }) => {
  await signInToPortal(page, 'basic-de');
  await expectNotAvailable(page, '/keys', 'Password Manager');
});
