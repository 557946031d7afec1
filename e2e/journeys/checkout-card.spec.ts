import { expect, test } from '../fixtures';
import {
  accountState,
  dbRows,
  enterAddress,
  enterCard,
  enterEmail,
  errorSummary,
  expectRow,
  newEmail,
  startCheckout,
} from './checkout-steps';

test('a new visitor buys Premium for 12 months by card; the redirect carries the spec §2 parameters', async ({
  page,
}) => {
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  // Premium is the default tier; the 24-month card is the recommended one.
  await expect(page.getByRole('radio', { name: 'Premium' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '24 months' })).toBeChecked();
  await page.locator('label', { has: page.getByRole('radio', { name: '12 months' }) }).click();
  await expect(page.getByText('$6.67 /month')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
  await enterEmail(page, newEmail('card'));
  await enterAddress(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('$80.04').last()).toBeVisible();
  await enterCard(page, '4242 4242 4242 4242');
  await expect(
    page
      .getByText(/Renews at \$80\.04 every 12 months from .+\. Cancel anytime in your account\./)
      .first(),
  ).toBeVisible();
  await expect(page.getByText('30-day money-back guarantee').first()).toBeVisible();
  // spec §4 "A click records order submission": sent when the pay button is pressed.
  const submitted = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v1/emit-event',
  );
  const startedAt = new Date().toISOString();
  await page.getByRole('button', { name: 'Pay $80.04' }).click();
  expect((await submitted).postDataJSON()).toEqual({
    event: 'order_submitted',
    properties: {
      method: 'card',
      flow: 'order',
      offerId: 'regular',
      priceId: 'regular-premium-12m-usd',
    },
  });

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your subscription is active.' }),
  ).toBeVisible();
  const params = new URL(page.url()).searchParams;
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  const [bought] = subscriptions;
  expect(Object.fromEntries(params)).toEqual({
    utm_source: 'one_checkout',
    total_period: '12',
    amount: '80.04',
    sub_id: bought?.subscription_id,
    product_id: 'premium',
    product_dip_months: '0',
    payment_type: 'card', // decision 0017: `paypal` for PayPal, each method's own type otherwise
    order_page_type: 'regular',
    user_flow: 'order',
  });
  expect(bought).toMatchObject({
    tier: 'TIER_PREMIUM',
    next_billing_cycle: 12,
    next_payment_method: 'CreditCard',
  });
  expect(invoices).toHaveLength(1);
  expect(invoices[0]).toMatchObject({
    kind: 'invoice',
    subscription_id: bought?.subscription_id,
    total: { unscaledValue: 8004, currency: 'USD' },
  });
  // What the server recorded: the order submission and (spec §7) the payment result.
  const events = dbRows<{ payload: string }>(
    "SELECT payload FROM events WHERE name = 'order_submitted' AND created_at >= ?",
    startedAt,
  ).map((row) => JSON.parse(row.payload) as Record<string, unknown>);
  expect(events).toContainEqual(
    expect.objectContaining({ method: 'card', priceId: 'regular-premium-12m-usd' }),
  );
  const result = await expectRow<Record<string, unknown>>(
    'SELECT * FROM payment_results WHERE trans_id = ?',
    bought?.subscription_id,
  );
  expect(result).toMatchObject({
    result: 'success',
    type: 'card',
    source: 'order',
    gateway: 'sandbox',
    error_code: null,
  });
});

test('a declined card says what to do; another card then pays once', async ({ page }) => {
  await startCheckout(page, { price: 'regular-basic-12m-usd' }, 'declined');
  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $56.04' }).click();
  await expect(errorSummary(page)).toContainText(
    'Your payment was declined. Please try a different card or payment method.',
  );
  await expect(page).toHaveURL(/\/checkout\?/);

  await enterCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Pay $56.04' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]).toMatchObject({ tier: 'TIER_BASIC', next_billing_cycle: 12 });
  expect(invoices.map((invoice) => invoice.payment_summary)).toEqual(['Mastercard •••• 4444']);
});

test('insufficient funds: the buyer is told to use another card and nothing is bought', async ({
  page,
}) => {
  await startCheckout(page, { price: 'regular-premium-1m-usd' }, 'funds');
  await enterCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Pay $19.49' }).click();
  await expect(errorSummary(page)).toContainText(
    'Your card has insufficient funds. Please use another card or payment method.',
  );
  // No purchase: no account was made, so there is no session either.
  const me = await page.request.get('/api/v1/auth/me', { headers: { 'x-tenant-id': 'halyard' } });
  expect(me.status()).toBe(401);
});
