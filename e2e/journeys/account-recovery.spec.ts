import type { Page } from '@playwright/test';
import { catalogueText, checkoutText } from '../catalogue';
import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures';
import {
  checkoutUrl,
  dbRows,
  enterAddress,
  enterCard,
  enterEmail,
  newEmail,
} from './checkout-steps';

// Issue 24 item 1 (decision 0160): a guest buyer's account has no password. The receipt links to
// setting one, "Forgot password?" emails a link to anyone, and a new password ends every session.

const de = (key: string) => catalogueText('de', 'translation', key);

/** The password link of the newest email of `kind` to `email`: absolute, as a mail client needs. */
async function emailedLink(email: string, kind: string): Promise<URL> {
  let text = '';
  await expect
    .poll(() => {
      const [row] = dbRows<{ text_body: string }>(
        'select text_body from mail_outbox where to_address = ? and kind = ? order by created_at desc limit 1',
        email,
        kind,
      );
      text = row?.text_body ?? '';
      return text;
    })
    .toMatch(/reset-password\?token=/);
  const url = /(https?:\/\/\S+reset-password\?token=[\w-]+)/.exec(text)?.[1];
  expect(url, 'the link is absolute').toBeTruthy();
  return new URL(url as string);
}

/** Opens an emailed link on this site (the journeys' server answers on 127.0.0.1). */
const open = (page: Page, link: URL) => page.goto(link.pathname + link.search);

test('a guest buyer of the German checkout sets a password from the receipt and signs in again', async ({
  page,
  context,
}) => {
  const email = newEmail('guest-de');
  await page.goto(`/de${checkoutUrl({ price: 'regular-basic-1m-usd' })}`);
  await enterEmail(page, email, 'de');
  await enterAddress(page, undefined, 'de');
  await enterCard(page, '4242 4242 4242 4242', 'de');
  await page.getByRole('button', { name: /bezahlen$/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: checkoutText('de', 'confirmation.title') }),
  ).toBeVisible();

  // The session of the checkout ends (another day, another browser).
  await context.clearCookies();
  const link = await emailedLink(email, 'purchase_receipt');
  expect(link.pathname).toBe('/de/reset-password');
  await open(page, link);
  await expect(
    page.getByRole('heading', { level: 1, name: de('auth.reset.setTitle') }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const field = page.getByLabel(de('auth.reset.password'));
  await field.fill('password123');
  await page.getByRole('button', { name: de('auth.reset.submit') }).click();
  await expect(field).toHaveAccessibleDescription(de('passwordRules.tooCommon'));
  await field.fill('mein eigenes langes Passwort');
  await page.getByRole('button', { name: de('auth.reset.submit') }).click();
  await expect(page).toHaveURL(/\/de\/subscriptions$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // The link worked once.
  await context.clearCookies();
  await open(page, link);
  await expect(page.getByText(de('auth.reset.invalid'))).toBeVisible();
  // And the new password signs in.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('mein eigenes langes Passwort');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
});

test('"Forgot password?" on the sign-in page: a link by email, a new password, every other session ended', async ({
  page,
  browser,
}) => {
  // Another device is signed in to the account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'recovery');
  await expect(otherPage).toHaveURL(/\/subscriptions$/);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(demoEmail('recovery'));
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${demoEmail('recovery')}`,
  );
  // An unknown address reads the same.
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@buyers.example');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for nobody-here@buyers.example',
  );

  await open(page, await emailedLink(demoEmail('recovery'), 'password_reset'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password').fill('a brand new journey password');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);

  // The other device was signed out; the old password no longer works.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/sign-in/);
  await signIn(otherPage, 'recovery', DEMO_PASSWORD);
  await expect(otherPage.getByText('The email or password is incorrect.').first()).toBeVisible();
  await other.close();
});

test('the checkout\'s sign-in step offers "Forgot password?" and comes back to the order', async ({
  page,
}) => {
  await page.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?next=%2Fcheckout/);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fcheckout/);
});
