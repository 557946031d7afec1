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
