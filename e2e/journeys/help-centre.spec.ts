import { expect, signInToPortal, test } from '../fixtures';
import { checkoutUrl, enterEmail, expectRow, newEmail } from './checkout-steps';

/** Issue 17 item 1: the help centre a customer reaches from the portal, the footer or a search. */

test('a customer in grace period opens "Why did my renewal fail?" and tells us it helped', async ({
  page,
}) => {
  await signInToPortal(page, 'grace');
  await page.getByRole('link', { name: 'Why did my renewal fail?' }).click();
  await expect(page).toHaveURL(/\/support\/troubleshooting\/automatic-renewal-payment-failed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Why did my automatic renewal fail?' }),
  ).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Help center',
    '›Troubleshooting',
    '›Why did my automatic renewal fail?',
  ]);
  // The spec §2 #update anchors of the store articles, from the article's own links.
  await page.getByRole('link', { name: 'in Google Play' }).click();
  await expect(page).toHaveURL(/\/support\/troubleshooting\/play-store-subscriptions#update$/);
  await expect(page.locator('#update')).toBeInViewport();
  await page.goBack();
  // Back on the article, loaded, before answering (the back navigation may load it anew).
  await expect(page).toHaveURL(/\/support\/troubleshooting\/automatic-renewal-payment-failed$/);
  // The address changes before the router has loaded the article: the previous one stays on
  // screen until then, so wait for this article's own heading (CI failed 1 in ~8 runs without).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Why did my automatic renewal fail?' }),
  ).toBeVisible();

  // "Was this helpful?" is a page event of the tracking call (decision 0006).
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  const row = await expectRow<{ payload: string }>(
    `select payload from events where name = 'help_article_feedback'
     and payload like '%automatic-renewal-payment-failed%'`,
  );
  expect(JSON.parse(row.payload)).toMatchObject({
    article: 'automatic-renewal-payment-failed',
    language: 'en',
    helpful: true,
  });
  // The answer belongs to that article: the next one asks again (the article routes share one
  // page component, which kept the first answer before the feedback was keyed by article).
  await page.getByRole('link', { name: 'in Google Play' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Google Play/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes' })).toBeVisible();
});

test('a visitor searches the help centre and reads an article in German and one in English marked as such', async ({
  page,
}) => {
  await page.goto('/de/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Hilfe-Center durchsuchen' }).fill('Erstattung');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/de\/support\?q=Erstattung$/);
  await expect(page.getByRole('heading', { name: /Ergebnisse für „Erstattung“/ })).toBeVisible();
  await page
    .getByRole('link', { name: 'Erstattungen und die 30-Tage-Geld-zurück-Garantie' })
    .click();
  await expect(page).toHaveURL(/\/de\/support\/billing\/refunds-and-money-back-guarantee$/);
  // Links inside the article keep the page's language.
  await expect(page.getByRole('link', { name: 'Mein Abonnement' })).toHaveAttribute(
    'href',
    '/de/my-subscriptions',
  );
  await expect(page.getByText('wird daher auf Englisch angezeigt')).toHaveCount(0);

  // Polish has no translation: the English text marked lang="en", with a note in Polish.
  await page.goto('/pl/support/billing/change-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your plan' })).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(page.getByText('dlatego jest wyświetlany po angielsku')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Subscription' })).toHaveAttribute(
    'href',
    '/pl/my-subscriptions',
  );
});

test('an unknown help article is the 404 page, and the legal pages open from the checkout', async ({
  page,
}) => {
  const response = await page.goto('/support/billing/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.goto(checkoutUrl({ price: 'regular-premium-12m-usd' }));
  await enterEmail(page, newEmail('legal'));
  const agreement = page.getByText('By paying you agree to the');
  await expect(agreement).toBeVisible();
  await agreement.getByRole('link', { name: 'terms of service' }).click();
  await expect(page).toHaveURL(/\/tos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Cookie policy' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('halyard_session');
});
