import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { checkoutText } from '../catalogue';
import { expect, test, TENANT } from '../fixtures';
import { checkoutUrl, enterAddress, enterCard, newEmail } from './checkout-steps';
import { seriousViolations } from './axe';

/**
 * Issue 23 journeys (decisions 0110–0117): two-factor sign-in with a code the test computes,
 * a passkey in Chromium's virtual authenticator, ending another session, and a buyer with
 * two-factor who signs in at checkout and keeps the order.
 */

const PASSWORD = 'a-long-journey-password';
/** The code of the authenticator app, for the time step after now (always newer than a used one). */
const nextCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

async function signUp(request: APIRequestContext, label: string): Promise<string> {
  const email = newEmail(label);
  const res = await request.post('/api/v1/auth/sign-up', {
    headers: { 'x-tenant-id': TENANT },
    data: { email, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

async function passwordStep(page: Page, email: string) {
  // The sign-in page loads on demand: until it shows, the previous page (the checkout's own
  // Email field) is still on screen under the new address.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** Turns two-factor on through the API (the journey below does it through the page). */
async function enableTwoFactor(request: APIRequestContext): Promise<string> {
  const headers = { 'x-tenant-id': TENANT };
  const started = await request.post('/api/v2/users/two-factor/enrol', {
    headers,
    data: { password: PASSWORD },
  });
  const { secret } = (await started.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await request.post('/api/v2/users/two-factor/confirm', {
    headers,
    data: { code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return secret;
}

test('turn on two-factor with the QR key, sign out, sign in with the code', async ({ page }) => {
  test.setTimeout(90_000); // three axe runs
  const email = await signUp(page.request, 'totp');
  await page.goto('/account-billing');
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByLabel('Current password').fill(PASSWORD);
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await twoFactor.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await twoFactor
    .getByLabel('6-digit code from the app')
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const codes = twoFactor.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText('Recovery codes left: 10')).toBeVisible();

  await signOut(page);
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByLabel('Authentication code')
    .fill('000000' === nextCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toContainText('That code is not valid.');
  await page.getByLabel('Authentication code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/subscriptions/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('end another session from the list; that browser is signed out', async ({ page, browser }) => {
  const email = await signUp(page.request, 'sessions');
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/sign-in');
    await passwordStep(otherPage, email);
    await expect(otherPage).toHaveURL(/\/subscriptions/);

    await page.goto('/account-billing/security');
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    const rows = sessions.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(rows.first()).toContainText(/Computer · Chrom\w* \d+ on /);
    expect(await seriousViolations(page)).toEqual([]);
    await rows
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(rows).toHaveCount(1);

    // Within a second the other browser's session is refused: its next page asks to sign in.
    await otherPage.waitForTimeout(1_000);
    await otherPage.goto('/account-billing');
    await expect(otherPage).toHaveURL(/\/sign-in\?next=/);
  } finally {
    await other.close();
  }
});

test('a buyer with two-factor signs in at checkout and keeps the order', async ({ page }) => {
  const email = await signUp(page.request, 'checkout-2fa');
  const secret = await enableTwoFactor(page.request);
  await page.request.post('/api/v1/auth/sign-out', { headers: { 'x-tenant-id': TENANT } });

  await page.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await page.getByRole('link', { name: checkoutText('en', 'checkout.account.signIn') }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await passwordStep(page, email);
  await page.getByLabel('Authentication code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back at the checkout with the same plan: signed in, the payment step is open.
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Premium');
  await expect(summary).toContainText('12 months');
  await enterAddress(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);
});

test.describe('passkeys (Chromium virtual authenticator over CDP)', () => {
  // WebAuthn needs a host name as relying-party id: the site's is `localhost` (decision 0105).
  test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}` });

  test('add a passkey, sign out, sign in with it', async ({ page }) => {
    test.setTimeout(60_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signUp(page.request, 'passkey');
    await page.goto('/account-billing/security');
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
    await passkeys.getByLabel('Passkey name').fill('Journey laptop');
    await passkeys.getByLabel('Current password').fill(PASSWORD);
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByRole('button', { name: 'Remove Journey laptop' })).toBeVisible();
    await expect(passkeys.getByText('Not used yet')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/subscriptions/);
    await page.goto('/account-billing/security');
    await expect(
      page.getByRole('region', { name: 'Passkeys' }).getByText(/^Added .* · Last used /),
    ).toBeVisible();
  });
});
