import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, TENANT, test } from '../fixtures';
import { checkoutUrl, enterCard, enterEmail, newEmail, payAndConfirm } from './checkout-steps';
import { clock, DAY, runBilling, travel } from './time-travel-steps';

// Issue 25: every other journey buys from Oregon (0 %). These buy where tax is due, follow the
// money through the receipt, a renewal on the test clock and a refund, and read the amounts on
// screen and in the PDFs. Expected amounts are spec §9 prices and decision 0021 rates, worked out
// here by hand, never read back from the API.
//
// They move the server's clock (decision 0035), so they run in their own project after all the
// others (playwright.config.ts), one after the other.
test.describe.configure({ mode: 'serial' });

/** The first day of the next month that has at most 30 days: a monthly renewal then falls inside
 * the 30-day money-back guarantee, so the renewal can be refunded too. */
function shortMonthStart(from: Date): string {
  for (let m = 1; m <= 12; m++) {
    const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + m, 1, 12));
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1, 12));
    if (next.getTime() - start.getTime() <= 30 * DAY) return start.toISOString();
  }
  throw new Error('no short month in a year');
}

/** The text of a PDF downloaded from a payment-history row (pdftotext -layout). */
async function pdfOf(page: Page, row: Locator): Promise<string> {
  const number = (await row.getByRole('rowheader').textContent()) ?? '';
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${number} as PDF` }).click();
  const path = (await (await download).path()) ?? '';
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

interface Buyer {
  readonly label: string;
  readonly currency: 'USD' | 'EUR';
  readonly country: string;
  readonly state?: string;
  readonly postalCode: string;
  /** Spec §9 Basic 1 month, the tax at the residence's rate, and their sum, as written. */
  readonly price: string;
  readonly rate: string;
  readonly tax: string;
  readonly total: string;
  readonly twice: { readonly total: string; readonly tax: string };
  readonly addressLine: string;
}

const BUYERS: Buyer[] = [
  {
    // California 7.25 %: 12.95 × 0.0725 = 0.938875 → 0.94.
    label: 'a Californian buyer',
    currency: 'USD',
    country: 'US',
    state: 'CA',
    postalCode: '94105',
    price: '$12.95',
    rate: '7.25',
    tax: '$0.94',
    total: '$13.89',
    twice: { total: '$27.78', tax: '$1.88' },
    addressLine: '94105 CA US',
  },
  {
    // Germany 19 % VAT: 12.95 × 0.19 = 2.4605 → 2.46.
    label: 'a German buyer',
    currency: 'EUR',
    country: 'DE',
    postalCode: '10115',
    price: '€12.95',
    rate: '19', // written as the page's language writes it (issue 24 item 9), not "19.00"
    tax: '€2.46',
    total: '€15.41',
    twice: { total: '€30.82', tax: '€4.92' },
    addressLine: '10115 DE',
  },
];

test.afterAll(async ({ request }) => {
  // Back to the present for anything that runs after.
  await request.post('/api/test/clock', {
    headers: { 'x-tenant-id': TENANT },
    data: { set: new Date().toISOString() },
  });
});

for (const buyer of BUYERS) {
  test(`${buyer.label} pays tax at checkout, at renewal, and gets it back with the refund`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await clock(page, { set: shortMonthStart(new Date()) });

    // Checkout: Basic, 1 month, the tax of the address on top.
    await page.goto(
      checkoutUrl({
        currency: buyer.currency,
        price: `regular-basic-1m-${buyer.currency.toLowerCase()}`,
      }),
    );
    await enterEmail(page, newEmail('taxed'));
    await page.getByLabel('Country').selectOption(buyer.country);
    if (buyer.state) await page.getByLabel('State').selectOption(buyer.state);
    await page.getByLabel('Postal code').fill(buyer.postalCode);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText(`Tax (${buyer.rate}%)`)).toBeVisible();
    await expect(summary).toContainText(buyer.tax);
    await enterCard(page, '4242 4242 4242 4242');
    await expect(
      page
        .getByText(new RegExp(`Renews at ${buyer.total.replace('$', '\\$')} every month`))
        .first(),
    ).toBeVisible();
    await payAndConfirm(page, `Pay ${buyer.total}`);

    // The receipt: the payment history and its PDF.
    await page.goto('/invoices');
    const rows = page.getByRole('table', { name: 'Payment history' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(buyer.total);
    const receipt = await pdfOf(page, rows.first());
    for (const text of ['Basic, 1 month', buyer.price, buyer.tax, buyer.total, buyer.addressLine])
      expect(receipt).toContain(text);

    // The dashboard's renewal price carries the tax too.
    await page.goto('/subscriptions');
    const card = page.getByRole('article').first();
    await expect(card).toContainText(buyer.total);

    // A month later the engine renews it, taxed the same way.
    const { subscriptions } = await apiGet<{
      subscriptions: { subscription_id: string; next_payment_date: string }[];
    }>(page, '/api/v2/subscriptions/');
    const [sub] = subscriptions;
    await travel(page, sub?.next_payment_date ?? '');
    await runBilling(page);
    await page.goto('/invoices');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(buyer.total);
    const renewal = await pdfOf(page, rows.first());
    for (const text of ['Basic, 1 month (', buyer.tax, buyer.total])
      expect(renewal).toContain(text);

    // The refund, still inside the 30 days: both payments, each with its tax, listed one by one.
    await page.goto('/my-subscriptions');
    const breakdown = page.getByTestId('refund-breakdown');
    await expect(breakdown.locator('li')).toHaveCount(3); // two payments and the total
    await expect(breakdown).toContainText(`including ${buyer.tax} tax`);
    await expect(breakdown).toContainText(`including ${buyer.twice.tax} tax`);
    await page.getByRole('button', { name: 'Ask for a refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for a refund?' });
    await expect(dialog).toContainText(`We will refund ${buyer.twice.total}`);
    await dialog.getByRole('button', { name: `Refund ${buyer.twice.total}` }).click();
    await expect(page.getByRole('status').first()).toContainText(
      `Your refund of ${buyer.twice.total} will be made on`,
    );
    await clock(page, { advanceDays: 1 });
    await runBilling(page);

    // Two credit notes, each reversing one payment with its tax.
    await page.goto('/invoices');
    await expect(rows).toHaveCount(4);
    const note = rows.filter({ hasText: 'Credit note' }).first();
    await expect(note).toContainText(buyer.total);
    const creditNote = await pdfOf(page, note);
    for (const text of ['Credit note', 'Basic, 1 month', buyer.tax, buyer.total, buyer.addressLine])
      expect(creditNote).toContain(text);
  });
}
