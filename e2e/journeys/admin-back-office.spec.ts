import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { demoEmail, englishDate, expect, signInToPortal, test } from '../fixtures';
import { checkoutUrl, enterAddress, enterCard, enterEmail, newEmail } from './checkout-steps';
import { seriousViolations } from './axe';
import { signInStaff } from './staff-steps';

/**
 * Issue 16 journeys (decisions 0170–0176): a staff member signs in with password and a TOTP code
 * the test computes, finds customers and acts on them; every action is in the audit log. One
 * sign-in (a code is accepted once) whose session the later journeys reuse, in order.
 */
test.describe.configure({ mode: 'serial' });

const state = path.join(os.tmpdir(), `halyard-admin-${process.pid}.json`);

async function asStaff(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: state });
  return context.newPage();
}

async function openCustomer(page: Page, key: string) {
  await page.goto('/admin');
  await page
    .getByLabel('Email, subscription id, invoice number or card’s last four')
    .fill(`${key}@demo`);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: demoEmail(key) }).click();
  await expect(page.getByRole('heading', { level: 1, name: demoEmail(key) })).toBeVisible();
}

async function confirmWithReason(page: Page, confirm: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
}

async function expectAudit(page: Page, action: string, reason: string) {
  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption({ label: action });
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByTestId('audit-table').getByRole('row').filter({ hasText: reason });
  await expect(row.first()).toBeVisible();
  return row.first();
}

test('staff sign in with password and TOTP code; the back office is its own chunk', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/order');
  expect(
    scripts.some((s) => /admin/.test(s)),
    'the storefront loads no back-office code',
  ).toBe(false);

  await page.goto('/admin/revenue');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signInStaff(page, '/admin/revenue');
  await expect(page).toHaveURL(/\/admin\/revenue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  await expect(page.getByText('Monthly recurring revenue (USD)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().storageState({ path: state });
});

test('find grace@… and retry its failed payment: the decline is shown and audited', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await asStaff(browser);
  await openCustomer(page, 'grace');
  await expect(page.getByTestId('subscription-condition')).toHaveText(
    'Grace period (payment failed)',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Retry the payment' }).click();
  await expect(page.getByRole('dialog')).toContainText('is charged now for the failed renewal');
  await confirmWithReason(page, 'Charge now', 'Customer asked us to try the card again');
  // The stored Visa expired in October: the gateway declines, and says why.
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  await page.keyboard.press('Escape');
  const row = await expectAudit(
    page,
    'Retried a payment',
    'Customer asked us to try the card again',
  );
  await expect(row).toContainText('refused');
});

test('refund refund@… partially and download the credit note', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await asStaff(browser);
  await openCustomer(page, 'refund');
  await page.getByRole('button', { name: 'Refund a payment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The subscription continues');
  await dialog.getByLabel('Amount to refund').fill('10.00');
  await confirmWithReason(page, 'Refund', 'Two days of slow connections');
  await expect(
    page.getByRole('status').filter({ hasText: 'Done: Refund a payment.' }),
  ).toBeVisible();
  const notes = page.getByRole('row').filter({ hasText: 'Credit note for' });
  await expect(notes).toHaveCount(1);
  await expect(notes).toContainText('$10.00');
  const download = page.waitForEvent('download');
  await notes.getByRole('button', { name: /^PDF of CN-/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^CN-.*\.pdf$/);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  await expect(page.getByTestId('subscription-condition')).toHaveText('Active');
  await expectAudit(page, 'Refunded', 'Two days of slow connections');
});

test('extend a subscription and see the new date in the customer’s own portal', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await asStaff(browser);
  await openCustomer(page, 'expiring');
  const before = await page.getByTestId('subscription-next-payment').textContent();
  await page.getByRole('button', { name: 'Extend' }).click();
  await page.getByRole('dialog').getByLabel('Days (1–365)').fill('30');
  await confirmWithReason(page, 'Extend the subscription', 'Compensation for the outage on Monday');
  await expect(page.getByTestId('subscription-next-payment')).not.toHaveText(before ?? '');
  const shown = await page.getByTestId('subscription-next-payment').textContent();
  await expectAudit(page, 'Extended a subscription', 'Compensation for the outage on Monday');

  const customer = await (await browser.newContext()).newPage();
  await signInToPortal(customer, 'expiring');
  const subscription = (await (
    await customer.request.get('/api/v2/subscriptions/', { headers: { 'x-tenant-id': 'halyard' } })
  ).json()) as { subscriptions: { next_payment_date: string }[] };
  const date = subscription.subscriptions[0]!.next_payment_date;
  expect(englishDate(date)).toBe(shown);
  await expect(customer.getByRole('main')).toContainText(englishDate(date));
});

test('change a price: new checkouts pay it, a subscription sold before keeps its own', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await asStaff(browser);
  const offer = `e2e-${Date.now().toString(36)}`;
  await staff.goto('/admin/catalogue');
  await staff.getByRole('button', { name: 'New offer' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Offer id (lower-case letters, digits, hyphens)').fill(offer);
  await dialog.getByLabel('Name', { exact: true }).fill('Journey offer');
  await dialog.getByLabel('Copy the prices of').selectOption('regular');
  await confirmWithReason(staff, 'Create the offer', 'A journey’s own offer');
  const priceId = `${offer}-basic-1m-usd`;
  await expect(staff.getByTestId(`price-${priceId}`)).toBeVisible();

  // A buyer subscribes at today's price …
  await page.goto(checkoutUrl({ offer, price: priceId }));
  const email = newEmail('price-before');
  await enterEmail(page, email);
  await enterAddress(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $12.95' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/);

  // … then the price changes.
  await staff.getByTestId(`price-${priceId}`).getByRole('button', { name: 'Change' }).click();
  await staff.getByRole('dialog').getByLabel('First-period price (USD)').fill('14.95');
  await staff.getByRole('dialog').getByLabel('Renewal price (USD)').fill('14.95');
  await confirmWithReason(staff, 'Save a new version', 'New year pricing');
  await expect(staff.getByTestId(`price-${priceId}`)).toContainText('v2');

  const next = await (await browser.newContext()).newPage();
  await next.goto(checkoutUrl({ offer, price: priceId }));
  await enterEmail(next, newEmail('price-after'));
  await enterAddress(next);
  await expect(next.getByRole('button', { name: 'Pay $14.95' })).toBeVisible();

  // The first buyer still renews at $12.95.
  await staff.goto('/admin');
  await staff.getByLabel('Email, subscription id, invoice number or card’s last four').fill(email);
  await staff.getByRole('button', { name: 'Find' }).click();
  await staff.getByRole('link', { name: email }).click();
  await expect(staff.getByText('$12.95, billing cycle 1 mo.')).toBeVisible();
  await expectAudit(staff, 'Changed a price', 'New year pricing');
});
