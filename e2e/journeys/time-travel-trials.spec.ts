import type { Page } from '@playwright/test';
import { englishDate, expect, signInToPortal, TENANT, test } from '../fixtures';
import { cardFrame } from './checkout-steps';
import { clockJourneys } from './time-travel-steps';

// Issue 24 item 2 (decision 0161): every trial type of the demo data, from trial to its first
// paid invoice. A card added during a trial turns auto-renew on (the page says when and how
// much); the billing engine charges at the trial's end. Amounts are the price list's first
// periods plus the residence's tax (decision 0021 rates), worked out here by hand.
//
// They move the server's clock, so they run in the time-travel project, after every other journey.
clockJourneys();

interface Trial {
  readonly key: string;
  readonly plan: string;
  /** spec §9 first period + tax at the residence's rate, as the English portal writes it. */
  readonly firstCharge: string;
  readonly addsCard: boolean;
}

// In the order the seeded trials end (in 4, 5 and 6 days): moving the clock to one trial's end
// never passes the next one's.
const TRIALS: Trial[] = [
  // Premium 12 months 12 × $6.67 = $80.04 + 6.25 % (Texas) $5.00; the card is on file already
  { key: 'trial-chargebee', plan: 'Premium', firstCharge: '$85.04', addsCard: false },
  // Premium 1 month $19.49 + 7.25 % (California) $1.41
  { key: 'trial-multi', plan: 'Premium', firstCharge: '$20.90', addsCard: true },
  // Basic 1 month $12.95 + 4 % (New York) $0.52
  { key: 'trial-single', plan: 'Basic', firstCharge: '$13.47', addsCard: true },
];

const api = { headers: { 'x-tenant-id': TENANT } };

async function trialEnd(page: Page): Promise<string> {
  const res = await page.request.get('/api/v2/subscriptions/', api);
  const { subscriptions } = (await res.json()) as {
    subscriptions: { next_payment_date: string }[];
  };
  return subscriptions[0]?.next_payment_date as string;
}

for (const trial of TRIALS) {
  test(`${trial.key}: from the free trial to the first paid invoice`, async ({ page }) => {
    await signInToPortal(page, trial.key);
    const card = page.getByRole('article').filter({ hasText: trial.plan }).first();
    await expect(card.getByText('Free trial').first()).toBeVisible();
    const end = await trialEnd(page);
    const date = englishDate(end);

    if (trial.addsCard) {
      // Before: no card, nothing will be charged, no switch to turn on.
      await expect(card.getByText('None: auto-renew is off')).toBeVisible();
      await page.goto('/credit_cards/edit');
      // The card is typed into the gateway's frame, never our page (decision 0151).
      const frame = cardFrame(page);
      await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
      await frame.getByLabel('Expiry date').fill('12/30');
      await frame.getByLabel('Security code (CVC)').fill('123');
      await page.getByRole('button', { name: 'Save card' }).click();
      const status = page.getByRole('status');
      await expect(status).toContainText('4242 now pays your renewals');
      await expect(status).toContainText(
        `auto-renew is on, and the first charge of ${trial.firstCharge} is on ${date}`,
      );
      await page.goto('/subscriptions');
    }
    // The dashboard says the trial converts, when, for how much, and offers the switch.
    await expect(
      card.getByText(`Your free trial ends on ${date}, then your plan starts`),
    ).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Auto-renew' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(card.getByText(trial.firstCharge)).toBeVisible();

    // The trial ends; the engine charges it.
    const clock = await page.request.post('/api/test/clock', { ...api, data: { set: end } });
    expect(clock.ok()).toBe(true);
    expect((await page.request.post('/api/test/billing/run', api)).ok()).toBe(true);
    await page.goto('/invoices');
    const rows = page.getByRole('table', { name: 'Payment history' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(trial.firstCharge);
    await page.goto('/subscriptions');
    await expect(card.getByText('Active').first()).toBeVisible();
    await expect(card.getByText(/Renews automatically on/)).toBeVisible();
  });
}
