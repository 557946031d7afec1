import { test as base, expect, type Page } from '@playwright/test';

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
 * Serves the pages as if `MARKETING_SITE_URL` were configured (decision 0133): the journeys' server
 * has none, so the page's `<meta name="marketing-site">` is filled in on its way to the browser.
 */
export async function useMarketingSite(
  page: Page,
  url = 'https://www.halyard.test',
): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '<meta name="marketing-site" content=""',
      `<meta name="marketing-site" content="${url}"`,
    );
    await route.fulfill({ response, body });
  });
}

export const test = base;
export { expect };
