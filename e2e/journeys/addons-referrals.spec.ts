import { accountNav, expect, signInToPortal, test, expectNotAvailable } from '../fixtures';

test('Referrals: the link carries referrerId and referralCampaignId, and the order page honours it', async ({
  page,
  browser,
}) => {
  await signInToPortal(page, 'premium-us');
  await accountNav(page).getByRole('link', { name: 'Referrals' }).click();
  await expect(page).toHaveURL(/\/referrals$/);
  const link = page.getByTestId('referral-link');
  await expect(link).toContainText('/order?referrerId=PREMIUMUS&referralCampaignId=friends');
  await expect(page.getByTestId('friends')).toContainText('r•••@demo.halyard.test');
  // Decision 0068: held through the friend's 30-day money-back guarantee.
  await expect(page.getByTestId('friends')).toContainText('1 free month, usable from');
  await expect(page.getByTestId('reward-earned')).toHaveText('1 month');
  await expect(page.getByTestId('reward-pending')).toHaveText('1 month');

  // A friend opens the link, signed out: the order page shows the referral bonus.
  const friend = await browser.newContext();
  const visitor = await friend.newPage();
  await visitor.goto((await link.textContent()) ?? '');
  await expect(visitor.getByText('A friend invited you: you get 1 month free.')).toBeVisible();
  await friend.close();
});

test('Referrals: invite by email, refusals explained', async ({ page }) => {
  await signInToPortal(page, 'basic-us');
  await accountNav(page).getByRole('link', { name: 'Referrals' }).click();
  const email = page.getByLabel('Friend’s email address');
  await expect(page.getByText('10 invitations left today')).toBeVisible();

  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Enter a valid email address.').first()).toBeVisible();

  await email.fill('journey.friend@example.com');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to journey.friend@example.com.')).toBeVisible();
  await expect(page.getByTestId('invites')).toContainText('journey.friend@example.com');
  await expect(page.getByText('9 invitations left today')).toBeVisible();

  await email.fill('journey.friend@example.com');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText('You invited this address in the last 7 days.').first(),
  ).toBeVisible();
});

test('In-app customer: no Referrals item, and /referrals is not available', async ({ page }) => {
  await signInToPortal(page, 'playstore');
  await expectNotAvailable(page, '/referrals', 'Referrals');
});
