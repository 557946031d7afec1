import { demoEmail, expect, signInToPortal, test, marketingSiteBaseURL } from '../fixtures';

test.describe('with a marketing site (decision 0133)', () => {
  test.use({ baseURL: marketingSiteBaseURL });

  test('header: logo, account icon and keyboard-operable dropdowns', async ({ page }) => {
    await signInToPortal(page, 'basic-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Halyard VPN' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      'https://www.halyard.test/blog',
    );

    // Keyboard: focus the Products button, open it with Enter, move with the arrow keys.
    const products = header.getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(6);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Dedicated IP' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(products).toBeFocused();

    // Get help holds /support, live chat and /redeem.
    await header.getByRole('button', { name: 'Get help' }).click();
    // The help centre is this app's own page (issue 17), marketing site or not.
    await expect(page.getByRole('menuitem', { name: 'Support center' })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(page.getByRole('menuitem', { name: 'Redeem a code' })).toHaveAttribute(
      'href',
      '/redeem',
    );
    await page.getByRole('menuitem', { name: 'Message support' }).click();
    await expect(page.getByRole('dialog', { name: 'Message support' })).toBeVisible();
  });
});

test('chat: a signed-in customer leaves a message and is told the reply comes by email', async ({
  page,
}) => {
  await signInToPortal(page, 'expiring');
  await page.getByRole('button', { name: 'Need help? Message us Replies by email' }).click();
  const chat = page.getByRole('dialog', { name: 'Message support' });
  await expect(chat).toContainText('our support team will reply by email');
  await expect(chat.getByLabel('Your email')).toHaveValue(demoEmail('expiring'));

  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByText('Write a message of up to 4000 characters.')).toBeVisible();

  await chat.getByLabel('Your message').fill('How do I turn auto-renew back on?');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('status')).toContainText(
    `Thanks! We'll reply by email to ${demoEmail('expiring')}.`,
  );
  // The thread (GET /api/v1/support/messages) shows the message.
  await expect(
    chat.getByRole('listitem').filter({ hasText: 'How do I turn auto-renew back on?' }),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

test('chat: a visitor on the sign-in page can leave a message too', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: /Message us/ }).click();
  const chat = page.getByRole('dialog', { name: 'Message support' });
  await chat.getByLabel('Your email').fill('visitor@example.com');
  await chat.getByLabel('Your message').fill('Do you have a student discount?');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('status')).toContainText(
    "We'll reply by email to visitor@example.com.",
  );
});

test('issue 17: without a marketing site the header and footer keep only links that lead somewhere', async ({
  page,
}) => {
  await signInToPortal(page, 'dedicated-ip');
  const header = page.getByRole('banner');
  // The why-VPN menu and the blog are pages of a marketing site: left out.
  await expect(header.getByRole('button', { name: 'Why Halyard VPN' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  // Products: the plans, and the customer's own dedicated IP page.
  await header.getByRole('button', { name: 'Products' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'VPN' })).toHaveAttribute('href', '/order');
  await expect(menu.getByRole('menuitem', { name: 'Dedicated IP' })).toHaveAttribute(
    'href',
    '/support/dedicated-ip',
  );
  await page.keyboard.press('Escape');
  // Devices: the setup page's list of apps, at the device.
  await header.getByRole('button', { name: 'Devices' }).click();
  await page.getByRole('menuitem', { name: 'Linux' }).click();
  await expect(page).toHaveURL(/\/setup#linux$/);
  await expect(page.locator('#linux')).toBeVisible();

  await page.goto('/subscriptions');
  const footer = page.getByRole('contentinfo');
  // English top links (free tools) all live on the marketing site: the strip is not shown.
  await expect(footer.getByRole('navigation', { name: 'Free tools' })).toHaveCount(0);
  await expect(footer.getByRole('heading', { name: 'Server locations' })).toHaveCount(0);
  const help = footer.getByRole('navigation', { name: 'Footer' });
  await help.getByRole('link', { name: 'Troubleshooting' }).click();
  await expect(page).toHaveURL(/\/support\/troubleshooting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Troubleshooting' })).toBeVisible();
});
