import { describe, expect, it } from 'vitest';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import type { ChargeInput, ChargeResult } from '../../src/modules/payments/payment-gateway';
import { cardIntent, CARDS, checkoutBody, postCheckout } from '../checkout/checkout-client';
import { testDatabaseKind } from '../test-server';
import { useTestServerPerTest } from '../use-test-server';

const t = useTestServerPerTest();

const db = () => t.server.database.db;
const check = () => createLedgerCheck({ db: db(), gateway: t.server.app.paymentGateway }).run();

/** A Californian checkout of Premium 12 months: 85.84 charged. */
async function purchase() {
  const res = await postCheckout(
    t,
    checkoutBody(await cardIntent(t, CARDS.visa), { isTaxable: true }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return db()
    .selectFrom('charges as c')
    .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
    .innerJoin('subscriptions as s', 's.id', 'c.subscription_id')
    .select([
      'c.id',
      'c.amount',
      'c.currency',
      'c.gateway_charge_id',
      'i.id as invoice_id',
      'i.total',
    ])
    .where('s.subscription_id', '=', res.body.subscription.id)
    .executeTakeFirstOrThrow();
}

describe(`ledger invariants over the database and the gateway (${testDatabaseKind})`, () => {
  it('the seeded history and a taxed purchase agree: invoice = charge = gateway, balances match', async () => {
    const charge = await purchase();
    expect(charge).toMatchObject({ amount: 8584, total: 8584, currency: 'USD' });
    expect(await check()).toEqual([]);
    const report = await t.server.app.checkout.reconcile(t.clock.now());
    expect(report.ledger).toEqual([]);
  });

  it('the ledger records what the gateway says it charged, and the check flags a charge that differs from its invoice', async () => {
    // A gateway answering another amount than asked (a conversion, a bug at the provider).
    const gateway = t.server.app.paymentGateway as {
      charge(i: ChargeInput): Promise<ChargeResult>;
    };
    const real = gateway.charge.bind(gateway);
    gateway.charge = async (input) => {
      const result = await real(input);
      return result.status === 'succeeded' ? { ...result, amount: result.amount - 1 } : result;
    };
    const charge = await purchase();
    expect(charge).toMatchObject({ amount: 8583, total: 8584 });
    const found = await check();
    expect(found).toContainEqual({
      rule: 'document-equals-movement',
      subject: charge.id,
      expected: '8584 USD',
      actual: '8583 USD',
    });
    expect(found).toContainEqual({
      rule: 'charge-equals-gateway',
      subject: charge.id,
      expected: '8584 USD',
      actual: '8583 USD',
    });
    expect((await t.server.app.checkout.reconcile(t.clock.now())).ledger.length).toBeGreaterThan(0);
  });

  it('an invoice rewritten after the fact (its tax dropped) no longer matches its charge nor the balance', async () => {
    const charge = await purchase();
    await db()
      .updateTable('invoices')
      .set({ tax: 0, total: 8004 })
      .where('id', '=', charge.invoice_id)
      .execute();
    const rules = (await check()).map((v) => v.rule);
    expect(rules).toEqual(
      expect.arrayContaining(['document-equals-movement', 'balance-equals-documents']),
    );
  });
});
