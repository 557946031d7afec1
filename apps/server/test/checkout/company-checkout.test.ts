import { describe, expect, it } from 'vitest';
import { cardSource } from '../payments/sandbox-client';
import { GERMAN_COMPANY } from '../billing-details/german-company';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import {
  attemptId,
  CARDS,
  checkoutBody,
  createIntent,
  newEmail,
  postCheckout,
  PRICES,
} from './checkout-client';

// Issue 22 item 2, "buying for a company" at checkout (decision 0198): the details given with the
// order are checked like the portal's (decision 0190), price it — a DE VAT ID with the seller in
// IE (SELLER_COUNTRY's default) is EU reverse charge, Directive 2006/112/EC art. 196 — bind the
// payment intent, become the buyer's billing details and the invoice's buyer snapshot.

const t = useTestServer();

const db = () => t.server.database.db;
const DE = { residenceCountry: 'DE', residenceZipcode: '10115' };
const COMPANY = GERMAN_COMPANY;
/** Premium 12 months in EUR for a buyer in Germany: 80.04 EUR net, 19 % VAT = 15.21 EUR. */
const ORDER = {
  offerId: 'regular',
  priceId: PRICES.premium12Eur,
  priceIds: [PRICES.premium12Eur],
  checkoutItems: [],
  customer: DE,
};

const estimate = (body: Record<string, unknown>) =>
  t.request('POST', '/api/v1/estimate', { body: { ...ORDER, ...body } });

/** A card intent for the German order, priced with `billingDetails` when given. */
async function intentFor(billingDetails?: Record<string, unknown>) {
  const source = await cardSource(t, CARDS.visa);
  const order = { ...ORDER, ...(billingDetails && { billingDetails }) };
  return createIntent(t, { currency: 'EUR', source, order });
}

const germanCheckout = (intentId: string, email: string, extra: Record<string, unknown> = {}) =>
  checkoutBody(intentId, {
    ...ORDER,
    customer: { email, emailSubscriptionStatus: 'unsubscribed', ...DE },
    ...extra,
  });

const chargesOf = (intentId: string) =>
  db()
    .selectFrom('sandbox_gateway_charges')
    .select(['amount', 'status'])
    .where('intent_id', '=', intentId)
    .execute();

async function accountOf(email: string) {
  return db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

describe(`buying for a company at checkout (${testDatabaseKind})`, () => {
  it('the estimate prices a German business with a DE VAT ID at 0 VAT (reverse charge), a consumer at 19 %', async () => {
    const consumer = await estimate({});
    expect(consumer.status).toBe(200);
    expect(consumer.body).toMatchObject({ taxRate: '19.00', reverseCharge: false });
    expect(consumer.body.tax.unscaledValue).toBe(1521);
    const company = await estimate({ billingDetails: COMPANY });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    expect(company.body).toMatchObject({ isTaxable: false, taxRate: '0.00', reverseCharge: true });
    expect(company.body.tax.unscaledValue).toBe(0);
    expect(company.body.total.unscaledValue).toBe(8004);
    // A company without a VAT ID is invoiced with its details but pays VAT.
    const noVat = await estimate({ billingDetails: { ...COMPANY, vat_id: null } });
    expect(noVat.body).toMatchObject({ taxRate: '19.00', reverseCharge: false });
  });

  it('a guest buys for a company: charged the net price shown, the new account keeps the details, the invoice names the company and VAT ID with the reverse charge note', async () => {
    const shown = (await estimate({ billingDetails: COMPANY })).body.total.unscaledValue;
    const { res, intent } = await intentFor(COMPANY);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(intent.amount).toBe(shown);
    const email = newEmail('company');
    const bought = await postCheckout(
      t,
      germanCheckout(intent.id, email, { billingDetails: COMPANY, isTaxable: false }),
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await chargesOf(intent.id)).toEqual([{ amount: 8004, status: 'succeeded' }]);
    const user = await accountOf(email);
    const stored = await db()
      .selectFrom('billing_details')
      .select(['company', 'vat_id', 'country', 'invoice_email'])
      .where('user_id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      company: 'Muster GmbH',
      vat_id: 'DE123456789',
      country: 'DE',
      invoice_email: 'rechnungen@muster.example',
    });
    const invoice = await db()
      .selectFrom('invoices')
      .select(['buyer', 'tax', 'total', 'tax_rate'])
      .where('user_id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ tax: 0, total: 8004, tax_rate: 0 });
    expect(JSON.parse(invoice.buyer!)).toMatchObject({
      name: 'Muster GmbH',
      country: 'DE',
      vatId: 'DE123456789',
      reverseCharge: true,
    });
  });

  it.each([
    ['the estimate', 'billingDetails.vat_id'],
    ['the payment intent', 'order.billingDetails.vat_id'],
  ])('refuses an invalid VAT ID in %s with a 400 on %s', async (where, field) => {
    const bad = { ...COMPANY, vat_id: 'DE12345' };
    const res =
      where === 'the estimate'
        ? await estimate({ billingDetails: bad })
        : (await intentFor(bad)).res;
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields[field]).toContain('Enter a valid VAT ID');
  });

  it('refuses an invalid VAT ID at checkout with a 400 field error, charging nothing and creating no account', async () => {
    const { intent } = await intentFor(COMPANY);
    const email = newEmail('bad-vat');
    const res = await postCheckout(
      t,
      germanCheckout(intent.id, email, { billingDetails: { ...COMPANY, vat_id: 'DE12' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields['billingDetails.vat_id']).toContain('Enter a valid VAT ID');
    expect(await chargesOf(intent.id)).toEqual([]);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('refuses company details in another country than the order is taxed in (400)', async () => {
    const res = await estimate({
      billingDetails: { ...COMPANY, country: 'AT', vat_id: 'ATU12345678' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toContain('billingDetails.country');
  });

  it('refuses a VAT ID changed after the intent was priced (409), and details added to an intent priced without them, charging nothing', async () => {
    const { intent } = await intentFor(COMPANY);
    // Another valid DE VAT ID: the same price, another buyer than the intent was made for.
    const other = { ...COMPANY, vat_id: 'DE987654321' };
    const changed = await postCheckout(
      t,
      germanCheckout(intent.id, newEmail('switch'), { billingDetails: other }),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('billing_details_changed');
    // Dropping the details would make it a consumer purchase at 19 %: not this intent's amount.
    const dropped = await postCheckout(t, germanCheckout(intent.id, newEmail('drop')));
    expect(dropped.status).toBe(409);
    expect(await chargesOf(intent.id)).toEqual([]);
    // An intent priced for a consumer cannot be paid as a reverse-charged company.
    const consumer = (await intentFor()).intent;
    const added = await postCheckout(
      t,
      germanCheckout(consumer.id, newEmail('add'), { billingDetails: COMPANY }),
    );
    expect(added.status).toBe(409);
    expect(await chargesOf(consumer.id)).toEqual([]);
  });

  it('a signed-in buyer paying with the stored card updates their billing details and is reverse charged', async () => {
    const cookie = await signInAs(t, 'dedicated-ip');
    const res = await t.request('POST', '/api/v1/checkout-for-customer', {
      cookie,
      body: {
        checkoutAttemptId: attemptId(),
        offerId: 'regular',
        priceId: PRICES.premium12Eur,
        confirmSecondSubscription: true,
        customer: DE,
        billingDetails: COMPANY,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const details = await t.request('GET', '/api/v2/users/billing-details', { cookie });
    expect(details.body.details).toMatchObject({
      company: 'Muster GmbH',
      vat_id: 'DE123456789',
      reverse_charge: true,
    });
    const invoice = await db()
      .selectFrom('invoices as i')
      .innerJoin('subscriptions as s', 's.id', 'i.subscription_id')
      .select(['i.tax', 'i.buyer'])
      .where('s.subscription_id', '=', res.body.subscription.id)
      .executeTakeFirstOrThrow();
    expect(invoice.tax).toBe(0);
    expect(JSON.parse(invoice.buyer!)).toMatchObject({ name: 'Muster GmbH', reverseCharge: true });
  });
});
