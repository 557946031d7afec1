import { expect, test } from '../fixtures';
import { accountState, enterCard, errorSummary, startCheckout } from './checkout-steps';

const THREE_DS_CARD = '4000 0000 0000 3220';
const RESUME_MS = 20_000;

test('3-D Secure passed: the bank page returns to the checkout, which completes the purchase', async ({
  page,
}) => {
  await startCheckout(page, { price: 'regular-premium-12m-usd' }, '3ds-pass');
  await enterCard(page, THREE_DS_CARD);
  await page.getByRole('button', { name: 'Pay $80.04' }).click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/3ds\//);
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  // Back from the gateway: a full page load, the payment step's chunk and the resumed checkout —
  // longer than the default expectation on a loaded machine.
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/, { timeout: RESUME_MS });
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  expect(new URL(page.url()).searchParams.get('sub_id')).toBe(subscriptions[0]?.subscription_id);
  expect(invoices).toHaveLength(1);
});

test('3-D Secure failed: the buyer is told and nothing is bought', async ({ page }) => {
  await startCheckout(page, { price: 'regular-premium-12m-usd' }, '3ds-fail');
  await enterCard(page, THREE_DS_CARD);
  await page.getByRole('button', { name: 'Pay $80.04' }).click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/3ds\//);
  await page.getByRole('button', { name: 'Fail authentication' }).click();

  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(errorSummary(page)).toContainText(
    'Your bank could not confirm it was you. Please try again, or use another card.',
    { timeout: RESUME_MS },
  );
  // The gateway's parameters are gone: a reload does not send the payment again. The checkout
  // replaces its URL by a router navigation, which may land just after the error is shown (a
  // full run read the URL in between): wait for it as a buyer's reload would come after it.
  await expect(page).not.toHaveURL(/[?&]three_d_secure=/);
  const me = await page.request.get('/api/v1/auth/me', { headers: { 'x-tenant-id': 'halyard' } });
  expect(me.status()).toBe(401);
});
