import { describe, expect, it } from 'vitest';
import { createLedgerCheck } from '../../src/modules/invoices/ledger-check';
import { runDue } from '../billing/helpers';
import { testDatabaseKind, type TestServer } from '../test-server';
import { taxDisplayServers } from './tax-display-servers';
import { cardIntent, CARDS, checkoutBody, newEmail, postCheckout, PRICES } from './checkout-client';

// Issue 22 item 3 (decision 0196): a German consumer of an `inclusive` tenant renews at the
// gross price shown, the 19 % VAT contained in it (same rule as the checkout); the renewal
// invoice reads net + VAT = total. An `exclusive` tenant keeps adding the VAT on top.

const GERMANY = { residenceCountry: 'DE', residenceZipcode: '10115' };
const ORDER = { priceId: PRICES.premium12Eur, priceIds: [], customer: GERMANY };

async function purchaseAndRenew(t: TestServer) {
  const email = newEmail('renew-de');
  const intent = await cardIntent(t, CARDS.visa, { currency: 'EUR', order: ORDER });
  const paid = await postCheckout(
    t,
    checkoutBody(intent, { ...ORDER, customer: { ...GERMANY, email } }),
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const db = t.server.database.db;
  const sub = await db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.next_payment_date', 's.renewal_amount'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  t.clock.set(new Date(sub.next_payment_date as string));
  await runDue(t);
  const renewal = await db
    .selectFrom('invoices')
    .select(['id', 'subtotal', 'discount', 'tax', 'total', 'tax_rate', 'tax_included'])
    .where('subscription_id', '=', sub.id)
    .where('kind', '=', 'invoice')
    .orderBy('issued_at', 'desc')
    .executeTakeFirstOrThrow();
  const charge = await db
    .selectFrom('charges')
    .select(['amount'])
    .where('invoice_id', '=', renewal.id)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return { sub, renewal, charge };
}

describe(`renewals with taxDisplay (${testDatabaseKind})`, () => {
  const servers = taxDisplayServers();

  it('inclusive: the German consumer renews at the next price shown, 19/119 of it VAT', async () => {
    const { sub, renewal, charge } = await purchaseAndRenew(servers.inclusive);
    const gross = sub.renewal_amount;
    const vat = Math.round((gross * 1900) / 11_900);
    expect(renewal).toMatchObject({
      subtotal: gross,
      discount: 0,
      tax: vat,
      total: gross,
      tax_rate: 1900,
      tax_included: 1,
    });
    expect(charge.amount).toBe(gross);
    // The ledger's arithmetic (decision 0124) reads a gross invoice as subtotal − discount = total.
    const ledger = createLedgerCheck({
      db: servers.inclusive.server.database.db,
      gateway: servers.inclusive.server.app.paymentGateway,
    });
    expect(await ledger.run()).toEqual([]);
  });

  it('exclusive: the same renewal adds 19 % VAT on top of the next price', async () => {
    const { sub, renewal, charge } = await purchaseAndRenew(servers.exclusive);
    const net = sub.renewal_amount;
    const vat = Math.round((net * 1900) / 10_000);
    expect(renewal).toMatchObject({ subtotal: net, tax: vat, total: net + vat, tax_included: 0 });
    expect(charge.amount).toBe(net + vat);
  });
});
