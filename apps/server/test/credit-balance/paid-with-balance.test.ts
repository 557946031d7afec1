import { describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { startAdminTestServer } from '../admin/staff-client';
import { runDue, subscriptionRow } from '../billing/helpers';
import { PRICES, US_CA } from '../checkout/checkout-client';
import { invoicePdfText } from '../invoices/issue-invoice';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { creditClient } from './credit-client';

/**
 * Decision 0218 addendum: an invoice names what paid it. A purchase or renewal the credit balance
 * paid in full says "Credit balance" — not the card on file, not "None" — on the invoice read,
 * the PDF and the receipt; one split between the balance and the card names both; one the card
 * paid alone names the card as before. In the reader's language.
 */
const t = useTestServer(startAdminTestServer);

const { db, grant, buy, invoiceOf } = creditClient(() => t);
const visa = 'Visa •••• 4242';

const totalOf = async (cookie: string, priceId: string) => {
  const res = await t.request('POST', '/api/v1/estimate', {
    cookie,
    body: { offerId: 'regular', priceId, priceIds: [priceId], checkoutItems: [], customer: US_CA },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.total.unscaledValue as number;
};
/** The invoice as `GET /api/v2/invoices/` lists it to its owner. */
const listed = async (cookie: string, number: string) => {
  const res = await t.request('GET', '/api/v2/invoices/', { cookie });
  expect(res.status).toBe(200);
  const found = res.body.invoices.find((i: { number: string }) => i.number === number);
  expect(found, number).toBeDefined();
  return found as {
    id: string;
    number: string;
    credit_applied: { unscaledValue: number };
    paid_with: { credit_balance: boolean; method: string | null };
  };
};
/** The receipt of one invoice (several receipts may share the clock's instant). */
const receiptOf = async (key: string, kind: string, number: string) => {
  const mails = await db()
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', demoEmail(key))
    .where('kind', '=', kind)
    .execute();
  // The purchase receipt names its invoice in the subject, the renewal receipt in the body.
  const mail = mails.find((m) => `${m.subject}\n${m.text_body}`.includes(number));
  expect(mail, `${kind} of ${number}`).toBeDefined();
  return mail!.text_body;
};
const setLocale = (key: string, locale: string) =>
  db().updateTable('users').set({ locale }).where('email', '=', demoEmail(key)).execute();

describe(`an invoice names the credit balance that paid it (${testDatabaseKind})`, () => {
  it('paid by the balance in full: "Credit balance" on the read, the PDF and the receipt, not the card on file', async () => {
    const cookie = await signInAs(t, 'basic-us');
    await grant('basic-us', await totalOf(cookie, PRICES.basic1));
    const res = await buy(cookie, {
      customer: US_CA,
      priceId: PRICES.basic1,
      payFromBalance: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { number, total } = await invoiceOf(res.body.subscription.id);
    const invoice = await listed(cookie, number);
    expect(invoice.credit_applied.unscaledValue).toBe(total);
    expect(invoice.paid_with).toEqual({ credit_balance: true, method: null });
    const pdf = await invoicePdfText(t, cookie, invoice);
    expect(pdf).toContain('Paid with credit balance');
    expect(pdf).not.toContain('Paid with Visa');
    const receipt = await receiptOf('basic-us', 'purchase_receipt', number);
    expect(receipt).toContain('Payment method: Credit balance\n');
    expect(receipt).not.toContain(visa);
  });

  it('split between the balance and the card: both are named, the card as "Visa •••• 4242"', async () => {
    const cookie = await signInAs(t, 'basic-us');
    await grant('basic-us', 300);
    const res = await buy(cookie, { customer: US_CA, priceId: PRICES.premium1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { number, total, amount } = await invoiceOf(res.body.subscription.id);
    expect(amount).toBe(total - 300);
    const invoice = await listed(cookie, number);
    expect(invoice.paid_with).toEqual({ credit_balance: true, method: visa });
    const pdf = await invoicePdfText(t, cookie, invoice);
    expect(pdf).toContain(`Paid with credit balance and ${visa}`);
    const receipt = await receiptOf('basic-us', 'purchase_receipt', number);
    // The receipt says what each paid of the total (3.00 from the balance, the rest by card).
    const card = `$${((total - 300) / 100).toFixed(2)}`;
    expect(receipt).toContain(`Payment method: Credit balance ($3.00) and ${visa} (${card})`);
  });

  it('paid by the card alone: the card, as before', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await buy(cookie, { customer: US_CA, priceId: PRICES.basic1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { number } = await invoiceOf(res.body.subscription.id);
    const invoice = await listed(cookie, number);
    expect(invoice.paid_with).toEqual({ credit_balance: false, method: visa });
    expect(await invoicePdfText(t, cookie, invoice)).toContain(`Paid with ${visa}`);
    expect(await receiptOf('basic-us', 'purchase_receipt', number)).toContain(
      `Payment method: ${visa}`,
    );
  });

  it('in the buyer’s language: a German PDF and receipt name the "Guthaben"', async () => {
    await setLocale('dedicated-ip-new', 'de');
    const cookie = await signInAs(t, 'dedicated-ip-new');
    await grant('dedicated-ip-new', 250);
    const res = await buy(cookie, { customer: US_CA, priceId: PRICES.basic1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { number, total } = await invoiceOf(res.body.subscription.id);
    const invoice = await listed(cookie, number);
    expect(invoice.paid_with).toEqual({ credit_balance: true, method: visa });
    const pdf = await invoicePdfText(t, cookie, invoice);
    expect(pdf).toContain(`Bezahlt mit Guthaben und ${visa}`);
    const receipt = await receiptOf('dedicated-ip-new', 'purchase_receipt', number);
    const card = `${((total - 250) / 100).toFixed(2).replace('.', ',')}\u00a0$`;
    expect(receipt).toContain(`Guthaben (2,50\u00a0$) und ${visa} (${card})`);
  });

  it('renewals: one the balance paid in full names the balance, one it paid part of names both', async () => {
    const whole = await subscriptionRow(t, 'change-plan');
    const part = await subscriptionRow(t, 'recovery');
    await grant('change-plan', 100_000);
    await grant('recovery', 100);
    // Both renew by the later date (15 and 20 days on).
    t.clock.set(new Date(part.next_payment_date as string));
    await runDue(t);
    for (const [key, row, paidWith] of [
      ['change-plan', whole, { credit_balance: true, method: null }],
      ['recovery', part, { credit_balance: true, method: visa }],
    ] as const) {
      const cookie = await signInAs(t, key);
      const invoice = await db()
        .selectFrom('invoices')
        .select('number')
        .where('subscription_id', '=', row.id)
        .where('credit_applied', '>', 0)
        .executeTakeFirstOrThrow();
      expect((await listed(cookie, invoice.number)).paid_with).toEqual(paidWith);
      const receipt = await receiptOf(key, 'renewal_receipt', invoice.number);
      expect(receipt).toContain(
        paidWith.method
          ? `Payment method: Credit balance ($1.00) and ${visa}`
          : 'Payment method: Credit balance\n',
      );
    }
  });
});
