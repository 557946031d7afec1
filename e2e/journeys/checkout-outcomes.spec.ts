import { expect, signInToPortal, test } from '../fixtures';
import { checkoutText } from '../catalogue';
import {
  accountState,
  cardFrame,
  checkoutUrl,
  enterAddress,
  enterCard,
  enterEmail,
  errorSummary,
  expectRow,
  method,
  newEmail,
  startCheckout,
} from './checkout-steps';

test('a plan with a dedicated IP: both are bought and the redirect counts the IP months', async ({
  page,
}) => {
  await page.goto('/order');
  await page.locator('label', { has: page.getByRole('radio', { name: '12 months' }) }).click();
  // The choice lives in the URL: the box shows ticked once the URL holds it.
  await page.getByRole('checkbox', { name: /Dedicated IP/ }).click();
  await expect(page.getByRole('checkbox', { name: /Dedicated IP/ })).toBeChecked();
  await expect(page.getByText('Premium, 12 months with 1 add-on')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/addons=/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Dedicated IP');
  await enterEmail(page, newEmail('dip'));
  await enterAddress(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  expect(new URL(page.url()).searchParams.get('product_dip_months')).toBe('12');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]?.addons.map((addon) => addon.addon_type)).toEqual(['dip']);
  expect(invoices).toHaveLength(1);
});

test('spec §8: an add-on missing from the result sets the dip_error cookie and says so', async ({
  page,
  context,
}) => {
  // The server never drops an add-on it charged for; the answer is edited to prove the page's side.
  await page.route('**/api/v1/checkout', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as {
      subscription: { subscriptionItems: { itemType: string }[] };
    };
    json.subscription.subscriptionItems = json.subscription.subscriptionItems.filter(
      (item) => item.itemType !== 'addon',
    );
    await route.fulfill({ response, json });
  });
  await page.goto('/order?length=12');
  await page.getByRole('checkbox', { name: /Dedicated IP/ }).click();
  await expect(page.getByText('Premium, 12 months with 1 add-on')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await enterEmail(page, newEmail('dip-error'));
  await enterAddress(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  await expect(page.getByRole('alert')).toContainText('dedicated IP');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'dip_error')?.value).toBe('1');
  // The plan itself was bought.
  const { subscriptions } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
});

test('spec §2: with a payment override the buyer goes to /setup, which shows their code', async ({
  page,
}) => {
  await startCheckout(page, { price: 'regular-basic-1m-usd', payment_override: '1' }, 'override');
  await method(page, 'Google Pay').check();
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();

  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your activation code' })).toBeVisible();
  const { subscriptions } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  const token = subscriptions[0]?.setup_link_token;
  expect(token).toBeTruthy();
  await expect(page.locator('code')).toHaveText(token ?? '');
});

test('spec §8: any other non-OK answer gives the general error; nothing is bought', async ({
  page,
}) => {
  const email = newEmail('general');
  await page.route('**/api/v1/checkout', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'bad_request', message: 'Bad Request' } }),
    }),
  );
  await page.goto(checkoutUrl({ price: 'regular-premium-1m-usd' }));
  await enterEmail(page, email);
  await enterAddress(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $19.49' }).click();

  await expect(errorSummary(page)).toContainText('Something went wrong with your payment');
  // The pay button is ready again, and the failure was written to the data platform.
  await expect(page.getByRole('button', { name: 'Pay $19.49' })).toBeEnabled();
  const result = await expectRow<Record<string, unknown>>(
    "SELECT * FROM payment_results WHERE error_code = 'bad_request' AND result = 'failure' ORDER BY created_at DESC",
  );
  expect(result).toMatchObject({ type: 'card', source: 'order' });
  const me = await page.request.get('/api/v1/auth/me', { headers: { 'x-tenant-id': 'halyard' } });
  expect(me.status()).toBe(401);

  // Issue 24 item 9: the next attempt's card problem replaces the earlier general error.
  await cardFrame(page).getByLabel('Card number').fill('4242 4242');
  await page.getByRole('button', { name: 'Pay $19.49' }).click();
  await expect(errorSummary(page)).toContainText('Please check your card details.');
  await expect(errorSummary(page)).not.toContainText('Something went wrong');
});

test('the estimate shows its progress, and a failed estimate is announced', async ({ page }) => {
  let failing = false;
  await page.route('**/api/v1/estimate', async (route) => {
    if (failing)
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Service Unavailable' } }),
      });
    await new Promise((resolve) => setTimeout(resolve, 800));
    return route.continue();
  });
  await page.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await enterEmail(page, newEmail('estimate'));
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('Postal code').fill('97201');
  await expect(
    page.getByRole('status').filter({ hasText: 'Updating the total for your address…' }),
  ).toBeVisible();
  // The rate as the page's language writes it (issue 24 item 9): "7.25%", "19%".
  await expect(page.getByText(/^Tax \(\d+(?:\.\d{1,2})?\s?%\)$/).first()).toBeVisible();

  failing = true;
  await page.getByLabel('Postal code').fill('97202');
  await expect(page.getByRole('alert')).toContainText('We could not work out the tax');
});

test('spec §8: PayPal gets en_US on a Ukrainian page (uk_UA is not supported), de_DE on a German one', async ({
  page,
}) => {
  for (const [prefix, language, locale] of [
    ['/ua', 'uk', 'en_US'],
    ['/de', 'de', 'de_DE'],
  ] as const) {
    await page.goto(`${prefix}${checkoutUrl({ price: 'regular-premium-1m-usd' })}`);
    await enterEmail(page, newEmail(`paypal${prefix.slice(1)}`), language);
    await enterAddress(page, undefined, language);
    await method(page, 'PayPal', language).check();
    await page
      .getByRole('button', { name: checkoutText(language, 'checkout.paypal.button') })
      .click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/paypal\//);
    expect(new URL(page.url()).searchParams.get('locale')).toBe(locale);
  }
});

test('mobile 375 px: plan selection is one column without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/order');
  const lengths = page.getByRole('radiogroup', { name: 'Plan length' });
  await expect(lengths.getByRole('radio')).toHaveCount(3);
  const boxes = await Promise.all(
    ['1 month', '12 months', '24 months'].map((name) =>
      page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).boundingBox(),
    ),
  );
  // Stacked: each card below the one before, as wide as the page allows.
  for (const [i, box] of boxes.entries()) {
    expect(box?.width).toBeGreaterThan(300);
    if (i > 0) expect(box?.y).toBeGreaterThan((boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0));
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole('link', { name: 'Continue to checkout' })).toBeVisible();
});

test('decision 0050: the storefront loads none of the portal strings; the account page after it has them', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await startCheckout(page, { price: 'regular-basic-1m-usd' }, 'shell');
  await method(page, 'Google Pay').check();
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
  expect(scripts.filter((file) => /\/translation-[\w-]+\.js$/.test(file))).toEqual([]);

  // In-app navigation to the portal loads the whole catalogue before the page shows.
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  const nav = page.getByRole('navigation', { name: 'My account' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(scripts.filter((file) => /\/translation-[\w-]+\.js$/.test(file))).toHaveLength(1);
  // No raw i18n key ("nav.dashboard", "dashboard.title") anywhere on the page.
  await expect(page.locator('body')).not.toContainText(/\b(app|nav|dashboard|portal)\.[a-z]\w+/i);
});

test('spec §9 free-period cookies: a new visitor with 6monthsfree sees the offer, a customer is told it is for new users', async ({
  page,
  context,
}) => {
  // The seeded catalogue has no 6-month free price; the served offer is given one to show the page's rule.
  await page.route('**/api/v1/offers/regular?*', async (route) => {
    try {
      const response = await route.fetch();
      const offer = (await response.json()) as {
        products: { prices: { id: string; freePeriod: { length: number; unit: string } }[] }[];
      };
      for (const product of offer.products)
        for (const price of product.prices)
          if (price.id.includes('-12m-')) price.freePeriod = { length: 6, unit: 'month' };
      await route.fulfill({ response, json: offer });
    } catch (error) {
      // The sign-in below navigates away while a read of the offer may still be on its way: that
      // request is gone with its page (Playwright disposes of its response); nobody waits for it.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
  await context.addCookies([{ name: '6monthsfree', value: '1', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/order');
  await expect(page.getByText('Your offer: 6 months free with your plan.')).toBeVisible();
  await expect(page.getByText('Free periods are only available for new users.')).toHaveCount(0);

  await signInToPortal(page, 'basic-us');
  await page.goto('/order');
  await expect(page.getByRole('region', { name: 'Your current plan' })).toBeVisible();
  await expect(page.getByText('Free periods are only available for new users.')).toBeVisible();
  await expect(page.getByText('Your offer: 6 months free with your plan.')).toHaveCount(0);
  // A read still on its way when the test ends is nobody's: its handler's error is not the test's.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
