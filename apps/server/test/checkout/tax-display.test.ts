import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_COMPANY } from '../billing-details/german-company';
import { signInAs } from '../sign-in';
import { startTestServer, testDatabaseKind, type TestServer } from '../test-server';
import { cardIntent, CARDS, checkoutBody, newEmail, postCheckout, PRICES } from './checkout-client';

// Issue 22 item 3 (decision 0196): a tenant with taxDisplay `inclusive` quotes gross prices to
// consumers in countries that require them and charges exactly the price shown.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  // Before the first request, so the catalogue is read with the setting.
  await t.server.database.db.updateTable('tenants').set({ tax_display: 'inclusive' }).execute();
});
afterAll(() => t.close());

const GERMANY = { residenceCountry: 'DE', residenceZipcode: '10115' };
const GERMAN_ORDER = { priceId: PRICES.premium12Eur, priceIds: [], customer: GERMANY };
const estimate = (body: Record<string, unknown>, cookie?: string) =>
  t.request('POST', '/api/v1/estimate', {
    ...(cookie && { cookie }),
    body: { offerId: 'regular', ...GERMAN_ORDER, ...body },
  });

describe(`taxDisplay inclusive (${testDatabaseKind})`, () => {
  it('a German consumer is quoted the list price 80.04 EUR with 12.78 VAT (19/119) in it', async () => {
    const res = await estimate({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      isTaxable: true,
      taxRate: '19.00',
      tax: { unscaledValue: 1278, currency: 'EUR' },
      total: { unscaledValue: 8004, currency: 'EUR' },
    });
  });

  it('the checkout charges exactly the gross shown, not gross + VAT', async () => {
    const intent = await cardIntent(t, CARDS.visa, { currency: 'EUR', order: GERMAN_ORDER });
    const paid = await postCheckout(
      t,
      checkoutBody(intent, { ...GERMAN_ORDER, customer: { ...GERMANY, email: newEmail('de') } }),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(new URL(paid.body.redirectUrl, t.url).searchParams.get('amount')).toBe('80.04');
  });

  it('a US buyer is still quoted net with sales tax on top (the US quotes net prices)', async () => {
    const california = { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' };
    const res = await estimate({ priceId: PRICES.premium12, customer: california });
    expect(res.status).toBe(200);
    // 80.04 + 7.25 % (5.80).
    expect(res.body.total).toMatchObject({ unscaledValue: 8584 });
  });

  it('a business buyer under reverse charge (decision 0190) sees the net price and no VAT', async () => {
    const cookie = await signInAs(t, 'basic-us');
    const saved = await t.request('PUT', '/api/v2/users/billing-details', {
      cookie,
      body: GERMAN_COMPANY,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await estimate({}, cookie);
    expect(res.body).toMatchObject({
      taxRate: '0.00',
      tax: { unscaledValue: 0 },
      total: { unscaledValue: 8004 },
    });
  });
});
