import { describe, expect, it } from 'vitest';
import { sandboxOf } from '../payments/sandbox-client';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardIntent, CARDS, checkoutBody, postCheckout, PRICES, US_CA } from './checkout-client';

const t = useTestServer();

const money = (unscaledValue: number, currency = 'USD') => ({ unscaledValue, scale: 2, currency });
const estimate = (body: Record<string, unknown>) =>
  t.request('POST', '/api/v1/estimate', {
    body: {
      offerId: 'regular',
      priceId: PRICES.premium12,
      customer: US_CA,
      ...body,
    },
  });

describe(`POST /api/v1/estimate (${testDatabaseKind})`, () => {
  it('totals Premium 12 months in California: subtotal − discount + 7.25 % tax', async () => {
    const res = await estimate({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'USD',
      isTaxable: true,
      subtotal: money(32016),
      discount: money(24012),
      taxRate: '7.25',
      tax: money(580),
      total: money(8584),
      renewal: {
        amount: money(8004),
        tax: money(580),
        total: money(8584),
        date: '2027-11-23T12:00:00.000Z',
      },
    });
    expect(res.body.lines).toEqual([
      {
        priceId: PRICES.premium12,
        productId: 'premium',
        itemType: 'plan',
        description: 'Premium, 12 months',
        amount: money(8004),
        amountWithoutDiscount: money(32016),
        discountAmount: money(24012),
      },
    ]);
  });

  it.each([
    [
      'Texas',
      { customer: { ...US_CA, residenceState: 'TX', residenceZipcode: '73301' } },
      '6.25',
      500,
    ],
    [
      'Florida (no tax)',
      { customer: { ...US_CA, residenceState: 'FL', residenceZipcode: '33101' } },
      '0.00',
      0,
    ],
    [
      'Canada (GST)',
      { customer: { residenceCountry: 'CA', residenceState: 'ON', residenceZipcode: 'M5V 3L9' } },
      '5.00',
      400,
    ],
    [
      'the UK',
      { customer: { residenceCountry: 'GB', residenceZipcode: 'SW1A 1AA' } },
      '20.00',
      1601,
    ],
    [
      'Ireland',
      { customer: { residenceCountry: 'IE', residenceZipcode: 'D02 X285' } },
      '23.00',
      1841,
    ],
  ])('taxes %s at %s %%', async (_, body, rate, tax) => {
    const res = await estimate(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.taxRate).toBe(rate);
    expect(res.body.isTaxable).toBe(tax > 0);
    expect(res.body.tax.unscaledValue).toBe(tax);
    expect(res.body.total.unscaledValue).toBe(8004 + tax);
  });

  it('prices in the currency of the prices (Germany, EUR, 19 % VAT)', async () => {
    const res = await estimate({
      priceId: PRICES.premium12Eur,
      customer: { residenceCountry: 'DE', residenceZipcode: '10115' },
    });
    expect(res.body).toMatchObject({
      currency: 'EUR',
      tax: money(1521, 'EUR'),
      total: money(9525, 'EUR'),
    });
  });

  it.each([
    ['a bad ZIP', { ...US_CA, residenceZipcode: 'ABCDE' }, 'customer.residenceZipcode'],
    ['no state', { residenceCountry: 'US', residenceZipcode: '94105' }, 'customer.residenceState'],
    [
      'a bad Canadian code',
      { residenceCountry: 'CA', residenceZipcode: '94105' },
      'customer.residenceZipcode',
    ],
    [
      'no country',
      { residenceCountry: '', residenceZipcode: '94105' },
      'customer.residenceCountry',
    ],
  ])('refuses %s with a field error', async (_, customer, field) => {
    const res = await estimate({ customer });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty([field]);
  });

  it('is exactly what the checkout charges and invoices', async () => {
    const quote = await estimate({ priceIds: [PRICES.dip12] });
    const order = { priceIds: [PRICES.dip12], isTaxable: quote.body.isTaxable };
    const intent = await cardIntent(t, CARDS.visa, { order });
    const res = await postCheckout(t, checkoutBody(intent, order));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [charge] = (await sandboxOf(t).listCharges()).filter((c) => c.intentId === intent);
    expect(charge?.amount).toBe(quote.body.total.unscaledValue);
    const invoice = await t.server.database.db
      .selectFrom('invoices as i')
      .innerJoin('subscriptions as s', 's.id', 'i.subscription_id')
      .select(['i.subtotal', 'i.discount', 'i.tax', 'i.total'])
      .where('s.subscription_id', '=', res.body.subscription.id)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({
      subtotal: quote.body.subtotal.unscaledValue,
      discount: quote.body.discount.unscaledValue,
      tax: quote.body.tax.unscaledValue,
      total: quote.body.total.unscaledValue,
    });
  });
});
