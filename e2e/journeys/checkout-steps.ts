import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, test } from '../fixtures';
import Database from 'better-sqlite3';
import { catalogueText, checkoutText } from '../catalogue';

/** A fresh buyer's email: every journey signs up a new visitor. */
export const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@buyers.example`;

/** A checkout link as the order page builds it. */
export function checkoutUrl(params: Record<string, string>): string {
  return `/checkout?${new URLSearchParams({ offer: 'regular', currency: 'USD', ...params })}`;
}

/** Step 1 as a visitor: the email, then on to the payment step (in the page's `language`). */
export async function enterEmail(page: Page, email: string, language = 'en'): Promise<void> {
  const text = (key: string) => checkoutText(language, key);
  await page.getByLabel(text('checkout.account.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: text('checkout.account.continue') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: text('checkout.payment.title') }),
  ).toBeFocused();
}

/** The billing address; Oregon has no sales tax in the default table, so totals stay round. */
export async function enterAddress(
  page: Page,
  address: { country: string; state?: string; postalCode: string } = {
    country: 'US',
    state: 'OR',
    postalCode: '97201',
  },
  language = 'en',
): Promise<void> {
  const text = (key: string) => checkoutText(language, key);
  await page.getByLabel(text('checkout.address.country')).selectOption(address.country);
  if (address.state)
    await page.getByLabel(text('checkout.address.state')).selectOption(address.state);
  await page.getByLabel(text('checkout.address.postalCode')).fill(address.postalCode);
  // The estimate answered: the tax line shows its rate as the page's language writes it ("0",
  // "19", "7.25", "7,25": issue 24 item 9).
  const [before, after] = text('summary.tax').split('{{rate}}') as [string, string];
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const taxLine = new RegExp(`^${escape(before)}\\d+(?:[.,]\\d{1,2})?\\s?${escape(after)}$`);
  await expect(page.getByText(taxLine).first()).toBeVisible();
}

/**
 * A new visitor at the checkout link with `params`: a fresh email (`label`), then the billing
 * `address` (enterAddress's Oregon when not given), up to the payment methods. Returns the email.
 */
export async function startCheckout(
  page: Page,
  params: Record<string, string>,
  label: string,
  address?: Parameters<typeof enterAddress>[1],
): Promise<string> {
  const email = newEmail(label);
  await page.goto(checkoutUrl(params));
  await enterEmail(page, email);
  await enterAddress(page, address);
  return email;
}

/** Presses the Pay button named `name` and expects the confirmation's thank-you heading. */
export async function payAndConfirm(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your subscription is active.' }),
  ).toBeVisible();
}

/**
 * A German company's billing details (Muster GmbH in Berlin), in the fields the portal's billing
 * form and checkout's "buying for a company" group both have.
 */
export async function fillGermanCompany(fields: Locator): Promise<void> {
  await fields.getByLabel('Full name').fill('Erika Mustermann');
  await fields.getByLabel('Company (optional)').fill('Muster GmbH');
  await fields.getByLabel('Street and number').fill('Hauptstraße 1');
  await fields.getByLabel('Postal code').fill('10115');
  await fields.getByLabel('City').fill('Berlin');
}

/**
 * The gateway's card fields: the sandbox's own page in a frame (decision 0151). Our pages have no
 * card field of their own.
 */
export const cardFrame = (page: Page, language = 'en') =>
  page.frameLocator(`iframe[title="${catalogueText(language, 'card-frame', 'title')}"]`);

/** Fills the sandbox's card fields, labelled in the page's language (`card-frame` namespace). */
export async function enterCard(page: Page, number: string, language = 'en'): Promise<void> {
  const frame = cardFrame(page, language);
  const label = (key: string) => catalogueText(language, 'card-frame', key);
  await frame.getByLabel(label('number')).fill(number);
  await frame.getByLabel(label('expiry')).fill('12 / 30');
  await frame.getByLabel(label('cvc')).fill('123');
}

/** The choice of a payment method in the radio list. */
export const method = (page: Page, name: string, language = 'en') =>
  page
    .getByRole('radiogroup', { name: checkoutText(language, 'checkout.methods.legend') })
    .getByRole('radio', { name });

/** The form's error summary (role=alert), where a payment error is announced. */
export const errorSummary = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'There is a problem' });

export interface ApiSubscriptionFull {
  readonly subscription_id: string;
  readonly tier: string;
  readonly next_billing_cycle: number;
  readonly next_payment_method: string;
  readonly setup_link_token: string | null;
  readonly addons: readonly { readonly addon_type: string }[];
}

export interface ApiInvoice {
  readonly kind: string;
  readonly subscription_id: string | null;
  readonly total: { readonly unscaledValue: number; readonly currency: string };
  readonly payment_summary: string | null;
}

/** What the API holds for the signed-in buyer (the checkout signs a new buyer in). */
export async function accountState(page: Page) {
  const { subscriptions } = await apiGet<{ subscriptions: ApiSubscriptionFull[] }>(
    page,
    '/api/v2/subscriptions/',
  );
  const { invoices } = await apiGet<{ invoices: ApiInvoice[] }>(page, '/api/v2/invoices/');
  return { subscriptions, invoices };
}

/**
 * Rows of the running journey's server's database (the built server's SQLite file,
 * e2e/playwright.config.ts DATA_DIR; the server of the journey's project, its `baseURL`),
 * read-only: what the server recorded that no API answers (tracking calls).
 */
export function dbRows<T>(sql: string, ...params: unknown[]): T[] {
  const port = new URL(test.info().project.use.baseURL as string).port;
  const file = path.resolve(import.meta.dirname, `../../.tmp/e2e-data-${port}/app.db`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Waits until the server holds a row (tracking calls are sent without waiting for them). */
export async function expectRow<T>(sql: string, ...params: unknown[]): Promise<T> {
  let rows: T[] = [];
  await expect.poll(() => (rows = dbRows<T>(sql, ...params)).length).toBeGreaterThan(0);
  return rows[0] as T;
}
