import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import { creditsRepository } from '../../src/modules/invoices/credits.repository';
import { chargesOf, runDue, subscriptionRow } from '../billing/helpers';
import { sandboxOf } from '../payments/sandbox-client';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  demoUserId,
  signInNewStaff,
  signInStaff,
  type StaffJar,
  staffRefundsPath,
  startAdminTestServer,
} from '../admin/staff-client';
import { creditClient } from './credit-client';

/**
 * Issue 22 item 5 (decision 0217): a goodwill credit granted in the back office becomes the
 * customer's balance, which pays a renewal before the card: wholly (no gateway charge), partly
 * (the remainder is charged), or not at all when the charge is declined (the credit comes back).
 * The tests run in due-date order: each moves the server's clock to the next renewal.
 */
const t = useTestServer(startAdminTestServer);
let finance: StaffJar;
beforeAll(async () => {
  finance = await signInNewStaff(t, 'finance');
});

const db = () => t.server.database.db;
const creditsPath = async (key: string) =>
  `/api/admin/customers/${await demoUserId(t, key)}/credits`;
const grant = async (key: string, amount: number, requestId = randomUUID()) => {
  const res = await finance.send('POST', await creditsPath(key), {
    body: { amount, currency: 'USD', request_id: requestId, reason: 'Outage in March' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { balances: { unscaledValue: number }[]; history: unknown[] };
};
const { portalBalance } = creditClient(() => t);
const invoiceOfKey = (key: string) =>
  db()
    .selectFrom('invoices')
    .selectAll()
    .where(
      'id',
      '=',
      db()
        .selectFrom('charges')
        .select('invoice_id')
        .where('idempotency_key', '=', key)
        .where('status', '=', 'succeeded')
        .limit(1),
    )
    .executeTakeFirstOrThrow();
const ledger = () => createLedgerCheck({ db: db(), gateway: t.server.app.paymentGateway }).run();

describe(`credit balance (${testDatabaseKind})`, () => {
  it('a goodwill grant becomes the balance the customer sees, once per request, audited', async () => {
    const requestId = randomUUID();
    const granted = await grant('basic-us', 50_000, requestId);
    expect(granted.balances).toEqual([{ unscaledValue: 50_000, scale: 2, currency: 'USD' }]);
    // The form retried: the same request books nothing new.
    const again = await grant('basic-us', 50_000, requestId);
    expect(again.balances[0]?.unscaledValue).toBe(50_000);
    expect(again.history).toHaveLength(1);
    const seen = await portalBalance('basic-us');
    expect(seen.balances).toEqual([{ unscaledValue: 50_000, scale: 2, currency: 'USD' }]);
    expect(seen.history).toMatchObject([{ kind: 'goodwill', amount: { unscaledValue: 50_000 } }]);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.credit_granted')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ outcome: 'done', reason: 'Outage in March' });
  });

  it('another customer sees no credit; bad amounts and currencies are 400; a stranger is 404', async () => {
    expect((await portalBalance('premium-gb')).balances).toEqual([]);
    const path = await creditsPath('premium-gb');
    for (const body of [
      { amount: 0, currency: 'USD' },
      { amount: 50_001, currency: 'USD' },
      { amount: 12.5, currency: 'USD' },
      { amount: 100, currency: 'JPY' },
    ]) {
      const res = await finance.send('POST', path, {
        body: { ...body, request_id: randomUUID(), reason: 'Testing limits' },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const stranger = await finance.send('POST', '/api/admin/customers/nobody/credits', {
      body: { amount: 100, currency: 'USD', request_id: randomUUID(), reason: 'Nobody' },
    });
    expect(stranger.status).toBe(404);
  });

  it('support may read a balance but not grant one (403, audited as refused)', async () => {
    const support = await signInNewStaff(t, 'support');
    expect((await support.send('GET', await creditsPath('basic-us'))).status).toBe(200);
    const res = await support.send('POST', await creditsPath('basic-us'), {
      body: { amount: 100, currency: 'USD', request_id: randomUUID(), reason: 'Trying' },
    });
    expect(res.status).toBe(403);
    const refused = await db()
      .selectFrom('audit_log')
      .select('outcome')
      .where('action', '=', 'customer.credit_granted')
      .where('outcome', '=', 'refused')
      .where('staff_role', '=', 'support')
      .execute();
    expect(refused).toHaveLength(1);
  });

  it('two applications racing for one balance never take more than it holds', async () => {
    const owner = { tenantId: 'halyard', userId: await demoUserId(t, 'premium-gb') };
    const now = t.clock.now();
    await creditsRepository.add(
      db(),
      owner,
      { currency: 'USD', amount: 1_000, kind: 'goodwill', reference: `race:${randomUUID()}` },
      now,
    );
    const taken = await Promise.all(
      Array.from({ length: 6 }, () =>
        db()
          .transaction()
          .execute((trx) =>
            creditsRepository.apply(
              trx,
              owner,
              { currency: 'USD', upTo: 600, reference: `race:${randomUUID()}` },
              now,
            ),
          ),
      ),
    );
    expect(taken.reduce((a, b) => a + b, 0)).toBe(1_000);
    const [balance] = await creditsRepository.balances(db(), owner);
    expect(balance?.balance).toBe(0);
  });

  it('a declined renewal gives the credit back (autobill-failed, card expired)', async () => {
    await grant('autobill-failed', 700);
    const row = await subscriptionRow(t, 'autobill-failed');
    const due = new Date(row.next_payment_date as string);
    if (due > t.clock.now()) t.clock.set(due);
    await runDue(t);
    const seen = await portalBalance('autobill-failed');
    expect(seen.balances[0]?.unscaledValue).toBe(700);
    expect(seen.history.map((e) => e.kind)).toEqual(['reversed', 'applied', 'goodwill']);
    expect(seen.history[1]?.amount.unscaledValue).toBe(-700);
  });

  it('a renewal the balance covers in part charges the remainder, and exactly that', async () => {
    // The clock moved most of a year on: the back-office session has ended.
    finance = await signInStaff(t, finance.login);
    await grant('autorenew', 1_000);
    const row = await subscriptionRow(t, 'autorenew');
    t.clock.set(new Date(row.next_payment_date as string));
    await runDue(t);
    const key = `renewal:${row.id}:${row.next_payment_date}:0`;
    const invoice = await invoiceOfKey(key);
    expect(invoice.credit_applied).toBe(1_000);
    const atGateway = await sandboxOf(t).findChargeByIdempotencyKey(key);
    expect(atGateway).toMatchObject({ status: 'succeeded', amount: invoice.total - 1_000 });
    const seen = await portalBalance('autorenew');
    expect(seen.balances[0]?.unscaledValue).toBe(0);
    expect(await ledger()).toEqual([]);
  });

  it('a renewal the balance covers is not charged at the gateway; the invoice shows the credit', async () => {
    // Granted in the first test, a year ago: nothing used it since.
    const row = await subscriptionRow(t, 'basic-us');
    t.clock.set(new Date(row.next_payment_date as string));
    await runDue(t);
    const key = `renewal:${row.id}:${row.next_payment_date}:0`;
    expect(await sandboxOf(t).findChargeByIdempotencyKey(key)).toBeFalsy();
    const invoice = await invoiceOfKey(key);
    expect(invoice.total).toBeGreaterThan(0);
    expect(invoice.credit_applied).toBe(invoice.total);
    const [charge] = (await chargesOf(t, row.id)).filter((c) => c.idempotency_key === key);
    expect(charge).toMatchObject({ amount: 0, gateway_charge_id: null, status: 'succeeded' });
    expect((await subscriptionRow(t, 'basic-us')).next_payment_date).not.toBe(
      row.next_payment_date,
    );
    const seen = await portalBalance('basic-us');
    expect(seen.balances[0]?.unscaledValue).toBe(50_000 - invoice.total);
    expect(seen.history[0]).toMatchObject({
      kind: 'applied',
      amount: { unscaledValue: -invoice.total },
      invoice_number: invoice.number,
    });
    const listed = await t.request('GET', '/api/v2/invoices/', {
      cookie: await signInAs(t, 'basic-us'),
    });
    const shown = listed.body.invoices.find((i: { number: string }) => i.number === invoice.number);
    expect(shown.credit_applied.unscaledValue).toBe(invoice.total);
    expect(await ledger()).toEqual([]);
    // What the balance paid goes back to the balance, never to a card (decision 0221): a staff
    // refund of 1.00 of it makes no gateway refund and adds 1.00 back, naming the credit note.
    finance = await signInStaff(t, finance.login);
    const refund = await finance.send(
      'POST',
      await staffRefundsPath(t, 'basic-us', 'sub_basic_us_1'),
      { body: { mode: 'payment', invoice_id: invoice.id, amount: 100, reason: 'Asked for it' } },
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body.refund).toMatchObject({ status: 'completed', destination: 'card' });
    const after = await portalBalance('basic-us');
    expect(after.balances[0]?.unscaledValue).toBe(50_000 - invoice.total + 100);
    expect(after.history[0]).toMatchObject({
      kind: 'refund',
      amount: { unscaledValue: 100 },
      invoice_number: refund.body.refund.credit_notes[0].number,
      document_kind: 'credit_note',
    });
    expect(await ledger()).toEqual([]);
  });
});
