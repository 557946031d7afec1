import type { Locator, Page } from '@playwright/test';
import {
  apiSubscriptions,
  englishDate,
  expect,
  signInToPortal,
  test,
  type ApiSubscription,
} from '../fixtures';

/** The one subscription card of a seeded customer, and its subscription as the API sends it. */
async function onlyCard(page: Page, key: string): Promise<[Locator, ApiSubscription]> {
  await signInToPortal(page, key);
  const [sub] = await apiSubscriptions(page);
  expect(sub).toBeDefined();
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  return [card, sub as ApiSubscription];
}

const fact = (card: Locator, term: string) =>
  card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: term }) })
    .locator('dd');

const nextDate = (sub: ApiSubscription) => englishDate(sub.next_payment_date ?? '');

// Renewal prices are what will be charged (decision 0120): the spec §9 price plus the tax of the
// demo account's residence (decision 0021 rates), worked out by hand beside each literal. A store
// bills its own subscriptions: their price is shown as the store charges it.

test('active: renews on its date, amount and card', async ({ page }) => {
  const [card, sub] = await onlyCard(page, 'basic-us');
  await expect(card.getByRole('heading', { name: 'Basic' })).toBeVisible();
  await expect(card).toContainText('12-month plan');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Renews automatically on ${nextDate(sub)}.`);
  await expect(fact(card, 'Next payment')).toHaveText(nextDate(sub));
  // Basic 12 months 56.04 in California, 7.25 %: 4.0629 → 4.06.
  await expect(fact(card, 'Amount')).toHaveText('$60.10');
  await expect(fact(card, 'Payment method')).toHaveText('Visa •••• 4242');
  await expect(card.getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
    'href',
    '/credit_cards/edit',
  );
  await expect(card.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
    'href',
    '/invoices',
  );
});

for (const [key, plan, price] of [
  // Premium 1 month 19.49 in California, 7.25 %: 1.413 → 1.41.
  ['trial-multi', 'Premium', '$20.90'],
  // Basic 1 month 12.95 in New York, 4 %: 0.518 → 0.52.
  ['trial-single', 'Basic', '$13.47'],
] as const) {
  test(`free trial without a card (${key}): ends on its date, add a payment method`, async ({
    page,
  }) => {
    const [card, sub] = await onlyCard(page, key);
    await expect(card.getByRole('heading', { name: plan })).toBeVisible();
    await expect(card.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Your free trial ends on ${nextDate(sub)}.`);
    await expect(fact(card, 'Next payment')).toHaveText('None: auto-renew is off');
    await expect(fact(card, 'Renewal price')).toHaveText(price);
    await expect(fact(card, 'Payment method')).toHaveText('No payment method');
    await expect(card.getByRole('link', { name: 'Add payment method' })).toHaveAttribute(
      'href',
      '/credit_cards/edit',
    );
  });
}

test('free trial with a card (chargebee): converts on its date', async ({ page }) => {
  const [card, sub] = await onlyCard(page, 'trial-chargebee');
  await expect(card.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(card).toContainText(`then your plan starts and is charged`);
  await expect(fact(card, 'Next payment')).toHaveText(nextDate(sub));
  // Premium 12 months 80.04 in Texas, 6.25 %: 5.0025 → 5.00.
  await expect(fact(card, 'Amount')).toHaveText('$85.04');
  await expect(fact(card, 'Payment method')).toHaveText('Visa •••• 4242');
});

test('App Store: billed by the store, with its help article', async ({ page }) => {
  const [card, sub] = await onlyCard(page, 'appstore');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(fact(card, 'Next payment')).toHaveText(nextDate(sub));
  await expect(fact(card, 'Amount')).toHaveText('$19.49');
  await expect(fact(card, 'Payment method')).toHaveText('Apple App Store');
  await expect(
    card.getByRole('link', { name: 'Help with App Store subscriptions' }),
  ).toHaveAttribute('href', '/support/troubleshooting/ios-in-app-purchases/');
  await expect(card.getByRole('link', { name: 'Payment history' })).toHaveCount(0);
});

test('Play Store: billed by the store in euros, with its help article', async ({ page }) => {
  const [card] = await onlyCard(page, 'playstore');
  await expect(fact(card, 'Amount')).toHaveText('€56.04');
  await expect(fact(card, 'Payment method')).toHaveText('Google Play Store');
  await expect(
    card.getByRole('link', { name: 'Help with Play Store subscriptions' }),
  ).toHaveAttribute('href', '/support/troubleshooting/play-store-subscriptions');
});

test('expired: the date it ended and renewal as the prominent action', async ({ page }) => {
  const [card, sub] = await onlyCard(page, 'expired');
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Your subscription expired on ${nextDate(sub)}.`);
  // Issue 24 item 4: nothing is owed once it ended; it is bought again (the same plan).
  await expect(card.getByRole('link', { name: 'Renew subscription' })).toHaveAttribute(
    'href',
    '/order?tier=basic&length=12',
  );
});

for (const key of ['grace', 'autobill-failed'] as const) {
  test(`grace period (${key}): the failure date and retry payment first`, async ({ page }) => {
    const [card, sub] = await onlyCard(page, key);
    // Issue 24 item 9: a grace period after a failed automatic renewal is labelled as what it is.
    await expect(card.getByText('Payment failed', { exact: true })).toBeVisible();
    await expect(card).toContainText(
      `Your renewal payment failed on ${englishDate(sub.auto_bill_failed_on ?? '')}.`,
    );
    await expect(fact(card, 'Payment due')).toHaveText(nextDate(sub));
    await expect(fact(card, 'Payment method')).toHaveText('Visa •••• 0069');
    const retry = card.getByRole('link', { name: 'Retry payment' });
    await expect(retry).toHaveAttribute('href', `/subscriptions/${sub.krn}/retry_manual_payment`);
    await expect(card.getByRole('link', { name: 'Why did my renewal fail?' })).toHaveAttribute(
      'href',
      '/support/troubleshooting/automatic-renewal-payment-failed',
    );
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Retry payment' })).toBeVisible();
  });
}

test('expiring: auto-renew off and the date it expires', async ({ page }) => {
  const [card, sub] = await onlyCard(page, 'expiring');
  await expect(card.getByText('Expiring', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Your subscription expires on ${nextDate(sub)}.`);
  await expect(fact(card, 'Next payment')).toHaveText('None: auto-renew is off');
  // Basic 12 months 56.04 in Ontario, Canadian GST 5 %: 2.802 → 2.80.
  await expect(fact(card, 'Renewal price')).toHaveText('$58.84');
});

test('cancelled: works until its date', async ({ page }) => {
  const [card, sub] = await onlyCard(page, 'cancelled');
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Your VPN keeps working until ${nextDate(sub)}.`);
  await expect(fact(card, 'Payment method')).toHaveText('Visa •••• 4242');
});

test('add-ons: a dedicated IP with its region and address', async ({ page }) => {
  const [card] = await onlyCard(page, 'dedicated-ip');
  const addons = card.getByRole('list', { name: 'Add-ons' });
  await expect(addons).toContainText('Dedicated IP');
  await expect(addons).toContainText('Frankfurt, Germany · 185.230.124.17');
  // Premium 12 months 80.04 and the dedicated IP renewed with it 71.88 (decision 0122) in
  // Germany, 19 % of 151.92 = 28.8648 → 28.86.
  await expect(fact(card, 'Amount')).toHaveText('€180.78');
});
