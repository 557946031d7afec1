import { test as base, expect, type Browser, type Page } from '@playwright/test';
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

/**
 * Follows the account navigation's `item` link and expects its page: the address `url` and a
 * heading named as the item.
 */
export async function openFromNav(page: Page, item: string, url: RegExp): Promise<void> {
  await accountNav(page).getByRole('link', { name: item }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

/** The labels of the account navigation's links and its Sign Out button, in order. */
export const navLabels = (page: Page) => accountNav(page).locator('a, button');

/** Opens `path` and expects the portal's page for what this account may not use. */
export async function expectUnavailablePage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not available for your account' }),
  ).toBeVisible();
}

/**
 * A feature this account does not have: no `navItem` in its navigation, and its page (`path`)
 * says it is not available.
 */
export async function expectNotAvailable(page: Page, path: string, navItem: string): Promise<void> {
  await expect(navLabels(page).filter({ hasText: navItem })).toHaveCount(0);
  await expectUnavailablePage(page, path);
}

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
 * Holds the app's scripts back, as a slow phone's network does, until `release`: meanwhile the
 * page is the server's HTML alone. `release` resolves once at least one was held and all are let go.
 */
export async function holdAppScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) =>
    released ? route.continue() : void held.push(() => route.continue()),
  );
  return {
    release: async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      released = true;
      await Promise.all(held.map((go) => go()));
    },
  };
}

const READY = Symbol('waits for the app after goto');

/**
 * After `goto` and `reload`, a page waits until the app has taken the server's HTML over
 * (`appReady`): a click on a server-rendered page before it hydrates is the browser's alone (a
 * label checks its radio; a button's last click is replayed once hydrated, decision 0237) and
 * the app hears of it late or never. Every page a journey opens gets it, the fixture's and those
 * of contexts it makes itself (a second customer, staff beside a customer): a journey whose own
 * page clicked `/order` before hydration lost the click on a slow machine. Idempotent; pages of
 * a context without JavaScript are left as they are.
 */
function readyAfterNavigation(page: Page): Page {
  const marked = page as Page & { [READY]?: true };
  if (marked[READY]) return page;
  marked[READY] = true;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // A journey that asks for the page at `commit` wants it before it is the app's.
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appReady(page);
    return response;
  };
  return page;
}

/** Pages of a context `browser.newContext` makes wait for the app as the fixture's page does. */
function readyContexts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    context.newPage = async () => readyAfterNavigation(await newPage());
    context.on('page', readyAfterNavigation);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    return options?.javaScriptEnabled === false ? page : readyAfterNavigation(page);
  };
  return browser;
}

/**
 * Every journey fails when a page of its browser context logged a hydration mismatch or a React
 * warning (issue 18): the check runs across all journeys, not in one test of its own.
 */
export const test = base.extend<{ reactConsole: string[] }, object>({
  browser: [async ({ browser }, use) => use(readyContexts(browser)), { scope: 'worker' }],
  page: async ({ page }, use) => {
    await use(readyAfterNavigation(page));
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
