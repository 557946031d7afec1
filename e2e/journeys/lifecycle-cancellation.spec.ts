import type { Page } from '@playwright/test';
import { apiSubscriptions, englishDate, expect, test } from '../fixtures';
import { dbRows, enterCard, expectRow, payAndConfirm, startCheckout } from './checkout-steps';

// Issue 21 item 4 (decision 0183): turning auto-renew off keeps its two clicks, with an optional
// reason and at most one offer. Each journey buys its own plan (Basic, 12 months, Oregon: 0 %
// tax, so spec §9's 56.04 renews at 56.04), so no demo account changes.

async function buyYearly(page: Page, label: string): Promise<string> {
  const email = await startCheckout(page, { price: 'regular-basic-12m-usd' }, label);
  await enterCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, /^Pay /);
  await page.goto('/subscriptions');
  return email;
}

async function openSwitch(page: Page) {
  const card = page.getByRole('article');
  const toggle = card.getByRole('switch', { name: 'Auto-renew' });
  await expect(toggle).toBeChecked();
  await toggle.click(); // click 1
  const dialog = page.getByRole('dialog', { name: 'Turn off auto-renew?' });
  await dialog.getByRole('radio', { name: 'It costs too much' }).check();
  const offer = dialog.getByRole('region', { name: 'Before you go' });
  // 56.04 − 25 % (14.01) = 42.03, on the renewal date the server holds.
  const [sub] = await apiSubscriptions(page);
  const date = englishDate(sub?.next_payment_date ?? '');
  await expect(offer).toContainText(
    `25 % off your next renewal: $42.03 instead of $56.04 on ${date}`,
  );
  return { card, toggle, dialog, offer, date, renewsAt: sub?.next_payment_date ?? '' };
}

test('turn auto-renew off with a reason, decline the offer, and get the confirmation email', async ({
  page,
}) => {
  const email = await buyYearly(page, 'cancel-decline');
  const { card, toggle, dialog, renewsAt } = await openSwitch(page);
  await dialog.getByRole('button', { name: 'Turn off auto-renew' }).click(); // click 2
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(card.getByRole('status').filter({ hasText: 'Auto-renew is off.' })).toBeVisible();

  // The confirmation in the outbox: when access ends, and the one-click way back.
  const mail = await expectRow<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where to_address = ? and kind = 'autorenew_off'",
    email,
  );
  expect(mail.subject).toBe('Automatic renewal of Halyard VPN is off');
  const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(renewsAt),
  );
  expect(mail.text_body).toContain(`Your access continues until ${longDate}`);
  const link = /(http\S+\/auto_renew)/.exec(mail.text_body)?.[1] ?? '';
  expect(link).toMatch(/\/subscriptions\/.+\/auto_renew$/);
  // The reason and the offer turned down are kept for reporting.
  const feedback = dbRows<{ reason: string; offer_id: string; outcome: string }>(
    `select f.reason, f.offer_id, f.outcome from cancellation_feedback f
       join users u on u.id = f.user_id where u.email = ?`,
    email,
  );
  expect(feedback).toEqual([
    { reason: 'too_expensive', offer_id: 'renewal-discount-25', outcome: 'declined' },
  ]);

  // The emailed link turns it back on in one click.
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Turn auto-renew back on' }).click();
  await expect(page.getByRole('status')).toContainText('Auto-renew is on.');
});

test('accept the offer: auto-renew stays on and the dashboard shows the new renewal price', async ({
  page,
}) => {
  await buyYearly(page, 'cancel-accept');
  const { card, toggle, dialog, offer, date } = await openSwitch(page);
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card.getByRole('status').filter({
      hasText: `Offer applied. Your next renewal on ${date} is $42.03.`,
    }),
  ).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.reload();
  const amount = card.locator('dt', { hasText: 'Amount' }).locator('xpath=following-sibling::dd');
  await expect(amount).toHaveText('$42.03');
  await expect(card).toContainText('25 % off your next renewal');
});
