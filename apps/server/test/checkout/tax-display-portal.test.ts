import { describe, expect, it } from 'vitest';
import { GERMAN_COMPANY } from '../billing-details/german-company';
import {
  chargesOf,
  DAY,
  latestMailTo,
  publicId,
  runDue,
  subscriptionRow,
} from '../billing/helpers';
import { mailsTo, portalSubscription } from '../lifecycle/lifecycle-helpers';
import { signInAs } from '../sign-in';
import { testDatabaseKind, type TestServer } from '../test-server';
import { taxDisplayServers } from './tax-display-servers';
import { cardIntent, CARDS, checkoutBody, newEmail, postCheckout, PRICES } from './checkout-client';

// Issue 22 item 3, decision 0196 addendum: the portal's renewal price and the emails of an
// `inclusive` tenant's German consumer show the gross the renewal charges and name the VAT in it
// ("incl. 19 % VAT (Germany)"); an `exclusive` tenant and a business under reverse charge keep
// today's amounts and text. dedicated-ip@ (Germany): Premium 12M 80.04 EUR + dedicated IP 71.88
// renewed with it = 151.92 EUR; 151.92 × 19/119 = 24.256… → 24.26 VAT (spec §9 half up).

const GROSS = 15_192;
const VAT_IN_GROSS = 2_426;
const eur = (minor: number) => ({ unscaledValue: minor, scale: 2, currency: 'EUR' });

/** The engine's renewal of a demo account: the invoice it issued and the charge it made. */
async function renew(t: TestServer, key: string) {
  const row = await subscriptionRow(t, key);
  t.clock.set(new Date(row.next_payment_date as string));
  await runDue(t);
  const invoice = await t.server.database.db
    .selectFrom('invoices')
    .select(['id', 'tax', 'total', 'tax_included'])
    .where('subscription_id', '=', row.id)
    .where('kind', '=', 'invoice')
    .orderBy('issued_at', 'desc')
    .executeTakeFirstOrThrow();
  const charge = (await chargesOf(t, row.id)).find(
    (c) => c.invoice_id === invoice.id && c.status === 'succeeded',
  );
  return { invoice, charged: charge?.amount };
}

/** Seven days before the 12-month renewal: the pre-charge notice goes out (decision 0180). */
async function noticeOf(t: TestServer, key: string) {
  const row = await subscriptionRow(t, key);
  t.clock.set(new Date(Date.parse(row.next_payment_date as string) - 7 * DAY));
  await runDue(t);
  const [notice] = await mailsTo(t, key, 'renewal_upcoming');
  return notice?.text_body ?? '';
}

describe(`included VAT in the portal and the emails (${testDatabaseKind})`, () => {
  const servers = taxDisplayServers();

  // First: the consumer's renewal below moves the shared clock past basic-de's renewals.
  it('inclusive, business with a VAT ID: reverse charge, the net price, no VAT named anywhere', async () => {
    const t = servers.inclusive;
    const cookie = await signInAs(t, 'basic-de');
    const saved = await t.request('PUT', '/api/v2/users/billing-details', {
      cookie,
      body: GERMAN_COMPANY,
    });
    expect(saved.body.details.reverse_charge).toBe(true);
    const sub = await portalSubscription(t, cookie, publicId('basic-de'));
    expect(sub.included_tax).toBeUndefined();
    const { invoice, charged } = await renew(t, 'basic-de');
    // What the portal said is what the engine charged: the list price, no VAT (decision 0190).
    expect(charged).toBe(sub.renewal_price.unscaledValue);
    expect(invoice).toMatchObject({ tax: 0, tax_included: 0 });
    const [receipt] = await mailsTo(t, 'basic-de', 'renewal_receipt');
    expect(receipt?.text_body).not.toContain('VAT (');
  });

  it('inclusive, German consumer: the portal shows the gross and its VAT; notice, charge and receipt agree', async () => {
    const t = servers.inclusive;
    const cookie = await signInAs(t, 'dedicated-ip');
    const sub = await portalSubscription(t, cookie, publicId('dedicated-ip'));
    expect(sub.renewal_price).toEqual(eur(GROSS));
    expect(sub.included_tax).toEqual({ rate: '19.00', country: 'DE', amount: eur(VAT_IN_GROSS) });

    const notice = await noticeOf(t, 'dedicated-ip');
    expect(notice).toContain('We will charge €151.92 (tax included)');
    expect(notice).toContain('The total includes 19 % VAT (Germany): €24.26.');

    const { invoice, charged } = await renew(t, 'dedicated-ip');
    expect(charged).toBe(sub.renewal_price.unscaledValue);
    expect(invoice).toMatchObject({ total: GROSS, tax: VAT_IN_GROSS, tax_included: 1 });
    const [receipt] = await mailsTo(t, 'dedicated-ip', 'renewal_receipt');
    expect(receipt?.text_body).toContain('Total charged: €151.92');
    expect(receipt?.text_body).toContain('The total includes 19 % VAT (Germany): €24.26.');
  });

  it('inclusive, German consumer at checkout: the receipt names the VAT in the price paid', async () => {
    const t = servers.inclusive;
    const email = newEmail('receipt-de');
    const germany = { residenceCountry: 'DE', residenceZipcode: '10115' };
    const order = { priceId: PRICES.premium12Eur, priceIds: [], customer: germany };
    const intent = await cardIntent(t, CARDS.visa, { currency: 'EUR', order });
    const paid = await postCheckout(
      t,
      checkoutBody(intent, { ...order, customer: { ...germany, email }, locale: 'de' }),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const invoice = await t.server.database.db
      .selectFrom('invoices as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['i.total', 'i.tax'])
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    // Premium 12M at 80.04 EUR in Germany: 80.04 × 19/119 = 12.779… → 12.78 VAT inside.
    expect(invoice).toEqual({ total: 8004, tax: 1278 });
    const receipt = await latestMailTo(t, email, 'purchase_receipt');
    expect(receipt.text_body).toContain('Belasteter Gesamtbetrag: 80,04\u00a0€');
    expect(receipt.text_body).toContain(
      'Im Gesamtbetrag sind 19 % MwSt. (Deutschland) enthalten: 12,78\u00a0€.',
    );
  });

  it('exclusive: the portal adds 19 % on top and names no included VAT; the emails as before', async () => {
    const t = servers.exclusive;
    const cookie = await signInAs(t, 'dedicated-ip');
    const sub = await portalSubscription(t, cookie, publicId('dedicated-ip'));
    // 151.92 + 19 % (28.86) = 180.78.
    expect(sub.renewal_price).toEqual(eur(GROSS + 2_886));
    expect(sub.included_tax).toBeUndefined();
    const notice = await noticeOf(t, 'dedicated-ip');
    expect(notice).toContain('€180.78');
    expect(notice).not.toContain('VAT (');
    const { charged } = await renew(t, 'dedicated-ip');
    expect(charged).toBe(GROSS + 2_886);
  });
});
