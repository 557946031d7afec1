import type { EstimateResult } from '@halyard/contract';
import { money } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import { priced, regularOffer } from '@/testing/catalogue';
import type { CheckoutData } from './checkout-data';
import { amountToPay, checkoutTotals } from './checkout-totals';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const offer = regularOffer();
const data = (flow: CheckoutData['flow'], priceIds: string[]): CheckoutData => {
  const [plan, ...addons] = priceIds.map((id) => priced(offer, id));
  return {
    link: {} as CheckoutData['link'],
    offer,
    customer: null,
    flow,
    target: null,
    plan: plan ?? null,
    addons,
  };
};
const usd = (minor: number) => money(minor, 'USD');

describe('checkout totals in the summary (decision 0021: the server decides the money)', () => {
  it('before an address: spec §9 prices summed by the domain, no tax shown, renewal at next prices', () => {
    // Premium 12 months 80.04 (75 % off 320.16) and a dedicated IP 12 months 71.88 (5.99 × 12).
    const totals = checkoutTotals(
      data('order', ['regular-premium-12m-usd', 'regular-addon-dip-12m-untaxed-usd']),
      null,
      NOW,
    );
    expect(totals).toEqual({
      subtotal: usd(32016 + 7188),
      discount: usd(24012),
      tax: null,
      total: usd(15192),
      renewal: {
        amount: usd(15192),
        period: { length: 12, unit: 'month' },
        date: '2027-11-23T12:00:00.000Z',
      },
    });
  });

  it('with an estimate: exactly the server’s figures, tax and taxed renewal included — nothing added by the page', () => {
    const estimate: EstimateResult = {
      currency: 'USD',
      lines: [],
      subtotal: usd(32016),
      discount: usd(24012),
      isTaxable: true,
      taxRate: '7.25',
      tax: usd(580),
      total: usd(8584),
      renewal: {
        amount: usd(8004),
        tax: usd(580),
        total: usd(8584),
        date: '2027-11-23T12:00:00.000Z',
      },
    };
    const totals = checkoutTotals(data('order', ['regular-premium-12m-usd']), estimate, NOW);
    expect(totals).toEqual({
      subtotal: usd(32016),
      discount: usd(24012),
      tax: { amount: usd(580), rate: '7.25', included: false, country: '' },
      total: usd(8584),
      renewal: {
        amount: usd(8584),
        period: { length: 12, unit: 'month' },
        date: '2027-11-23T12:00:00.000Z',
      },
    });
  });

  it('decision 0218: a credit balance the server applied is shown with what is left to pay now', () => {
    const estimate: EstimateResult = {
      currency: 'USD',
      lines: [],
      subtotal: usd(1295),
      discount: usd(0),
      isTaxable: false,
      taxRate: '0',
      tax: usd(0),
      total: usd(1295),
      creditApplied: usd(500),
      amountDue: usd(795),
      renewal: { amount: usd(1295), tax: usd(0), total: usd(1295), date: NOW.toISOString() },
    };
    const totals = checkoutTotals(data('order', ['regular-basic-1m-usd']), estimate, NOW);
    expect(totals.credit).toEqual({ applied: usd(500), due: usd(795) });
    expect(amountToPay(totals)).toEqual(usd(795));
    // No balance: nothing shown, the whole total is paid.
    const none = { ...estimate, creditApplied: usd(0), amountDue: usd(1295) };
    const plain = checkoutTotals(data('order', ['regular-basic-1m-usd']), none, NOW);
    expect(plain.credit).toBeUndefined();
    expect(amountToPay(plain)).toEqual(usd(1295));
  });

  it('a plan change renews when the paid time ends: only the estimate can tell the date', () => {
    const totals = checkoutTotals(data('edit_subscription', ['regular-basic-1m-usd']), null, NOW);
    expect(totals.total).toEqual(usd(1295));
    expect(totals.renewal).toEqual({
      amount: usd(1295),
      period: { length: 1, unit: 'month' },
      date: null,
    });
  });

  it('add-ons alone (add_addon): the add-on is the order and sets the period', () => {
    const totals = checkoutTotals(
      { ...data('add_addon', []), addons: [priced(offer, 'regular-addon-dip-24m-untaxed-usd')] },
      null,
      NOW,
    );
    expect(totals.total).toEqual(usd(11976)); // 4.99 × 24
    expect(totals.renewal.period).toEqual({ length: 24, unit: 'month' });
  });

  describe('issue 22 item 4: an applied promotion code (decision 0193)', () => {
    const premium40 = {
      code: 'PREMIUM40',
      percentOffBasisPoints: 4000,
      planProductIds: ['premium'],
    };

    it('before the estimate: the domain’s cut on the plan, shown apart from the offer’s discount', () => {
      const order = data('order', ['regular-premium-12m-usd', 'regular-addon-dip-12m-untaxed-usd']);
      const totals = checkoutTotals(order, null, NOW, premium40);
      // 80.04 × 40 % = 32.016 → 32.02 off the plan; the add-on keeps its price.
      expect(totals.promotion).toEqual({ code: 'PREMIUM40', amount: usd(3202) });
      expect(totals.discount).toEqual(usd(24012));
      expect(totals.total).toEqual(usd(8004 - 3202 + 7188));
      // The renewal is at the regular next prices.
      expect(totals.renewal.amount).toEqual(usd(8004 + 7188));
    });

    it('a code for another plan takes nothing off', () => {
      const totals = checkoutTotals(data('order', ['regular-basic-12m-usd']), null, NOW, premium40);
      expect(totals.promotion?.amount).toEqual(usd(0));
    });

    it('with an estimate: the server’s code discount, taken out of its discount line', () => {
      const estimate: EstimateResult = {
        currency: 'USD',
        lines: [],
        subtotal: usd(32016),
        discount: usd(24012 + 3202),
        isTaxable: false,
        taxRate: '0.00',
        tax: usd(0),
        total: usd(4802),
        renewal: {
          amount: usd(8004),
          tax: usd(0),
          total: usd(8004),
          date: '2027-11-23T12:00:00.000Z',
        },
        promotion: { code: 'PREMIUM40', discount: usd(3202) },
      };
      const order = data('order', ['regular-premium-12m-usd']);
      const totals = checkoutTotals(order, estimate, NOW, premium40);
      expect(totals).toMatchObject({
        discount: usd(24012),
        promotion: { code: 'PREMIUM40', amount: usd(3202) },
        total: usd(4802),
      });
    });
  });
});
