import { money } from '@halyard/domain';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, languageFromPrefix, type Language } from '@/i18n/locales';
import { refundBreakdown } from './refund-breakdown';

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
