import { expect, signInToPortal, test } from '../fixtures';
import { accountState, enterAddress } from './checkout-steps';

// Issue 24 item 4 (decision 0163): an ended subscription is bought again — a new subscription of
// the same plan at the spec §2 post-expiry offer — from the dashboard and from /order, instead of
// a renewal payment that answered 409 subscription_ended ("Something went wrong").

test('an expired customer renews from the dashboard: the same plan, on the post-expiry offer', async ({
  page,
}) => {
  await signInToPortal(page, 'returning');
  const card = page.getByRole('article').first();
  await expect(card.getByText('Expired').first()).toBeVisible();
  await card.getByRole('link', { name: 'Renew subscription' }).click();

  await expect(page).toHaveURL(/\/order\?tier=basic&length=12$/);
  await expect(
    page.getByText('Welcome back! Come back to a private connection with our special offer.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: '12 months' })).toBeChecked();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/offer=special/);
  await enterAddress(page);
  await page.getByRole('button', { name: 'Pay $99.95' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions.map((s) => [s.tier, s.next_billing_cycle])).toEqual([
    ['TIER_BASIC', 12],
    ['TIER_BASIC', 12],
  ]);
  expect(invoices[0]?.total.unscaledValue).toBe(9995);
  await page.goto('/subscriptions');
  await expect(page.getByText('Active').first()).toBeVisible();
});

test('an expired customer renews from /order: "Renew now" buys the plan again, no retried payment', async ({
  page,
}) => {
  await signInToPortal(page, 'returning-order');
  await page.goto('/order');
  const panel = page.getByRole('region', { name: 'Your current plan' });
  await expect(panel).toContainText('Expired');
  await panel.getByRole('link', { name: 'Renew now' }).click();

  await expect(page).toHaveURL(/\/checkout\?.*offer=special.*price=special-basic-12m-usd/);
  await enterAddress(page);
  await page.getByRole('button', { name: 'Pay $99.95' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  const { subscriptions } = await accountState(page);
  expect(subscriptions).toHaveLength(2);
});
