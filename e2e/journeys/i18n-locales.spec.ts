import fs from 'node:fs';
import path from 'node:path';
import { expect, signIn, signInToPortal, test } from '../fixtures';

const locales = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
type Catalogue = Record<string, Record<string, string>>;
const catalogue = (languageCode: string, ns: 'checkout' | 'translation'): Catalogue =>
  JSON.parse(fs.readFileSync(path.join(locales, languageCode, `${ns}.json`), 'utf8'));

// Issue 9 item 4: the checkout in three non-English languages, with spec §9's decimal separator.
for (const [code, languageCode, perMonth, total] of [
  ['de', 'de', /6,67\s€/, /80,04\s€/],
  ['jp', 'ja', /\$6\.67/, /\$80\.04/],
  ['fr', 'fr', /6,67\s€/, /80,04\s€/],
] as const) {
  test(`the checkout in ${languageCode}: translated text and ${perMonth.source} prices`, async ({
    page,
  }) => {
    const order = catalogue(languageCode, 'checkout').order!;
    await page.goto(`/${code}/order`);
    await expect(page.locator('html')).toHaveAttribute('lang', languageCode);
    await expect(page.getByRole('heading', { level: 1, name: order.title })).toBeVisible();
    await page.locator('label', { has: page.getByRole('radio', { name: /12/ }) }).click();
    await expect(page.getByText(perMonth).first()).toBeVisible();
    await expect(page.getByText(total).first()).toBeVisible();
    if (code !== 'jp') await expect(page.getByText(/6\.67/)).toHaveCount(0);
    await page.getByRole('link', { name: order.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/checkout\\?`));
  });
}

test.describe('a first visit with Accept-Language de', () => {
  test.use({ locale: 'de-DE' });
  test('lands on /de (no locale cookie, no prefix)', async ({ page }) => {
    await page.goto('/order');
    await expect(page).toHaveURL(/\/de\/order$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 1, name: catalogue('de', 'checkout').order!.title }),
    ).toBeVisible();
  });

  test('a picked English (locale=en cookie) wins over the browser', async ({ page, context }) => {
    const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
    await context.addCookies([{ name: 'locale', value: 'en', domain: url.hostname, path: '/' }]);
    await page.goto('/order');
    await expect(page).toHaveURL(/\/order$/);
    expect(new URL(page.url()).pathname).toBe('/order');
  });
});

test('Arabic: dir=rtl and the account sidebar on the right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToPortal(page, 'basic-us');
  await page.goto('/ar/subscriptions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const navName = (catalogue('ar', 'translation').navigation as Record<string, string>).label!;
  const nav = page.getByRole('navigation', { name: navName });
  const main = page.getByRole('main');
  await expect(nav).toBeVisible();
  const [navBox, mainBox] = [await nav.boundingBox(), await main.boundingBox()];
  expect(navBox && mainBox).toBeTruthy();
  // Mirrored: the sidebar starts right of where the main column starts.
  expect(navBox!.x).toBeGreaterThan(mainBox!.x);
  // The auto-renew switch's thumb stays inside its track (it starts at the right in RTL).
  const track = page.getByRole('switch').first();
  const [trackBox, thumbBox] = [
    await track.boundingBox(),
    await track.locator('span').boundingBox(),
  ];
  expect(thumbBox!.x).toBeGreaterThanOrEqual(trackBox!.x);
  expect(thumbBox!.x + thumbBox!.width).toBeLessThanOrEqual(trackBox!.x + trackBox!.width);
});

test('keyboard only: auto-renew off on the dashboard (Tab, Space, Enter)', async ({ page }) => {
  await signIn(page, 'premium-us');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Auto-renew' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.locator('body').focus();
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await toggle.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Turn off auto-renew?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Turn off auto-renew' });
  for (let i = 0; i < 10; i += 1) {
    if (await confirm.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Auto-renew is off.' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
});

test('the accessibility statement is linked from the storefront and portal footers, translated', async ({
  page,
}) => {
  await page.goto('/de/order');
  const statement = catalogue('de', 'translation').accessibility!;
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: catalogue('de', 'checkout').shop!.accessibility })
    .click();
  await expect(page).toHaveURL(/\/de\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: statement.title })).toBeVisible();
  await expect(page.getByText(statement.standard!)).toBeVisible();

  await signInToPortal(page, 'basic-us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
});

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the language dialog appears without animation', async ({ page }) => {
    await signInToPortal(page, 'basic-us');
    await page.getByRole('button', { name: 'Language: English' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Language' });
    await expect(dialog).toBeVisible();
    const durations = await dialog.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.animationDuration, style.transitionDuration];
    });
    for (const d of durations) expect(parseFloat(d)).toBeLessThan(0.001);
  });
});

test('decision 0079: a German storefront page loads only the shell strings; leaving it loads the whole catalogue', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/translation-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/de/order');
  await expect(
    page.getByRole('heading', { level: 1, name: catalogue('de', 'checkout').order!.title }),
  ).toBeVisible();
  expect(chunks).toHaveLength(1); // the shell's part of the German catalogue
  // An in-app navigation (no reload) to a page outside the storefront.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/de/sign-in');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const signIn = (catalogue('de', 'translation').auth as unknown as Catalogue).signIn!;
  await expect(page.getByRole('heading', { level: 1, name: signIn.title })).toBeVisible();
  expect(chunks.length).toBeGreaterThanOrEqual(3); // + English (fallback) and German, whole
});
