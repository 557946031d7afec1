import type { Page } from '@playwright/test';
import {
  apiGet,
  apiSubscriptions,
  englishDate,
  expect,
  signInToPortal,
  test,
  TENANT,
} from '../fixtures';
import { seriousViolations } from './axe';
import { cardFrame } from './checkout-steps';

// Each journey changes a demo account of its own (seed: autorenew, retry, refund, redeem), so
// the journeys that read the other accounts never see these changes.

interface Sub {
  readonly subscription_id: string;
  readonly krn: string;
  readonly auto_billing_enabled: boolean;
  readonly next_payment_date: string | null;
  readonly auto_bill_failed_on: string | null;
  readonly auto_bill_payment_failed: boolean;
  readonly state: string;
  readonly cc_info: { readonly brand: string; readonly last4: string } | null;
}

async function onlySub(page: Page): Promise<Sub> {
  const [sub] = (await apiSubscriptions(page)) as unknown as Sub[];
  expect(sub).toBeDefined();
  return sub as Sub;
}

test('auto-renew off, then on: two clicks each, the consequence stated, the server agrees', async ({
  page,
}) => {
  await signInToPortal(page, 'autorenew');
  const before = await onlySub(page);
  expect(before.auto_billing_enabled).toBe(true);
  const date = englishDate(before.next_payment_date ?? '');
  const card = page.getByRole('article');
  const toggle = card.getByRole('switch', { name: 'Auto-renew' });
  await expect(toggle).toBeChecked();

  await toggle.click();
  const off = page.getByRole('dialog', { name: 'Turn off auto-renew?' });
  await expect(off).toContainText(`it ends on ${date}`);
  // Basic 12 months 56.04 in Texas, 6.25 %: 3.5025 → 3.50 (decision 0120).
  await expect(off).toContainText('You will not be charged $59.54');
  await off.getByRole('button', { name: 'Turn off auto-renew' }).click();
  await expect(off).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(card.getByRole('status').filter({ hasText: 'Auto-renew is off.' })).toBeVisible();
  await expect(card).toContainText(`your subscription ends on ${date}`);
  expect((await onlySub(page)).auto_billing_enabled).toBe(false);

  // After a reload the page shows what the server holds.
  await page.reload();
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  const on = page.getByRole('dialog', { name: 'Turn on auto-renew?' });
  await expect(on).toContainText(
    `renew automatically on ${date}: we will charge $59.54 to Visa •••• 4242`,
  );
  await on.getByRole('button', { name: 'Turn on auto-renew' }).click();
  await expect(toggle).toBeChecked();
  await expect(card).toContainText(`Renews automatically on ${date}.`);
  expect((await onlySub(page)).auto_billing_enabled).toBe(true);
});

test('the auto-renew dialog can be left with Escape and changes nothing', async ({ page }) => {
  await signInToPortal(page, 'basic-de');
  const toggle = page.getByRole('article').getByRole('switch', { name: 'Auto-renew' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'Turn off auto-renew?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(toggle).toBeChecked();
  expect((await onlySub(page)).auto_billing_enabled).toBe(true);
});

test('retry a failed payment with a new card: declined first, then paid; the server books it', async ({
  page,
}) => {
  await signInToPortal(page, 'retry');
  const before = await onlySub(page);
  expect(before.auto_bill_payment_failed).toBe(true);

  await page.getByRole('article').getByRole('link', { name: 'Retry payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retry payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Amount due: $12.95' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The stored card is out of date: the gateway declines it.
  await page.getByRole('button', { name: 'Pay $12.95 with Visa •••• 0069' }).click();
  await expect(page.getByRole('alert')).toContainText('The payment did not go through');
  // Issue 24 item 9: the expired card's own message (spec §8 card_details_outdated), not the
  // generic decline.
  await expect(page.getByRole('alert')).toContainText(
    'Your card has expired or its details are out of date. Please use another card.',
  );

  await page.getByRole('button', { name: 'Use a new card' }).click();
  // A card that fails the spec §5 checks is refused by the gateway's frame: no token, no charge;
  // the page says what is wrong and the frame shows it by the field.
  const frame = cardFrame(page);
  await page.getByRole('button', { name: 'Save card and pay $12.95' }).click();
  await expect(frame.getByLabel('Card number')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Enter your card number.');
  await expect(frame.getByText('Enter your card number.')).toBeVisible();

  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry date').fill('12 / 30');
  await frame.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Save card and pay $12.95' }).click();
  const paid = page.getByRole('status').filter({ hasText: 'Paid $12.95' });
  await expect(paid).toBeVisible();

  const after = await onlySub(page);
  expect(after.auto_bill_payment_failed).toBe(false);
  expect(after.auto_bill_failed_on).toBeNull();
  expect(after.cc_info?.last4).toBe('4242');
  expect(new Date(after.next_payment_date ?? 0).getTime()).toBeGreaterThan(Date.now());
  await expect(paid).toContainText(`runs until ${englishDate(after.next_payment_date ?? '')}`);

  const { invoices } = await apiGet<{ invoices: { number: string }[] }>(page, '/api/v2/invoices/');
  await expect(paid).toContainText(`Invoice ${invoices[0]?.number ?? '?'}`);
});

test('refund inside 30 days: estimate, confirm, pending with its date, then cancelled', async ({
  page,
}) => {
  await signInToPortal(page, 'refund');
  const sub = await onlySub(page);
  const estimate = async () =>
    (
      await page.request.put('/api/v2/refund/estimate', {
        headers: { 'x-tenant-id': TENANT },
        data: { subscription_id: sub.subscription_id },
      })
    ).json() as Promise<{ eligible: boolean; reason: string | null; guarantee_ends: string }>;
  const offered = await estimate();
  expect(offered.eligible).toBe(true);

  await page.goto('/my-subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscription' })).toBeVisible();
  const plan = page.getByRole('article');
  await expect(plan).toContainText(
    `You can get $80.04 back until ${englishDate(offered.guarantee_ends)}.`,
  );
  await plan.getByRole('button', { name: 'Ask for a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a refund?' });
  await expect(dialog).toContainText('We will refund $80.04');
  await dialog.getByRole('button', { name: 'Refund $80.04' }).click();
  await expect(plan.getByRole('status')).toContainText('Your refund of $80.04 will be made on');
  expect((await estimate()).reason).toBe('refund_pending');

  await plan.getByRole('button', { name: 'Cancel refund request' }).click();
  await expect(plan.getByRole('status')).toHaveText(
    'Your refund request was cancelled. Your subscription continues.',
  );
  expect((await estimate()).eligible).toBe(true);
  expect((await onlySub(page)).state).toBe('active');
});

test('redeem: unknown, used and expired codes say so; a valid code extends the plan', async ({
  page,
}) => {
  await signInToPortal(page, 'redeem');
  const before = await onlySub(page);
  await page.goto('/redeem');
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem Code' })).toBeVisible();
  const code = page.getByLabel('Gift card or voucher code');
  const check = page.getByRole('button', { name: 'Check code' });

  for (const [value, message] of [
    ['HALYARD-GIFT-12M-9999', 'This code does not exist. Check it and try again.'],
    ['HALYARD-GIFT-12M-0002', 'This code has already been redeemed.'],
    ['HALYARD-GIFT-01M-0003', 'This code has expired.'],
  ] as const) {
    await code.fill(value);
    await check.click();
    await expect(code).toHaveAccessibleDescription(message);
  }

  await code.fill('halyard-gift-06m-0005');
  await check.click();
  await expect(page.getByText('This code gives you Basic for 6 months.')).toBeVisible();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const done = page.getByRole('status').filter({ hasText: 'Redeemed: 6 months of Basic added.' });
  await expect(done).toBeVisible();

  const after = await onlySub(page);
  expect(after.subscription_id).toBe(before.subscription_id);
  expect(Date.parse(after.next_payment_date ?? '')).toBeGreaterThan(
    Date.parse(before.next_payment_date ?? ''),
  );
  await expect(done).toContainText(`until ${englishDate(after.next_payment_date ?? '')}`);
});

test('/credit_cards/edit replaces the card through the gateway; the number never reaches /api', async ({
  page,
}) => {
  await signInToPortal(page, 'premium-gb');
  const apiBodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      apiBodies.push(request.postData() ?? '');
  });
  await page.goto('/credit_cards/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Our page holds no card field: the gateway's frame does (decision 0151).
  await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill('5555 5555 5555 4444');
  await frame.getByLabel('Expiry date').fill('08/31');
  await frame.getByLabel('Security code (CVC)').fill('321');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status')).toContainText('4444 now pays your renewals');
  expect(apiBodies.some((body) => body.includes('5555555555554444'))).toBe(false);
  const sub = await onlySub(page);
  expect(sub.cc_info?.last4).toBe('4444');
});
