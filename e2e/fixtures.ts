import { test as base, expect, type Page } from '@playwright/test';
import { MARKETING_PORT, MARKETING_SITE_URL } from './ports';

export const DEMO_PASSWORD = 'demopassword';
export const demoEmail = (key: string) => `${key}@demo.halyard.test`;
/** The tenant the built server serves by default (decision 0004). */
export const TENANT = 'halyard';

/** Signs in through the real sign-in page, as a customer would. */
export async function signIn(page: Page, key: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(demoEmail(key));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in and waits until the portal shows its first page (its heading). */
export async function signInToPortal(page: Page, key: string): Promise<void> {
  await signIn(page, key);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The account navigation landmark (the sidebar on desktop, inside the menu on mobile). */
export const accountNav = (page: Page) => page.getByRole('navigation', { name: 'My account' });

/** The labels of the account navigation's links and its Sign Out button, in order. */
export const navLabels = (page: Page) => accountNav(page).locator('a, button');

/** A JSON read of the API with the browser's session, as the app makes it. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { 'x-tenant-id': TENANT } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The fields of a subscription the journeys check against what the dashboard shows. */
export interface ApiSubscription {
  readonly krn: string;
  readonly next_payment_date: string | null;
  readonly auto_bill_failed_on: string | null;
}

export async function apiSubscriptions(page: Page): Promise<ApiSubscription[]> {
  return (await apiGet<{ subscriptions: ApiSubscription[] }>(page, '/api/v2/subscriptions/'))
    .subscriptions;
}

/** A date as the English portal writes it (medium style, UTC): "Nov 23, 2026". */
export function englishDate(instant: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(instant),
  );
}

/**
 * The journeys' second server, configured with `MARKETING_SITE_URL` (decision 0133): its header
 * and footer link pages this app does not serve to the marketing site. A journey that checks those
 * links runs against it (`test.use({ baseURL: marketingSiteBaseURL })`).
 */
export const marketingSiteBaseURL = `http://127.0.0.1:${MARKETING_PORT}`;
export { MARKETING_SITE_URL };

/**
 * What React says in the browser when hydration goes wrong or a component misbehaves: a page the
 * server rendered (decision 0140) must hydrate without a mismatch. `main.tsx` reports recoverable
 * errors as "Hydration error on <path>"; the production build's own codes are 418–425.
 */
export const REACT_PROBLEM =
  /hydrat|Minified React error #4(18|19|2[0-5])|did not match|server rendered (HTML|text)|Warning: /i;

/**
 * A page the server rendered is painted before the app runs; a journey acts on it once it is
 * the app's (`data-hydrated`, set by the root layout), as a person waits for a page to be ready.
 * Pages that are not the app's (a gateway's sandbox page, a file) have no `#root`.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Every journey fails when a page of its browser context logged a hydration mismatch or a React
 * warning (issue 18): the check runs across all journeys, not in one test of its own.
 */
export const test = base.extend<{ reactConsole: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  reactConsole: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && REACT_PROBLEM.test(message.text()))
          problems.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      context.on('weberror', (error) => {
        const text = String(error.error());
        if (REACT_PROBLEM.test(text)) problems.push(`${error.page()?.url() ?? ''}: ${text}`);
      });
      await use(problems);
      expect(problems, 'React hydration errors or warnings in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
