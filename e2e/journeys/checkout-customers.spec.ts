import { expect, signInToPortal, test } from '../fixtures';
import { accountState, enterAddress, enterCard, errorSummary } from './checkout-steps';

test('an existing free-trial user is refused a free-period offer with the spec §5 message', async ({
  page,
}) => {
  await signInToPortal(page, 'trial-multi');
  const before = await accountState(page);

  await page.goto('/order?referrerId=PREMIUMUS');
  // Issue 24 item 9: the page says so before payment and promises no free month anywhere.
  await expect(page.getByText('Free periods are only available for new users.')).toBeVisible();
  await expect(page.getByText('A friend invited you: you get 1 month free.')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^12 months/ })).toBeVisible();
  await expect(page.getByText(/^\+ .* free$/)).toHaveCount(0);
  await page.locator('label', { has: page.getByRole('radio', { name: /^12 months/ }) }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();

  // Signed in: the account step is done, the payment step is open.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await enterAddress(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(errorSummary(page)).toContainText('Free periods are only available for new users.');

  const after = await accountState(page);
  expect(after.subscriptions).toHaveLength(before.subscriptions.length);
  expect(after.invoices).toHaveLength(before.invoices.length);
});

test('a customer adds a dedicated IP to their subscription with the stored card', async ({
  page,
}) => {
  await signInToPortal(page, 'basic-us');
  const before = await accountState(page);
  const [sub] = before.subscriptions;
  expect(sub?.addons.some((addon) => addon.addon_type === 'dip')).toBe(false);

  await page.goto('/order');
  const panel = page.getByRole('region', { name: 'Your current plan' });
  await expect(panel).toContainText('Basic, billed every 12 months');
  await panel.getByRole('link', { name: 'Add a dedicated IP' }).click();

  await expect(page).toHaveURL(/flow=add_addon/);
  await expect(page.getByRole('radio', { name: 'Saved: Visa •••• 4242' })).toBeChecked();
  // From basic-us@'s own address (California): 71.88 + 7.25 % (5.2113 → 5.21) = 77.09.
  await enterAddress(page, { country: 'US', state: 'CA', postalCode: '94105' });
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'Dedicated IP',
  );
  await page.getByRole('button', { name: 'Pay $77.09' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  expect(new URL(page.url()).searchParams.get('user_flow')).toBe('add_addon');
  await expect(page.getByRole('alert')).toHaveCount(0); // no add-on failure
  const after = await accountState(page);
  const changed = after.subscriptions.find((s) => s.subscription_id === sub?.subscription_id);
  expect(changed?.addons.map((addon) => addon.addon_type)).toContain('dip');
  expect(after.invoices).toHaveLength(before.invoices.length + 1);
});

test('edit subscription: a customer changes Basic 12 months to Premium 24 months', async ({
  page,
}) => {
  await signInToPortal(page, 'referred');
  const before = await accountState(page);
  const [sub] = before.subscriptions;

  await page.goto('/order');
  await page.getByRole('link', { name: 'Change plan length or tier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your plan' })).toBeVisible();
  await page.locator('label', { has: page.getByRole('radio', { name: 'Premium' }) }).click();
  await page.locator('label', { has: page.getByRole('radio', { name: '24 months' }) }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/flow=edit_subscription/);
  await expect(page.getByRole('radio', { name: 'Saved: Mastercard •••• 4444' })).toBeChecked();
  await enterAddress(page);
  await page.getByRole('button', { name: 'Pay $119.76' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  expect(new URL(page.url()).searchParams.get('user_flow')).toBe('edit_subscription');
  const after = await accountState(page);
  expect(after.subscriptions).toHaveLength(1);
  expect(after.subscriptions[0]).toMatchObject({
    subscription_id: sub?.subscription_id,
    tier: 'TIER_PREMIUM',
    next_billing_cycle: 24,
  });
});

test('additional purchase: a customer with a running plan buys another with the stored card', async ({
  page,
}) => {
  await signInToPortal(page, 'id-defender');
  const before = await accountState(page);
  await page.goto('/order');
  await page.locator('label', { has: page.getByRole('radio', { name: 'Basic' }) }).click();
  await page.locator('label', { has: page.getByRole('radio', { name: '1 month' }) }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await enterAddress(page);
  // Issue 24 item 5: a plan beside the running one is confirmed, the overlap named.
  await page
    .getByRole('checkbox', { name: /I already have .+ second, separate subscription/ })
    .check();
  await page.getByRole('button', { name: 'Pay $12.95' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  expect(new URL(page.url()).searchParams.get('user_flow')).toBe('additional_purchase');
  const after = await accountState(page);
  expect(after.subscriptions).toHaveLength(before.subscriptions.length + 1);
});

test('post-expiry: an expired customer is welcomed back with the special offer', async ({
  page,
}) => {
  await signInToPortal(page, 'expired');
  await page.goto('/order');
  await expect(
    page.getByText('Welcome back! Come back to a private connection with our special offer.'),
  ).toBeVisible();
  await expect(page.getByText(/Renews at \$116\.95 every 12 months/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your current plan' })).toContainText('Expired');
});

test('renewal payment dialog: an owed renewal is paid from the current-plan panel, or says why not', async ({
  page,
}) => {
  await signInToPortal(page, 'autobill-failed');
  await page.goto('/order');
  const panel = page.getByRole('region', { name: 'Your current plan' });
  await panel.getByRole('button', { name: 'Renew now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew your subscription' });
  await expect(dialog).toContainText('We will charge $12.95 to Visa •••• 0069 now');
  await dialog.getByRole('button', { name: 'Pay $12.95 now' }).click();
  // The stored card has expired: the spec §8 key's message says what to do.
  await expect(dialog.getByRole('alert')).toContainText(
    'Your card has expired or its details are out of date. Please use another card.',
  );
  // Another card, in the gateway's own fields (decision 0151): stored, then charged once.
  await dialog.getByRole('button', { name: 'Pay with another card' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Save card and pay $12.95' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Done. Your subscription is renewed until',
  );
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions[0]).toMatchObject({ next_payment_method: 'CreditCard' });
  expect(invoices[0]).toMatchObject({
    total: { unscaledValue: 1295, currency: 'USD' },
    payment_summary: 'Visa •••• 4242',
  });
});
