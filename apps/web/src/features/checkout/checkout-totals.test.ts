import type { EstimateResult } from '@halyard/contract';
import { money } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import { priced, regularOffer } from '@/testing/catalogue';
import type { CheckoutData } from './checkout-data';
import { checkoutTotals } from './checkout-totals';

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
      tax: { amount: usd(580), rate: '7.25' },
      total: usd(8584),
      renewal: {
        amount: usd(8584),
        period: { length: 12, unit: 'month' },
        date: '2027-11-23T12:00:00.000Z',
      },
    });
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
});
