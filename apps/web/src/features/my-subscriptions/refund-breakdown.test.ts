import { money } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/translation.json';
import de from '@/i18n/locales/de/translation.json';
import { tOf } from '@/testing/translate';
import { defaultLanguage, languageFromPrefix, type Language } from '@/i18n/locales';
import { refundBreakdown, returnedToText } from './refund-breakdown';

const usd = (minor: number) => money(minor, 'USD');
const eur = (minor: number) => money(minor, 'EUR');
const line = (number: string, total: number, tax: number, description: string, m = usd) => ({
  invoice_number: number,
  issued_at: '2026-11-20T12:00:00.000Z',
  lines: [{ description, quantity: 1, amount: m(total - tax) }],
  subtotal: m(total - tax),
  discount: m(0),
  tax: m(tax),
  total: m(total),
});

describe('the refund estimate, payment by payment (decision 0121)', () => {
  it('lists each payment with its tax and the server’s total, in English', () => {
    const view = refundBreakdown(
      {
        amount: usd(16293),
        tax: usd(1101),
        lines: [
          line('INV-000041', 8584, 580, 'Premium, 12 months'),
          line('INV-000042', 7709, 521, 'Dedicated IP, 12 months'),
        ],
      },
      defaultLanguage,
    );
    expect(view).toEqual({
      rows: [
        {
          invoice: 'INV-000041',
          date: 'Nov 20, 2026',
          items: 'Premium, 12 months',
          total: '$85.84',
          tax: '$5.80',
        },
        {
          invoice: 'INV-000042',
          date: 'Nov 20, 2026',
          items: 'Dedicated IP, 12 months',
          total: '$77.09',
          tax: '$5.21',
        },
      ],
      total: '$162.93',
      tax: '$11.01',
      returnedTo: null,
    });
  });

  it('German: comma decimals and the euro sign; no tax line where none was charged', () => {
    const de = languageFromPrefix('de') as Language;
    const view = refundBreakdown(
      {
        amount: eur(1541),
        tax: eur(246),
        lines: [line('INV-000007', 1541, 246, 'Basic, 1 month', eur)],
      },
      de,
    );
    expect(view.rows[0]?.total).toMatch(/^15,41\s?€$/);
    expect(view.tax).toMatch(/^2,46\s?€$/);
    const untaxed = refundBreakdown(
      { amount: usd(1295), tax: usd(0), lines: [line('INV-000008', 1295, 0, 'Basic, 1 month')] },
      defaultLanguage,
    );
    expect(untaxed.rows[0]?.tax).toBeNull();
    expect(untaxed.tax).toBeNull();
  });
});

describe('where the money-back refund goes when the credit balance paid part (decision 0221)', () => {
  const paid = {
    amount: usd(8584),
    tax: usd(580),
    lines: [line('INV-000043', 8584, 580, 'Premium')],
  };
  it('a mixed payment: the card part back to the card, the balance part back to the balance', () => {
    const view = refundBreakdown(
      { ...paid, returned_to: { card: usd(7334), balance: usd(1250) } },
      defaultLanguage,
    );
    expect(view.returnedTo).toEqual({ card: '$73.34', balance: '$12.50' });
    expect(returnedToText(tOf(en), view.returnedTo)).toBe(
      '$73.34 back to your card, $12.50 back to your credit balance',
    );
  });

  it('paid from the balance alone: all of it back to the balance, no card named', () => {
    const view = refundBreakdown(
      { ...paid, returned_to: { card: usd(0), balance: usd(8584) } },
      defaultLanguage,
    );
    expect(returnedToText(tOf(en), view.returnedTo)).toBe('$85.84 back to your credit balance');
  });

  it('paid by card alone: no split is shown (the total says it all)', () => {
    const view = refundBreakdown(
      { ...paid, returned_to: { card: usd(8584), balance: usd(0) } },
      defaultLanguage,
    );
    expect(view.returnedTo).toBeNull();
    expect(returnedToText(tOf(en), view.returnedTo)).toBeNull();
  });

  it('in German, with the amounts written the German way', () => {
    const german = languageFromPrefix('de') as Language;
    const view = refundBreakdown(
      { ...paid, returned_to: { card: eur(7334), balance: eur(1250) } },
      german,
    );
    const text = returnedToText(tOf(de), view.returnedTo);
    expect(text).toContain('73,34\u00a0€');
    expect(text).toContain('12,50\u00a0€');
  });
});
