import { describe, expect, it } from 'vitest';
import { PRICES } from '../checkout/checkout-client';
import { money } from '@halyard/domain';
import {
  buyerParty,
  createInvoicesRepository,
  sellerParty,
} from '../../src/modules/invoices/invoices.repository';
import { demoEmail } from '../../src/seed/demo-accounts';
import { invoicePdfText, issueInvoice } from '../invoices/issue-invoice';
import { signInAs } from '../sign-in';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { GERMAN_COMPANY } from './german-company';

// Issue 22 item 2 (decision 0190): billing details, VAT ID per country, EU reverse charge, the
// details on every new invoice, and the re-issue of a past one with an audit row.

const t = useTestServer();

const PATH = '/api/v2/users/billing-details';

const pdfText = (cookie: string, invoice: { id: string; number: string }) =>
  invoicePdfText(t, cookie, invoice);

describe(`billing details (${testDatabaseKind})`, () => {
  it('starts empty, saves normalised details and says reverse charge applies to a German business (seller in IE)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    expect((await t.request('GET', PATH, { cookie })).body).toEqual({ details: null });
    const saved = await t.request('PUT', PATH, { cookie, body: GERMAN_COMPANY });
    expect(saved.status).toBe(200);
    expect(saved.body.details).toEqual({
      ...GERMAN_COMPANY,
      vat_id: 'DE123456789',
      reverse_charge: true,
    });
    expect((await t.request('GET', PATH, { cookie })).body).toEqual(saved.body);
  });

  it('a consumer (no VAT ID) gets no reverse charge; an empty invoice email is none', async () => {
    const cookie = await signInAs(t, 'premium-us');
    const body = { ...GERMAN_COMPANY, company: null, vat_id: '', invoice_email: '' };
    const saved = await t.request('PUT', PATH, { cookie, body });
    expect(saved.status).toBe(200);
    expect(saved.body.details).toMatchObject({
      company: null,
      vat_id: null,
      invoice_email: null,
      reverse_charge: false,
    });
  });

  it.each([
    ['a VAT ID of the wrong format', { vat_id: 'DE12345' }, 'vat_id', 'Enter a valid VAT ID'],
    ['a VAT ID of another country', { vat_id: 'FR12345678901' }, 'vat_id', 'Enter a valid VAT ID'],
    [
      'a VAT ID where none is checked',
      { country: 'US', vat_id: '12-3456789' },
      'vat_id',
      'VAT IDs are accepted',
    ],
    ['a VAT ID without a company', { company: '' }, 'company', 'Enter the company'],
    ['a missing name', { name: '  ' }, 'name', 'This field is required.'],
    ['a country that is not a code', { country: 'D' }, 'country', 'Choose a country.'],
  ])('refuses %s with a 400 naming the field', async (_, change, field, message) => {
    const cookie = await signInAs(t, 'basic-us');
    const res = await t.request('PUT', PATH, { cookie, body: { ...GERMAN_COMPANY, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields[field]).toContain(message);
  });

  it('refuses a malformed invoice email and an over-long field by the contract (400)', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const bad = await t.request('PUT', PATH, {
      cookie,
      body: { ...GERMAN_COMPANY, invoice_email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    const long = await t.request('PUT', PATH, {
      cookie,
      body: { ...GERMAN_COMPANY, city: 'x'.repeat(500) },
    });
    expect(long.status).toBe(400);
  });

  it('needs a session (401)', async () => {
    expect((await t.request('GET', PATH)).status).toBe(401);
    expect((await t.request('PUT', PATH, { body: GERMAN_COMPANY })).status).toBe(401);
  });

  it('prints the details, VAT IDs of both parties on a new invoice; the note only when no VAT was charged', async () => {
    const cookie = await signInAs(t, 'basic-us');
    await t.request('PUT', PATH, { cookie, body: GERMAN_COMPANY });
    const taxed = await issueInvoice(t, 'basic-us');
    const text = await pdfText(cookie, taxed);
    for (const expected of [
      'Muster GmbH',
      'Erika Mustermann',
      'Hauptstraße 1',
      '10115 Berlin',
      'rechnungen@muster.example',
      'VAT ID: DE123456789',
    ])
      expect(text).toContain(expected);
    // issueInvoice charges 7.25 USD tax: no reverse charge note on a taxed invoice.
    expect(text).not.toContain('Reverse charge');
  });

  it('an invoice issued without VAT to an EU business of another state prints the reverse charge note and both VAT IDs', async () => {
    const cookie = await signInAs(t, 'basic-de');
    await t.request('PUT', PATH, { cookie, body: GERMAN_COMPANY });
    const db = t.server.database.db;
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoEmail('basic-de'))
      .executeTakeFirstOrThrow();
    const seller = sellerParty({
      name: 'Halyard VPN Ltd.',
      address: ['1 Harbour Street', 'Dublin D02 X285', 'Ireland'],
      country: 'IE',
      vatId: 'IE3456789XH',
    });
    const repo = createInvoicesRepository(db, { seller });
    const zero = money(0, 'EUR');
    const invoice = await db.transaction().execute((trx) =>
      repo.create(trx, {
        tenantId: 'halyard',
        userId,
        subscriptionId: null,
        kind: 'invoice',
        currency: 'EUR',
        lines: [{ description: 'Premium, 12 months', quantity: 1, amount: 9995 }],
        totals: {
          subtotal: money(9995, 'EUR'),
          discount: zero,
          tax: zero,
          total: money(9995, 'EUR'),
          taxRate: 0,
        },
        buyer: buyerParty(demoEmail('basic-de'), {
          country: 'DE',
          region: null,
          postalCode: '10115',
        }),
        paymentSummary: null,
        issuedAt: t.clock.now(),
      }),
    );
    const text = await pdfText(cookie, invoice);
    expect(text).toContain('VAT ID: IE3456789XH');
    expect(text).toContain('VAT ID: DE123456789');
    expect(text).toContain('Reverse charge: VAT is to be accounted for by the recipient');
  });

  it('re-issues a past invoice with the current details: same number and total, audited; another user gets 404', async () => {
    const cookie = await signInAs(t, 'expired');
    const invoice = await issueInvoice(t, 'expired');
    const before = await pdfText(cookie, invoice);
    expect(before).not.toContain('Muster GmbH');
    const none = await t.request('POST', `/api/v2/invoices/${invoice.id}/reissue`, { cookie });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Add your billing details first.');

    await t.request('PUT', PATH, { cookie, body: GERMAN_COMPANY });
    const other = await signInAs(t, 'premium-us');
    const foreign = await t.request('POST', `/api/v2/invoices/${invoice.id}/reissue`, {
      cookie: other,
    });
    expect(foreign.status).toBe(404);

    const res = await t.request('POST', `/api/v2/invoices/${invoice.id}/reissue`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.number).toBe(invoice.number);
    expect(res.body.total.unscaledValue).toBe(invoice.total);
    const after = await pdfText(cookie, invoice);
    expect(after).toContain('Muster GmbH');
    expect(after).toContain('VAT ID: DE123456789');
    expect(after).toContain(invoice.number);

    const audit = await t.server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'invoice.reissued')
      .where('target_id', '=', invoice.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staff_role).toBe('customer');
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({
      company: 'Muster GmbH',
      vat_id: 'DE123456789',
    });
  });
});

describe(`EU reverse charge at checkout (${testDatabaseKind})`, () => {
  const estimate = (cookie: string | undefined, country: string, zip: string) =>
    t.request('POST', '/api/v1/estimate', {
      ...(cookie && { cookie }),
      body: {
        offerId: 'regular',
        priceId: PRICES.premium12,
        customer: { residenceCountry: country, residenceZipcode: zip },
      },
    });

  it('a German consumer pays 19 % VAT; a signed-in German business with a DE VAT ID pays none', async () => {
    const consumer = await estimate(undefined, 'DE', '10115');
    expect(consumer.status).toBe(200);
    expect(consumer.body).toMatchObject({ isTaxable: true, taxRate: '19.00' });
    expect(consumer.body.tax.unscaledValue).toBeGreaterThan(0);

    const cookie = await signInAs(t, 'trial-multi');
    await t.request('PUT', PATH, { cookie, body: GERMAN_COMPANY });
    const business = await estimate(cookie, 'DE', '10115');
    expect(business.status).toBe(200);
    expect(business.body).toMatchObject({ isTaxable: false, taxRate: '0.00' });
    expect(business.body.tax.unscaledValue).toBe(0);
    // The same order, less the VAT the consumer pays: what the business is charged.
    expect(business.body.total.unscaledValue).toBe(
      consumer.body.total.unscaledValue - consumer.body.tax.unscaledValue,
    );
  });

  it('a business whose VAT ID is not of its residence country is taxed as usual', async () => {
    const cookie = await signInAs(t, 'trial-multi');
    await t.request('PUT', PATH, { cookie, body: GERMAN_COMPANY });
    const french = await estimate(cookie, 'FR', '75001');
    expect(french.body).toMatchObject({ isTaxable: true, taxRate: '20.00' });
  });
});
