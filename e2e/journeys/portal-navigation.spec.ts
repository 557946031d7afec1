import {
  accountNav,
  expect,
  navLabels,
  signInToPortal,
  test,
  expectUnavailablePage,
  openFromNav,
} from '../fixtures';

const ACCOUNT = ['Account & Billing', 'Changelog', 'Redeem Code', 'Sign Out'];

/** spec §4 navigation type and §6 items for every seeded customer type. */
const NAVIGATION: readonly (readonly [key: string, kind: string, labels: readonly string[]])[] = [
  [
    'basic-us',
    'active Basic',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      'Referrals',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  [
    'trial-multi',
    'free trial, multi-device (Premium)',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'ID Alerts',
      'Password Manager',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  [
    'trial-single',
    'free trial, single device: no DNS',
    ['Dashboard', 'Setup Devices', 'My Subscription', ...ACCOUNT],
  ],
  [
    'trial-chargebee',
    'chargebee free trial (active navigation, no referrals)',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'ID Alerts',
      'Password Manager',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  [
    'appstore',
    'in-app, App Store: no dedicated IP, no referrals',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'ID Alerts',
      'Password Manager',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  [
    'playstore',
    'in-app, Play Store',
    ['Dashboard', 'Setup Devices', 'DNS Settings', 'My Subscription', ...ACCOUNT],
  ],
  ['expired', 'expired', ['Dashboard', ...ACCOUNT]],
  [
    'grace',
    'grace period (still a working VPN)',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      'ID Alerts',
      'Password Manager',
      'Referrals',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  [
    'expiring',
    'expiring',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      'Referrals',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  [
    'autobill-failed',
    'automatic renewal failed',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      'Referrals',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  [
    'cancelled',
    'cancelled but still running',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      'ID Alerts',
      'Password Manager',
      'Referrals',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  [
    'esim',
    'holiday eSIM and router coupon',
    [
      'Dashboard',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      'eSIM',
      'Router coupon',
      'ID Alerts',
      'Password Manager',
      'Referrals',
      'My Subscription',
      ...ACCOUNT,
    ],
  ],
  ['business', 'business, newer billing', ['Dashboard', 'Account & Billing', 'Sign Out']],
  [
    'business-legacy',
    'business, legacy billing',
    ['Dashboard', 'License manager', 'Account & Billing', 'Sign Out'],
  ],
];

for (const [key, kind, labels] of NAVIGATION) {
  test(`${kind} (${key}) sees exactly its navigation items`, async ({ page }) => {
    await signInToPortal(page, key);
    await expect(navLabels(page)).toHaveText([...labels]);
    // spec §2 active marking: the dashboard item is the current page.
    await expect(accountNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
}

test('the setup link carries the first active subscription’s activation code', async ({ page }) => {
  await signInToPortal(page, 'basic-us');
  await expect(accountNav(page).getByRole('link', { name: 'Setup Devices' })).toHaveAttribute(
    'href',
    '/activation-setup?activation_code=act_basicus1',
  );
});

test('business dashboards: /volume-management for newer billing, the relative one for legacy', async ({
  page,
}) => {
  await signInToPortal(page, 'business');
  await expect(page).toHaveURL(/\/volume-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seats', exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signInToPortal(page, 'business-legacy');
  await expect(page).toHaveURL(/\/business$/);
  await expect(accountNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await openFromNav(page, 'License manager', /\/license_manager$/);
});

test('an entitled user opens an add-on page, which the navigation marks active', async ({
  page,
}) => {
  await signInToPortal(page, 'esim');
  await openFromNav(page, 'eSIM', /\/esim$/);
  await expect(accountNav(page).getByRole('link', { name: 'eSIM' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

for (const [key, path, feature] of [
  ['basic-us', '/esim', 'eSIM'],
  ['basic-us', '/keys', 'Password Manager'],
  ['expired', '/my-subscriptions', 'My Subscription'],
  ['business', '/license_manager', 'License manager'],
  ['appstore', '/referrals', 'Referrals'],
] as const) {
  test(`${key} opening ${path} gets the not-available page`, async ({ page }) => {
    await signInToPortal(page, key);
    await expectUnavailablePage(page, path);
    await expect(page.getByText(`${feature} is not part of your subscription`)).toBeVisible();
    await expect(navLabels(page).filter({ hasText: feature })).toHaveCount(0);
  });
}

test('Sign Out in the navigation ends the session', async ({ page }) => {
  await signInToPortal(page, 'expiring');
  await accountNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Finvoices/);
});
