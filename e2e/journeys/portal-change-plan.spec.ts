import { apiSubscriptions, expect, signInToPortal, test } from '../fixtures';

// The charge is worked out here from the spec, not asked of the estimate endpoint it checks:
// spec §9 Premium 12 months is 6.67 a month × 12 = 80.04; change-plan@ lives in Oregon, where
// the default tax table (decision 0021) collects no sales tax.
const CHARGED = '$80.04';

test('change plan: the preview states the charge, paying it changes the subscription', async ({
  page,
}) => {
  await signInToPortal(page, 'change-plan');
  const [before] = (await apiSubscriptions(page)) as unknown as {
    subscription_id: string;
    tier: string;
  }[];
  expect(before?.tier).toBe('TIER_BASIC');
  await page.goto('/my-subscriptions');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your plan' });
  await dialog.getByRole('radio', { name: 'Premium' }).click();
  await dialog.getByRole('radio', { name: /^12 months/ }).click();
  const preview = dialog.getByRole('region', { name: 'What changes' });
  await expect(preview).toContainText(`Charged now${CHARGED}`);
  await expect(preview).toContainText('Premium, 12 months');
  await expect(preview).toContainText('Visa •••• 4242');

  await dialog.getByRole('button', { name: `Pay ${CHARGED} and change plan` }).click();
  await expect(dialog.getByRole('status')).toContainText(
    `Your plan was changed. We charged ${CHARGED}`,
  );
  const [after] = (await apiSubscriptions(page)) as unknown as {
    tier: string;
    next_billing_cycle: number;
  }[];
  expect(after?.tier).toBe('TIER_PREMIUM');
  expect(after?.next_billing_cycle).toBe(12);
});
