import { expect, test } from '../fixtures';
import {
  accountState,
  checkoutUrl,
  enterAddress,
  enterEmail,
  errorSummary,
  expectRow,
  method,
  newEmail,
  startCheckout,
} from './checkout-steps';

test('PayPal approved: intent, button, approval page, then the checkout (payment_type=paypal)', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /payment-intent|emit-event|\/api\/v1\/checkout$/.test(path))
      calls.push(path);
  });
  await startCheckout(page, { price: 'regular-premium-12m-usd' }, 'paypal');
  await method(page, 'PayPal').check();
  const button = page.getByRole('button', { name: 'Pay with PayPal' });
  await expect(button).toBeVisible();
  // spec §9 "PayPal button: gold, pill, height 55".
  const box = await button.boundingBox();
  expect(box?.height).toBe(55);
  const look = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, radius: parseFloat(style.borderRadius) };
  });
  expect(look.background).toBe('rgb(255, 196, 57)'); // PayPal's gold, #ffc439
  expect(look.radius).toBeGreaterThanOrEqual(55 / 2); // a pill: fully rounded ends
  await button.click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/paypal\//);
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back from the gateway: a full page load, the payment step's chunk and the resumed checkout —
  // longer than the default expectation on a loaded machine.
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/, { timeout: 20_000 });
  const params = new URL(page.url()).searchParams;
  expect(params.get('payment_type')).toBe('paypal');
  // spec §4: payment-intent creation, (button mount,) the click records order submission, then checkout.
  expect(calls).toEqual(['/api/v1/payment-intent', '/api/v1/emit-event', '/api/v1/checkout']);
  const { subscriptions, invoices } = await accountState(page);
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]?.next_payment_method).toBe('PaypalLegacy');
  expect(invoices).toHaveLength(1);
});

test('PayPal cancelled: a failed sign-up attempt is recorded and the buyer can choose again', async ({
  page,
}) => {
  const email = newEmail('paypal-cancel');
  await page.goto(checkoutUrl({ price: 'regular-basic-1m-usd' }));
  await enterEmail(page, email);
  await enterAddress(page);
  await method(page, 'PayPal').check();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/paypal\//);

  const attempted = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/attempted_signups',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  const body = (await attempted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ email, error: 'Authorization failed' });
  const row = await expectRow<Record<string, unknown>>(
    'SELECT * FROM attempted_signups WHERE email = ?',
    email,
  );
  expect(row).toMatchObject({
    error: 'Authorization failed',
    signup_stage: 'paypal_authorisation',
  });

  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(errorSummary(page)).toContainText(
    'The payment was cancelled. Please try again or choose a different payment method.',
  );
  await expect(method(page, 'PayPal')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  const me = await page.request.get('/api/v1/auth/me', { headers: { 'x-tenant-id': 'halyard' } });
  expect(me.status()).toBe(401);
});
