import { apiGet, apiSubscriptions, expect, signInToPortal, test, TENANT } from '../fixtures';

interface OfferPrice {
  readonly id: string;
  readonly totalPeriod: { readonly length: number; readonly unit: string };
}
interface Offer {
  readonly products: { readonly name: string; readonly prices: OfferPrice[] }[];
}
interface Estimate {
  readonly total: { readonly unscaledValue: number; readonly scale: number };
}
const usd = (amount: Estimate['total']) =>
  `$${(amount.unscaledValue / 10 ** amount.scale).toFixed(2)}`;

test('change plan: the preview states the charge, paying it changes the subscription', async ({
  page,
}) => {
  await signInToPortal(page, 'change-plan');
  const [before] = (await apiSubscriptions(page)) as unknown as {
    subscription_id: string;
    tier: string;
  }[];
  expect(before?.tier).toBe('TIER_BASIC');
  const offer = await apiGet<Offer>(page, '/api/v1/offers/regular?currency=USD');
  const price = offer.products
    .find((p) => p.name === 'TIER_PREMIUM')
    ?.prices.find((p) => p.totalPeriod.length === 12 && p.totalPeriod.unit === 'month');
  expect(price).toBeDefined();
  // What the server says the change costs now, asked the way the page asks it.
  const estimate = (await (
    await page.request.put('/api/v2/checkout/estimate', {
      headers: { 'x-tenant-id': TENANT },
      data: {
        flow: 'edit_subscription',
        subscriptionId: before?.subscription_id,
        offerId: 'regular',
        priceId: price?.id,
        priceIds: [],
      },
    })
  ).json()) as Estimate;
  const charged = usd(estimate.total);

  await page.goto('/my-subscriptions');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your plan' });
  await dialog.getByRole('radio', { name: 'Premium' }).click();
  await dialog.getByRole('radio', { name: /^12 months/ }).click();
  const preview = dialog.getByRole('region', { name: 'What changes' });
  await expect(preview).toContainText(`Charged now${charged}`);
  await expect(preview).toContainText('Premium, 12 months');
  await expect(preview).toContainText('Visa •••• 4242');

  await dialog.getByRole('button', { name: `Pay ${charged} and change plan` }).click();
  await expect(dialog.getByRole('status')).toContainText(
    `Your plan was changed. We charged ${charged}`,
  );
  const [after] = (await apiSubscriptions(page)) as unknown as {
    tier: string;
    next_billing_cycle: number;
  }[];
  expect(after?.tier).toBe('TIER_PREMIUM');
  expect(after?.next_billing_cycle).toBe(12);
});
