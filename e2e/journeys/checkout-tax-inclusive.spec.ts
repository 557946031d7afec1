import { catalogueText, checkoutText } from '../catalogue';
import { apiGet, expect, marketingSiteBaseURL, test } from '../fixtures';
import { enterCard, enterEmail, newEmail } from './checkout-steps';

// Issue 22 item 3 (decision 0196): the marketing-site server's tenant quotes `inclusive` prices
// (SEED_TAX_DISPLAY, e2e/playwright.config.ts). A German consumer on /de/order sees the gross
// price with "inkl. 19 % MwSt. (Deutschland)", the checkout summary and the pay button show the
// same amount with the VAT named, and the card is charged — and the invoice totals — exactly it.
// Then, signed in by the purchase, the portal's dashboard shows the renewal price the engine will
// charge with the VAT in it named (decision 0196 addendum), the amount from the server.

test.use({ baseURL: marketingSiteBaseURL });

const de = (key: string) => checkoutText('de', key);
const euros = (text: string) => {
  const found = /(\d+,\d{2})\s€/.exec(text);
  if (!found?.[1]) throw new Error(`No euro amount in ${text}`);
  return found[1];
};

test('a German consumer sees gross prices with "inkl. 19 % MwSt." and pays exactly that', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/de/order');
  const lengths = page.getByRole('radiogroup', { name: de('order.lengthLegend') });
  const chosen = lengths.locator('label', { has: page.getByRole('radio', { checked: true }) });
  await expect(chosen).toContainText('inkl. 19 % MwSt. (Deutschland)');
  const today = de('order.totalToday').replace('{{amount}}', '');
  const shown = euros(
    (await chosen.getByText(today.trim(), { exact: false }).first().textContent()) ?? '',
  );

  await page.getByRole('link', { name: de('order.continue') }).click();
  await enterEmail(page, newEmail('tax-inclusive'), 'de');
  await page.getByLabel(de('checkout.address.country')).selectOption('DE');
  await page.getByLabel(de('checkout.address.postalCode')).fill('10115');
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('inkl. 19 % MwSt. (Deutschland)')).toBeVisible();
  const pay = page.getByRole('button', {
    name: de('checkout.pay.button').replace('{{amount}}', `${shown} €`),
  });
  await expect(pay).toBeVisible();
  await enterCard(page, '4242 4242 4242 4242', 'de');
  await pay.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('confirmation.title'));

  // What the server charged and invoiced: exactly the price the card showed, its VAT inside.
  const { invoices } = await apiGet<{
    invoices: {
      total: { unscaledValue: number };
      tax: { unscaledValue: number };
      tax_included?: { rate: number };
    }[];
  }>(page, '/api/v2/invoices/');
  const [invoice] = invoices;
  const cents = Number(shown.replace(',', ''));
  expect(invoice?.total.unscaledValue).toBe(cents);
  expect(invoice?.tax_included).toEqual({ rate: 1900 });
  expect(invoice?.tax.unscaledValue).toBe(Math.round((cents * 1900) / 11_900));

  // The portal: the renewal price is the gross the next renewal charges, the VAT in it named.
  const { subscriptions } = await apiGet<{
    subscriptions: {
      renewal_price: { unscaledValue: number };
      included_tax?: { rate: string; country: string; amount: { unscaledValue: number } };
    }[];
  }>(page, '/api/v2/subscriptions/');
  const [sub] = subscriptions;
  expect(sub?.included_tax).toMatchObject({ rate: '19.00', country: 'DE' });
  const vat = sub?.included_tax?.amount.unscaledValue ?? 0;
  expect(vat).toBe(Math.round(((sub?.renewal_price.unscaledValue ?? 0) * 1900) / 11_900));
  const euro = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')}\u00a0€`;
  await page.getByRole('link', { name: de('confirmation.account') }).click();
  await expect(page).toHaveURL(/\/de\/subscriptions$/);
  const card = page.getByRole('article').first();
  await expect(card).toContainText(catalogueText('de', 'translation', 'dashboard.facts.amount'));
  await expect(card).toContainText(euro(sub?.renewal_price.unscaledValue ?? 0));
  await expect(card).toContainText(`inkl. 19 % MwSt. (Deutschland): ${euro(vat)}`);
});
