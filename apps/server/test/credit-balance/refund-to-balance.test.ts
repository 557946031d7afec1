import { beforeEach, describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/seed/demo-accounts';
import { GatewayUnavailableError } from '../../src/modules/payments/gateway-errors';
import { invoicesOf, latestMailTo, publicId, runDue } from '../billing/helpers';
import { PRICES } from '../checkout/checkout-client';
import { invoicePdfText } from '../invoices/issue-invoice';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { creditClient } from './credit-client';
import {
  seededAdmin,
  signInNewStaff,
  signInStaff,
  type StaffJar,
  staffRefundsPath,
  startAdminTestServer,
} from '../admin/staff-client';

/**
 * Issue 22 item 5, decision 0221: refunds to the credit balance. A refund of a payment the balance
 * paid part of returns the card's part to the card and the balance's part to the balance (a
 * partial refund in proportion, the card's share rounded down, neither side more than it paid);
 * staff may send a refund wholly to the balance in the invoice's currency (no gateway refund);
 * a retried refund books once; the ledger check stays clean.
 */
const t = useTestServer(startAdminTestServer);
let finance: StaffJar;
// The money-back refund's review window moves the clock past a staff session's life.
beforeEach(async () => {
  finance = await signInNewStaff(t, 'finance');
});

const {
  db,
  owner,
  grant,
  balanceOf,
  invoiceOf,
  ledgerViolations,
  purchase,
  portalBalance,
  refundedAtGateway,
  moneyBack,
} = creditClient(() => t);
const creditNote = (number: string) =>
  db()
    .selectFrom('invoices')
    .select(['id', 'total', 'credit_applied', 'kind'])
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
const refundsPath = (key: string, subscriptionId: string) =>
  staffRefundsPath(t, key, subscriptionId);
describe(`refunds to the credit balance (${testDatabaseKind})`, () => {
  it('part of a mixed payment: the card gets its share rounded down, the balance the rest', async () => {
    await grant('basic-us', 500);
    const subscriptionId = await purchase('basic-us', PRICES.premium1);
    const invoice = await invoiceOf(subscriptionId);
    expect(invoice.credit_applied).toBe(500);
    expect(await balanceOf('basic-us')).toBe(0);
    // Rule (domain refundSplit): card = ⌊amount × card paid / total⌋, balance = the rest.
    const amount = 300;
    const toCard = Math.floor((amount * (invoice.total - 500)) / invoice.total);
    const res = await finance.send('POST', await refundsPath('basic-us', subscriptionId), {
      body: { mode: 'payment', invoice_id: invoice.id, amount, reason: 'Slow for a week' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refund).toMatchObject({ status: 'completed', destination: 'card' });
    const number = res.body.refund.credit_notes[0].number as string;
    expect(await creditNote(number)).toMatchObject({
      total: amount,
      credit_applied: amount - toCard,
    });
    expect(await refundedAtGateway(invoice.gateway_charge_id)).toBe(toCard);
    expect(await balanceOf('basic-us')).toBe(amount - toCard);
    const portal = await portalBalance('basic-us');
    expect(portal.history[0]).toMatchObject({
      kind: 'refund',
      amount: { unscaledValue: amount - toCard },
      invoice_number: number,
      document_kind: 'credit_note',
    });
    // The credit note says where the money went: to the balance and to the card.
    const pdf = await invoicePdfText(t, await signInAs(t, 'basic-us'), {
      id: (await creditNote(number)).id,
      number,
    });
    expect(pdf).toMatch(/Refunded to your credit balance\s+\$0\.\d\d/);
    expect(pdf).toMatch(/Refunded to Visa •••• 4242\s+\$\d\.\d\d/);
    const mail = await latestMailTo(t, demoEmail('basic-us'), 'refund_partial');
    expect(mail.text_body).toContain(number);
    expect(mail.text_body).toContain('credit balance');
    expect(await ledgerViolations()).toEqual([]);
  });

  it('the whole money-back refund returns the card part to the card and the balance part to the balance', async () => {
    // What the first test returned to the balance pays this purchase too.
    const credit = (await balanceOf('basic-us')) + 400;
    await grant('basic-us', 400);
    const subscriptionId = await purchase('basic-us', PRICES.basic12);
    const invoice = await invoiceOf(subscriptionId);
    expect(invoice.credit_applied).toBe(credit);
    expect(await balanceOf('basic-us')).toBe(0);
    const cookie = await signInAs(t, 'basic-us');
    const estimate = await t.request('PUT', '/api/v2/refund/estimate', {
      cookie,
      body: { subscription_id: subscriptionId },
    });
    expect(estimate.body).toMatchObject({
      eligible: true,
      amount: { unscaledValue: invoice.total },
    });
    await moneyBack(cookie, subscriptionId);
    // Card part + balance part = what the invoice cost.
    expect(await refundedAtGateway(invoice.gateway_charge_id)).toBe(invoice.total - credit);
    expect(await balanceOf('basic-us')).toBe(credit);
    const noteNumber = (await portalBalance('basic-us')).history[0]?.invoice_number as string;
    const note = await creditNote(noteNumber);
    expect(note).toMatchObject({
      kind: 'credit_note',
      total: invoice.total,
      credit_applied: credit,
    });
    const mail = await latestMailTo(t, demoEmail('basic-us'), 'refund');
    expect(mail.text_body).toContain(noteNumber);
    expect(await ledgerViolations()).toEqual([]);
  });

  it('staff refund to the balance: no gateway refund, the audit names the destination', async () => {
    const [invoice] = await invoicesOf(t, 'refund');
    const charge = await db()
      .selectFrom('charges')
      .select('gateway_charge_id')
      .where('invoice_id', '=', invoice!.id)
      .executeTakeFirstOrThrow();
    const res = await finance.send('POST', await refundsPath('refund', publicId('refund')), {
      body: { mode: 'revoke', destination: 'balance', reason: 'Keeps it for next year' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refund).toMatchObject({
      status: 'completed',
      destination: 'balance',
      amount: { unscaledValue: invoice!.total },
    });
    expect(res.body.subscription.state).toBe('revoked');
    expect(await refundedAtGateway(charge.gateway_charge_id)).toBe(0);
    expect(await balanceOf('refund')).toBe(invoice!.total);
    const number = res.body.refund.credit_notes[0].number as string;
    expect(await creditNote(number)).toMatchObject({
      total: invoice!.total,
      credit_applied: invoice!.total,
    });
    const mail = await latestMailTo(t, demoEmail('refund'), 'refund_balance');
    expect(mail.text_body).toContain(number);
    expect(mail.text_body).toContain('to your credit balance');
    const pdf = await invoicePdfText(t, await signInAs(t, 'refund'), {
      id: (await creditNote(number)).id,
      number,
    });
    expect(pdf).toContain('Refunded to your credit balance');
    expect(pdf).not.toContain('Refunded to Visa');
    const admin = await signInStaff(t, seededAdmin());
    const audit = await admin.send('GET', '/api/admin/audit?action=subscription.refunded&limit=1');
    expect(audit.body.entries[0]).toMatchObject({
      outcome: 'done',
      staff_role: 'finance',
      reason: 'Keeps it for next year',
      after: { destination: 'balance', mode: 'revoke', amount: invoice!.total },
    });
    expect(await ledgerViolations()).toEqual([]);
  });

  it('an invoice in euros is refunded to the euro balance', async () => {
    const [invoice] = await invoicesOf(t, 'basic-de');
    expect(invoice!.currency).toBe('EUR');
    const res = await finance.send('POST', await refundsPath('basic-de', publicId('basic-de')), {
      body: {
        mode: 'payment',
        invoice_id: invoice!.id,
        amount: 250,
        destination: 'balance',
        reason: 'Outage',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.subscription.state).toBe('active');
    expect(await balanceOf('basic-de', 'EUR')).toBe(250);
    expect(await balanceOf('basic-de', 'USD')).toBe(0);
    const portal = await portalBalance('basic-de');
    expect(portal.balances).toEqual([{ unscaledValue: 250, scale: 2, currency: 'EUR' }]);
    expect(portal.history[0]).toMatchObject({ kind: 'refund', amount: { currency: 'EUR' } });
    await latestMailTo(t, demoEmail('basic-de'), 'refund_partial_balance');
    expect(await ledgerViolations()).toEqual([]);
  });

  it('a bad destination is a 400; support may not refund to the balance either', async () => {
    const [invoice] = await invoicesOf(t, 'premium-us');
    const path = await refundsPath('premium-us', publicId('premium-us'));
    const body = { mode: 'payment', invoice_id: invoice!.id, amount: 100, reason: 'Asked' };
    const bad = await finance.send('POST', path, { body: { ...body, destination: 'bank' } });
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    const support = await signInNewStaff(t, 'support');
    const refused = await support.send('POST', path, { body: { ...body, destination: 'balance' } });
    expect(refused.status).toBe(403);
    expect(await balanceOf('premium-us')).toBe(0);
  });

  it('a refund retried after the gateway answer was lost books the balance part once', async () => {
    await grant('dedicated-ip', 400);
    const subscriptionId = await purchase('dedicated-ip', PRICES.basic12);
    const invoice = await invoiceOf(subscriptionId);
    expect(invoice.credit_applied).toBe(400);
    const gateway = t.server.app.paymentGateway;
    const real = gateway.refund.bind(gateway);
    // The gateway refunds, but its answer never arrives.
    gateway.refund = async (input) => {
      await real(input);
      throw new GatewayUnavailableError('timeout', 'lost answer');
    };
    let res;
    try {
      res = await finance.send('POST', await refundsPath('dedicated-ip', subscriptionId), {
        body: { mode: 'revoke', reason: 'Asked' },
      });
    } finally {
      gateway.refund = real;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refund.status).toBe('pending');
    expect(await balanceOf('dedicated-ip')).toBe(0);
    // The next run retries under the same keys: the card is refunded once, the balance once.
    t.clock.advance(1_000);
    expect((await runDue(t)).refunds).toBe(1);
    expect((await runDue(t)).refunds).toBe(0);
    expect(await refundedAtGateway(invoice.gateway_charge_id)).toBe(invoice.total - 400);
    expect(await balanceOf('dedicated-ip')).toBe(400);
    const entries = await db()
      .selectFrom('credit_entries')
      .select('amount')
      .where('user_id', '=', (await owner('dedicated-ip')).userId)
      .where('kind', '=', 'refund')
      .execute();
    expect(entries.map((e) => e.amount)).toEqual([400]);
    expect(await ledgerViolations()).toEqual([]);
  });
});
