import { demoEmail, expect, signInToPortal, test } from '../fixtures';

test('header: logo, account icon and keyboard-operable dropdowns', async ({ page }) => {
  await signInToPortal(page, 'basic-us');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Halyard VPN' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute(
    'href',
    '/subscriptions',
  );
  await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

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
  await expect(page.getByRole('menuitem', { name: 'Support center' })).toHaveAttribute(
    'href',
    '/support',
  );
  await expect(page.getByRole('menuitem', { name: 'Redeem a code' })).toHaveAttribute(
    'href',
    '/redeem',
  );
  await page.getByRole('menuitem', { name: 'Live chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
});

test('chat: a signed-in customer leaves a message and is told the reply comes by email', async ({
  page,
}) => {
  await signInToPortal(page, 'expiring');
  await page.getByRole('button', { name: 'Need help? Chat with us! Online' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
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
  await page.getByRole('button', { name: /Chat with us/ }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await chat.getByLabel('Your email').fill('visitor@example.com');
  await chat.getByLabel('Your message').fill('Do you have a student discount?');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('status')).toContainText(
    "We'll reply by email to visitor@example.com.",
  );
});
