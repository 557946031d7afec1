import fs from 'node:fs';
import { appReady, expect, TENANT, test } from '../fixtures';
import { enterCard, payAndConfirm, startCheckout } from './checkout-steps';

// Issue 22 item 6 (decision 0195): a new customer asks for a copy of their data in Account &
// Billing, the background job prepares it, and the JSON they download holds their account, their
// subscription, the invoice of their purchase and their card as brand and last four only.

test('a customer asks for their data, it is prepared in the background and downloaded as JSON', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await startCheckout(
    page,
    { currency: 'EUR', price: 'regular-basic-1m-eur' },
    'export',
    { country: 'DE', postalCode: '10115' },
  );
  await enterCard(page, '4242 4242 4242 4242');
  await payAndConfirm(page, /^Pay /);

  await page.goto('/account-billing');
  await appReady(page);
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  // Asking does not wait for the archive: the page says it is being prepared (or, when the
  // background run was quicker than the answer's render, that it is ready).
  await expect(section.getByText(/We are preparing your data|Your data is ready/)).toBeVisible();

  // The background job (also woken by the request itself) prepares it.
  const run = await page.request.post('/api/test/data-exports/run', {
    headers: { 'x-tenant-id': TENANT },
  });
  expect(run.ok()).toBe(true);
  await page.reload();
  await appReady(page);
  await expect(section.getByText(/Your data is ready\. You can download it until /)).toBeVisible();
  await expect(section.getByText(/You can ask for a new copy after /)).toBeVisible();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^data-export-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(fs.readFileSync((await file.path()) ?? '', 'utf8'));
  expect(archive.account.email).toBe(email);
  expect(archive.subscriptions).toHaveLength(1);
  expect(archive.invoices_and_credit_notes).toHaveLength(1);
  expect(archive.invoices_and_credit_notes[0]).toMatchObject({
    kind: 'invoice',
    currency: 'EUR',
    total_minor: expect.any(Number),
  });
  expect(archive.payment_methods).toContainEqual(expect.objectContaining({ last_four: '4242' }));
  expect(archive.sessions.length).toBeGreaterThan(0);
  expect(archive.emails.map((m: { kind: string }) => m.kind)).toContain('purchase_receipt');
  const text = JSON.stringify(archive);
  expect(text).not.toMatch(/password_hash|gateway_token|idempotency|\$argon2|\$scrypt/);
});
