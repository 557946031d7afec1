import { englishDate, expect, signInToPortal, test } from '../fixtures';
import { accountState, enterAddress } from './checkout-steps';

// Issue 24 item 5 (decision 0164): `premium-us@…`, paid through 2028, bought a second Premium plan
// with one press on /order; add-on links led to a plain /order selling a new plan; a Premium gift
// card on Basic started a second subscription.

test('a second plan beside a running one needs a confirmation that names the overlap', async ({
  page,
}) => {
  await signInToPortal(page, 'premium-us');
  const before = await accountState(page);
  const running = before.subscriptions[0] as unknown as { next_payment_date: string };
  await page.goto('/order');
  const panel = page.getByRole('region', { name: 'Your current plan' });
  await expect(panel).toContainText('Premium');
  await expect(panel.getByRole('link', { name: 'Change plan length or tier' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await enterAddress(page);

  const confirm = page.getByRole('checkbox', {
    name: `I already have Premium, paid through ${englishDate(running.next_payment_date)}. I want this plan as a second, separate subscription beside it.`,
  });
  await expect(confirm).not.toBeChecked();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription(
    'Confirm that you want a second subscription, or change your current plan instead.',
  );
  // Nothing was bought.
  expect((await accountState(page)).subscriptions).toHaveLength(before.subscriptions.length);
  await page.getByRole('link', { name: 'Change my current plan instead' }).click();
  await expect(page).toHaveURL(/\/order\?flow=edit_subscription&subscription=sub_premium_us_1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your plan' })).toBeVisible();
});

test('"Add a dedicated IP" and "Buy add-ons" open the add-on checkout of the customer’s plan', async ({
  page,
}) => {
  await signInToPortal(page, 'addons-order');
  await page.goto('/support/dedicated-ip');
  await page.getByRole('link', { name: 'Add a dedicated IP' }).click();
  await expect(page).toHaveURL(/\/order\?flow=add_addon&subscription=sub_addons_order_1/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add to your subscription' }),
  ).toBeVisible();
  // No plan is offered, only add-ons; the dedicated IP is chosen.
  await expect(page.getByRole('radio', { name: '24 months' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Dedicated IP/ })).toBeChecked();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?.*flow=add_addon.*subscription=sub_addons_order_1/);
  await expect(page).not.toHaveURL(/price=/);

  await page.goto('/my-subscriptions');
  await page.getByRole('link', { name: 'Buy add-ons' }).first().click();
  await expect(page).toHaveURL(/\/order\?flow=add_addon&subscription=sub_addons_order_1/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add to your subscription' }),
  ).toBeVisible();
});

test('a Premium gift card on a Basic plan upgrades it, with a preview, and starts nothing new', async ({
  page,
}) => {
  await signInToPortal(page, 'gift-upgrade');
  const before = await accountState(page);
  await page.goto('/redeem');
  await page.getByLabel('Gift card or voucher code').fill('HALYARD-GIFT-12M-0001');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(
    page.getByText(/Redeeming it upgrades your Basic subscription to Premium now, paid through/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now Premium' })).toBeVisible();
  const after = await accountState(page);
  expect(after.subscriptions).toHaveLength(before.subscriptions.length);
  expect(after.subscriptions[0]?.tier).toBe('TIER_PREMIUM');
  await page.goto('/subscriptions');
  await expect(page.getByText('$0.00')).toHaveCount(0);
});
