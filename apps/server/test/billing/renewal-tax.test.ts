import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import {
  cardIntent,
  CARDS,
  checkoutBody,
  postCheckout,
  PRICES,
  US_CA,
} from '../checkout/checkout-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';
import {
  chargesOf,
  invoicesOf,
  latestMailTo,
  publicId,
  runDue,
  storeCard,
  subscriptionRow,
} from './helpers';

// Each test gets its own server and clock: they travel to different renewal dates.
const t = useTestServerPerTest();

const money = (unscaledValue: number, currency = 'USD') => ({ unscaledValue, scale: 2, currency });
const db = () => t.server.database.db;

const subscriptionOf = async (cookie: string, id: string) =>
  (await t.request('GET', `/api/v2/subscriptions/${id}`, { cookie })).body;

const addonsOf = (rowId: string) =>
  db()
    .selectFrom('subscription_addons')
    .select(['addon_type', 'expires_at', 'price_id', 'renewal_amount', 'billing_cycle'])
    .where('subscription_id', '=', rowId)
    .execute();

/** The invoices the engine issued for a subscription after `since`, with their lines. */
async function renewalInvoices(rowId: string, since: string) {
  const rows = await db()
    .selectFrom('invoices')
    .select(['id', 'lines', 'subtotal', 'tax', 'total', 'tax_rate', 'buyer'])
    .where('subscription_id', '=', rowId)
    .where('kind', '=', 'invoice')
    .where('issued_at', '>=', since)
    .orderBy('issued_at')
    .execute();
  return rows.map((r) => ({
    ...r,
    lines: (JSON.parse(r.lines) as { description: string; amount: number }[]).map((l) => [
      l.description.replace(/ \(.*\)$/, ''),
      l.amount,
    ]),
  }));
}

const PREMIUM_AND_DIP_12M_PRICES = [PRICES.premium12, PRICES.dip12];

/** A new buyer's card checkout of Premium 12 months with a 12-month dedicated IP, taxed. */
async function buyPremiumAndDip12() {
  const order = { priceIds: PREMIUM_AND_DIP_12M_PRICES, isTaxable: true };
  const body = checkoutBody(await cardIntent(t, CARDS.visa, { order }), order);
  const bought = await postCheckout(t, body);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return { body, id: bought.body.subscription.id as string, cookie: bought.cookie as string };
}

/** Moves the clock to the subscription's renewal date, runs the engine: the renewal invoices. */
async function renewAtDue(row: { id: string; next_payment_date: string | null }) {
  const due = row.next_payment_date as string;
  t.clock.set(new Date(due));
  await runDue(t);
  return renewalInvoices(row.id, due);
}

/** The lines of a Premium 12-month renewal with its 12-month dedicated IP. */
const PREMIUM_AND_DIP_12M_LINES = [
  ['Premium, 12 months', 8004],
  ['Dedicated IP, 12 months', 7188],
];

describe(`renewals are taxed and renew the add-ons bought with the plan (${testDatabaseKind})`, () => {
  it('a Californian buyer: the renewal the checkout promised is what the engine charges, on two lines, taxed', async () => {
    // Premium 12M + dedicated IP 12M: renewal 80.04 + 71.88 = 151.92, 7.25 % = 11.01 → 162.93.
    const quote = await t.request('POST', '/api/v1/estimate', {
      body: {
        offerId: 'regular',
        priceId: PRICES.premium12,
        priceIds: PREMIUM_AND_DIP_12M_PRICES,
        isTaxable: true,
        customer: US_CA,
      },
    });
    expect(quote.body.renewal).toMatchObject({
      amount: money(15192),
      tax: money(1101),
      total: money(16293),
    });
    const { body, id, cookie } = await buyPremiumAndDip12();
    // The portal and the receipt show the same renewal price, tax included.
    const shown = await subscriptionOf(cookie, id);
    expect(shown.renewal_price).toEqual(money(16293));
    const email = (body.customer as { email: string }).email;
    expect((await latestMailTo(t, email, 'purchase_receipt')).text_body).toContain('$162.93');

    const row = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('subscription_id', '=', id)
      .executeTakeFirstOrThrow();
    const [renewal] = await renewAtDue(row);
    expect(renewal).toMatchObject({ subtotal: 15192, tax: 1101, total: 16293, tax_rate: 725 });
    expect(renewal?.lines).toEqual(PREMIUM_AND_DIP_12M_LINES);
    const charge = (await chargesOf(t, row.id)).at(-1);
    expect(charge).toMatchObject({ kind: 'charge', status: 'succeeded', amount: 16293 });
    // The add-on charged with the plan runs to the plan's new date.
    const renewed = await db()
      .selectFrom('subscriptions')
      .select('next_payment_date')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect((await addonsOf(row.id))[0]?.expires_at).toBe(renewed.next_payment_date);
    expect(JSON.parse(renewal?.buyer ?? '{}')).toEqual({ name: email, lines: ['94105 CA US'] });
  });

  it('dedicated-ip@ (Germany): renewed with its plan, invoiced on its own line with 19 % VAT, never shown expired', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const id = publicId('dedicated-ip');
    // Premium 12M 80.04 EUR + dedicated IP 71.88 EUR = 151.92; 19 % = 28.86 → 180.78.
    expect((await subscriptionOf(cookie, id)).renewal_price).toEqual(money(18078, 'EUR'));
    const [history] = await invoicesOf(t, 'dedicated-ip');
    expect(history).toMatchObject({ subtotal: 15192, tax: 2886, total: 18078 });

    const row = await subscriptionRow(t, 'dedicated-ip');
    const [renewal] = await renewAtDue(row);
    expect(renewal).toMatchObject({ subtotal: 15192, tax: 2886, total: 18078, tax_rate: 1900 });
    expect(renewal?.lines).toEqual(PREMIUM_AND_DIP_12M_LINES);
    t.clock.advance(86_400_000);
    // The session is days old by now: sign in again, as the customer would.
    const later = await signInAs(t, 'dedicated-ip');
    const ips = await t.request('GET', '/api/v2/dedicated-ip', { cookie: later });
    expect(ips.status, JSON.stringify(ips.body)).toBe(200);
    const [ip] = ips.body.dedicated_ips as { expired: boolean; renews_on: string }[];
    expect(ip).toMatchObject({
      expired: false,
      renews_on: (await subscriptionRow(t, 'dedicated-ip')).next_payment_date,
    });
  });

  it('the dedicated IP’s own auto-renew switch: off, it is neither charged nor extended', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const [ip] = (await t.request('GET', '/api/v2/dedicated-ip', { cookie })).body
      .dedicated_ips as { id: string }[];
    const off = await t.request('POST', `/api/v2/dedicated-ip/${ip?.id}/autobill-off`, { cookie });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // The plan alone: 80.04 EUR + 19 % = 95.25.
    const id = publicId('dedicated-ip');
    expect((await subscriptionOf(cookie, id)).renewal_price).toEqual(money(9525, 'EUR'));
    const row = await subscriptionRow(t, 'dedicated-ip');
    const addonEnd = (await addonsOf(row.id))[0]?.expires_at;
    const [renewal] = await renewAtDue(row);
    expect(renewal).toMatchObject({ subtotal: 8004, tax: 1521, total: 9525 });
    expect(renewal?.lines).toEqual([['Premium, 12 months', 8004]]);
    expect((await chargesOf(t, row.id)).at(-1)?.amount).toBe(9525);
    expect((await addonsOf(row.id))[0]?.expires_at).toBe(addonEnd);
  });

  it('a plan change keeps the add-ons in the renewal, re-priced for the new cycle', async () => {
    const { body, id, cookie } = await buyPremiumAndDip12();
    const newPlan = {
      priceId: PRICES.premium1,
      priceIds: [PRICES.premium1],
      isTaxable: true,
      customer: body.customer,
    };
    const intent = await cardIntent(t, CARDS.visa, {
      flow: 'edit_subscription',
      subscriptionId: id,
      cookie,
      order: newPlan,
    });
    const change = await postCheckout(t, checkoutBody(intent, newPlan), cookie);
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    // Premium 1M 19.49 + dedicated IP 1M 7.99 = 27.48; 7.25 % = 1.99 → 29.47.
    const shown = await subscriptionOf(cookie, id);
    expect(shown.renewal_price).toEqual(money(2947));
    expect(shown.price_krns).toEqual([
      `krn:halyard:price:${PRICES.premium1}`,
      `krn:halyard:price:${PRICES.dip1}`,
    ]);
    const row = await db()
      .selectFrom('subscriptions')
      .select(['id', 'next_payment_date'])
      .where('subscription_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await addonsOf(row.id)).toMatchObject([
      { addon_type: 'dip', price_id: PRICES.dip1, renewal_amount: 799, billing_cycle: 1 },
    ]);
    const [renewal] = await renewAtDue(row);
    expect(renewal).toMatchObject({ subtotal: 2748, tax: 199, total: 2947 });
  });

  it('basic-de’s portal renewal price, payment-failed email and portal retry carry the 19 % VAT', async () => {
    const cookie = await signInAs(t, 'basic-de');
    expect((await subscriptionOf(cookie, publicId('basic-de'))).renewal_price).toEqual(
      money(1541, 'EUR'),
    );
    // The card now declines: the failed renewal's email asks for 15.41 EUR.
    const row = await subscriptionRow(t, 'basic-de');
    const method = await db()
      .selectFrom('payment_methods')
      .select('gateway_token')
      .where('id', '=', row.payment_method_id ?? '')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('sandbox_gateway_tokens')
      .set({ outcome: 'generic_decline' })
      .where('id', '=', method.gateway_token ?? '')
      .execute();
    t.clock.set(new Date(row.next_payment_date as string));
    await runDue(t);
    const mail = await latestMailTo(t, demoEmail('basic-de'), 'payment_failed');
    expect(mail.text_body).toMatch(/15[.,]41/);
    const failed = (await chargesOf(t, row.id)).at(-1);
    expect(failed).toMatchObject({ status: 'failed', amount: 1541 });

    // The customer retries from the portal with a new card: charged and invoiced with the VAT.
    t.clock.advance(86_400_000);
    const later = await signInAs(t, 'basic-de');
    const card = await storeCard(t, later, '4242424242424242');
    const retry = await t.request(
      'POST',
      `/api/v2/subscriptions/${publicId('basic-de')}/retry-payment-collection`,
      { cookie: later, body: { payment_method_id: card.id } },
    );
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect((await chargesOf(t, row.id)).at(-1)).toMatchObject({
      status: 'succeeded',
      amount: 1541,
    });
    const [paid] = await renewalInvoices(row.id, row.next_payment_date as string);
    expect(paid).toMatchObject({ subtotal: 1295, tax: 246, total: 1541, tax_rate: 1900 });
  });

  it('a store bills its own subscriptions: an App Store renewal price carries no tax of ours', async () => {
    // appstore@ and trial-multi@ both live in California (7.25 %), both on Premium 1 month 19.49.
    const store = await signInAs(t, 'appstore');
    expect((await subscriptionOf(store, publicId('appstore'))).renewal_price).toEqual(money(1949));
    const trial = await signInAs(t, 'trial-multi');
    // 19.49 × 7.25 % = 1.413 → 1.41: we will bill this one once a card is added.
    expect((await subscriptionOf(trial, publicId('trial-multi'))).renewal_price).toEqual(
      money(2090),
    );
  });
});
