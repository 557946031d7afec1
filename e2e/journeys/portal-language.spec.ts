import { expect, signInToPortal, test, marketingSiteBaseURL } from '../fixtures';

test.describe('with a marketing site (decision 0133)', () => {
  test.use({ baseURL: marketingSiteBaseURL });

  test('choosing German keeps the page, stores the locale cookie, sends a page view and shows the device bar', async ({
    page,
  }) => {
    await signInToPortal(page, 'basic-us');
    const footer = page.getByRole('contentinfo');
    // English: the top links strip, no device bar, unprefixed legal links.
    const tools = footer.getByRole('navigation', { name: 'Free tools' });
    await expect(tools.getByRole('link', { name: 'Speed test' })).toHaveAttribute(
      'href',
      'https://www.halyard.test/speed-test',
    );
    await expect(footer.getByRole('navigation', { name: 'Download for your devices' })).toHaveCount(
      0,
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Halyard VPN. All rights reserved.`,
    );

    await page.getByRole('button', { name: 'Language: English' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Language' });
    await expect(dialog.getByRole('link')).toHaveCount(29);
    await expect(dialog.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const pageView = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/page-view') &&
        request.method() === 'POST' &&
        request.postDataJSON()?.locale === 'de',
    );
    await dialog.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/subscriptions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    const payload = (await pageView).postDataJSON();
    expect(payload).toMatchObject({
      locale: 'de',
      fullUrl: expect.stringMatching(/\/de\/subscriptions$/),
      referrer: expect.stringMatching(/\/subscriptions$/),
      subscriptionKrn: expect.stringMatching(/^krn:halyard:subscription:/),
      backendUserKrn: expect.stringMatching(/^krn:halyard:user:/),
    });
    expect(typeof payload.timmestamp).toBe('string');

    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('de');

    // The German catalogue: the footer speaks German, with its device bar and prefixed legal links.
    await expect(
      footer.getByRole('navigation', { name: 'Für Ihre Geräte herunterladen' }),
    ).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Kostenlose Tools' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/de/tos',
    );
    // Money and dates follow the page's language (spec §9 decimal comma).
    // basic-us@'s renewal: Basic 12 months 56.04 + California 7.25 % (4.06), decision 0120.
    await expect(page.getByRole('article')).toContainText('60,10 $');

    // spec §2 the cookie is honoured on return: a visit without a prefix opens German.
    await page.goto('/invoices');
    await expect(page).toHaveURL(/\/de\/invoices$/);

    // Back to English: no prefix, and the cookie says so.
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page
      .getByRole('dialog', { name: 'Sprache wählen' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page).not.toHaveURL(/\/de\//);
    expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
  });
});

test('a page view is sent on every route change', async ({ page }) => {
  await signInToPortal(page, 'expiring');
  const pageView = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/page-view') &&
      /\/invoices$/.test(request.postDataJSON()?.fullUrl ?? ''),
  );
  await page.getByRole('article').getByRole('link', { name: 'Payment history' }).click();
  expect((await pageView).postDataJSON()).toMatchObject({ locale: 'en' });
});

test('the cookie preferences dialog stores the choice in a cookie', async ({ page }) => {
  await signInToPortal(page, 'basic-us');
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog.getByRole('checkbox', { name: 'Strictly necessary' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Analytics' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_preferences');
  expect(decodeURIComponent(consent?.value ?? '')).toBe('necessary,marketing');

  // Analytics off: route changes send no page view.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/page-view')) sent += 1;
  });
  await page.getByRole('article').getByRole('link', { name: 'Payment history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  // A negative: give a page view the time it would take to be sent.
  await page.waitForTimeout(500);
  expect(sent).toBe(0);
});
