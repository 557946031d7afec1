import { beforeEach, describe, expect, it } from 'vitest';
import { invoicesOf, publicId, runDue, subscriptionRow } from '../billing/helpers';
import { attemptId } from '../checkout/checkout-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import { DAY, mailsTo, portalSubscription, storeTestCard } from './lifecycle-helpers';

// Issue 21 item 5 (decision 0184): a dedicated IP bought after the plan (the add_addon flow)
// renews on its own date, under its own switch, with its own notices, dunning and invoice.
// basic-us: Basic 12 months, California 7.25 %, its plan renews in 325 days.
const t = useTestServerPerTest();
let cookie: string;
beforeEach(async () => {
  cookie = await signInAs(t, 'basic-us');
});

async function buyDedicatedIp(priceId: string) {
  const res = await t.request('POST', '/api/v1/checkout-for-customer', {
    cookie,
    body: {
      checkoutAttemptId: attemptId(),
      offerId: 'regular',
      flow: 'add_addon',
      subscriptionId: publicId('basic-us'),
      priceIds: [priceId],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await subscriptionRow(t, 'basic-us');
  return t.server.database.db
    .selectFrom('subscription_addons')
    .selectAll()
    .where('subscription_id', '=', row.id)
    .where('addon_type', '=', 'dip')
    .executeTakeFirstOrThrow();
}

const addonRow = (id: string) =>
  t.server.database.db
    .selectFrom('subscription_addons')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe(`add-ons on their own dates (${testDatabaseKind})`, () => {
  it('a monthly dedicated IP renews on its date, on its own invoice, while the plan waits', async () => {
    const addon = await buyDedicatedIp('regular-addon-dip-1m-untaxed-usd');
    expect(addon).toMatchObject({ renews_with_plan: 0, auto_billing_enabled: 1, billing_cycle: 1 });
    const plan = await subscriptionRow(t, 'basic-us');
    const invoices = (await invoicesOf(t, 'basic-us')).length;
    t.clock.set(new Date(addon.expires_at as string));
    await runDue(t);
    const renewed = (await invoicesOf(t, 'basic-us')).slice(invoices);
    expect(renewed).toHaveLength(1);
    // spec §9 dedicated IP 1 month 7.99 + California 7.25 % (0.58) = 8.57.
    expect(renewed[0]).toMatchObject({ subtotal: 799, tax: 58, total: 857 });
    expect(JSON.parse(renewed[0]?.lines ?? '[]')[0].description).toMatch(/^Dedicated IP, 1 month/);
    const after = await addonRow(addon.id);
    expect(Date.parse(after.expires_at as string)).toBeGreaterThan(
      Date.parse(addon.expires_at as string),
    );
    expect((await subscriptionRow(t, 'basic-us')).next_payment_date).toBe(plan.next_payment_date);
    const [receipt] = await mailsTo(t, 'basic-us', 'addon_renewal_receipt');
    expect(receipt?.text_body).toContain('$8.57');
    // Run again at the same instant: nothing more.
    await runDue(t);
    expect((await invoicesOf(t, 'basic-us')).slice(invoices)).toHaveLength(1);
  });

  it('its own switch off: not charged, it ends on its date', async () => {
    const addon = await buyDedicatedIp('regular-addon-dip-1m-untaxed-usd');
    const res = await t.request('POST', `/api/v2/dedicated-ip/${addon.id}/autobill-off`, {
      cookie,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const invoices = (await invoicesOf(t, 'basic-us')).length;
    t.clock.set(new Date(Date.parse(addon.expires_at as string) + DAY));
    await runDue(t);
    expect(await invoicesOf(t, 'basic-us')).toHaveLength(invoices);
  });

  it('a yearly one gets its own upcoming-renewal notice 7 days before its date', async () => {
    const addon = await buyDedicatedIp('regular-addon-dip-12m-untaxed-usd');
    t.clock.set(new Date(Date.parse(addon.expires_at as string) - 7 * DAY));
    await runDue(t);
    await runDue(t);
    const mails = await mailsTo(t, 'basic-us', 'renewal_upcoming');
    expect(mails).toHaveLength(1);
    // spec §9 12 × 5.99 = 71.88 + 7.25 % (5.21) = 77.09.
    expect(mails[0]?.text_body).toContain('Dedicated IP');
    expect(mails[0]?.text_body).toContain('$77.09');
  });

  it('its own dunning: a hard decline asks for a new card, and it ends after the last slot', async () => {
    const addon = await buyDedicatedIp('regular-addon-dip-1m-untaxed-usd');
    await storeTestCard(t, cookie, '4000000000009979'); // stolen
    const due = Date.parse(addon.expires_at as string);
    for (const day of [0, 3, 7]) {
      t.clock.set(new Date(due + day * DAY));
      await runDue(t);
    }
    expect(await mailsTo(t, 'basic-us', 'payment_method_required')).toHaveLength(1);
    const sub = await portalSubscription(t, await signInAs(t, 'basic-us'), publicId('basic-us'));
    const dip = sub.addons.find((a: { addon_type: string }) => a.addon_type === 'dip');
    expect(dip).toMatchObject({
      renews_with_plan: false,
      dunning: { state: 'payment_method_required', decline_code: 'stolen_card' },
    });
    expect(sub.dunning).toBeNull(); // the plan itself is in good standing
    t.clock.set(new Date(due + 14 * DAY));
    await runDue(t);
    expect((await addonRow(addon.id)).ended_at).not.toBeNull();
    expect(await mailsTo(t, 'basic-us', 'addon_ended')).toHaveLength(1);
    t.clock.set(new Date(due + 40 * DAY));
    await runDue(t);
    expect(await mailsTo(t, 'basic-us', 'addon_ended')).toHaveLength(1);
  });

  it('a soft decline is retried on the add-on’s own schedule', async () => {
    const addon = await buyDedicatedIp('regular-addon-dip-1m-untaxed-usd');
    await storeTestCard(t, cookie, '4000000000009995'); // insufficient funds
    const due = Date.parse(addon.expires_at as string);
    for (const day of [0, 3]) {
      t.clock.set(new Date(due + day * DAY));
      await runDue(t);
    }
    expect(await mailsTo(t, 'basic-us', 'addon_payment_failed')).toHaveLength(2);
    await storeTestCard(t, await signInAs(t, 'basic-us'), '4242424242424242');
    t.clock.set(new Date(due + 7 * DAY));
    await runDue(t);
    expect(await mailsTo(t, 'basic-us', 'addon_renewal_receipt')).toHaveLength(1);
    expect((await addonRow(addon.id)).auto_bill_failed_on).toBeNull();
  });
});
