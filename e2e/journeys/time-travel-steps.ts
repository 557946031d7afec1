import type { Page } from '@playwright/test';
import { expect, TENANT, test } from '../fixtures';
import { checkoutUrl, enterAddress, enterCard, enterEmail, payAndConfirm } from './checkout-steps';

// Steps of the journeys that move the server's test clock (decision 0035). They run in the
// `time-travel` project after every other journey (playwright.config.ts).

export const DAY = 86_400_000;

export async function clock(page: Page, body: { set?: string; advanceDays?: number }) {
  const res = await page.request.post('/api/test/clock', {
    headers: { 'x-tenant-id': TENANT },
    data: body,
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { now: string }).now;
}

export async function runBilling(page: Page) {
  const res = await page.request.post('/api/test/billing/run', {
    headers: { 'x-tenant-id': TENANT },
  });
  expect(res.ok()).toBe(true);
}

/** Moves the clock to `until` in steps of 10 days, using the portal between them so the
 * buyer's session (14 days idle, decision 0003) stays alive as it would for a real customer. */
export async function travel(page: Page, until: string) {
  for (;;) {
    const now = Date.parse(await clock(page, { advanceDays: 0 }));
    if (now >= Date.parse(until)) return;
    await clock(page, { set: new Date(Math.min(now + 10 * DAY, Date.parse(until))).toISOString() });
    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

/** Back to the present for whatever runs after (a describe's afterAll). */
export async function backToNow(page: Page) {
  await clock(page, { set: new Date().toISOString() });
}

/**
 * For a file of journeys that move the clock: its tests run one after another, and the clock goes
 * back to the present after the last.
 */
export function clockJourneys(): void {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await backToNow(page);
    await page.close();
  });
}

/** A new buyer pays Basic, 1 month, in Oregon (0 % tax, spec §9 $12.95) with `card`. */
export async function buyBasicMonthly(page: Page, email: string, card: string) {
  await page.goto(checkoutUrl({ price: 'regular-basic-1m-usd' }));
  await enterEmail(page, email);
  await enterAddress(page);
  await enterCard(page, card);
  await payAndConfirm(page, 'Pay $12.95');
}
