import { expect, signIn, test, demoEmail } from '../fixtures';

test('a demo customer signs in, sees the signed-in layout and signs out', async ({ page }) => {
  await signIn(page, 'basic-us');
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${demoEmail('basic-us')}`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  // The session is gone: the portal sends the visitor back to sign in.
  await page.goto('/subscriptions');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
});

test('a wrong password shows the server message and keeps the visitor on sign-in', async ({
  page,
}) => {
  await signIn(page, 'premium-us', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the form checks its fields before any request: empty, then a malformed email (decision 0247)', async ({
  page,
}) => {
  const signInCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/sign-in')) signInCalls.push(request.url());
  });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There is a problem');
  await expect(summary).toContainText('Enter your email address.');
  await expect(summary).toContainText('Enter your password.');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('something');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(summary).toContainText('Enter a valid email address.');
  await expect(summary).not.toContainText('Enter your password.');
  expect(signInCalls).toEqual([]);
});
