import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/translation.json';
import en from '@/i18n/locales/en/translation.json';
import { tOf } from '@/testing/translate';
import { paidWithText } from './paid-with';

const visa = 'Visa •••• 4242';
const invoice = (credit_balance: boolean, method: string | null) =>
  ({ kind: 'invoice', paid_with: { credit_balance, method } }) as const;

describe('the payment history names what paid each invoice (decision 0218 addendum)', () => {
  it('the credit balance paid it all: the balance, not the card on file', () => {
    expect(paidWithText(tOf(en), invoice(true, null))).toBe('Paid with credit balance');
    expect(paidWithText(tOf(de), invoice(true, null))).toBe('Bezahlt mit Guthaben');
  });

  it('split between the balance and the card: both', () => {
    expect(paidWithText(tOf(en), invoice(true, visa))).toBe(
      'Paid with credit balance and Visa •••• 4242',
    );
    expect(paidWithText(tOf(de), invoice(true, visa))).toBe(
      'Bezahlt mit Guthaben und Visa •••• 4242',
    );
  });

  it('the card alone: the card; nothing paid (a free month): nothing named', () => {
    expect(paidWithText(tOf(en), invoice(false, visa))).toBe('Paid with Visa •••• 4242');
    expect(paidWithText(tOf(en), invoice(false, null))).toBeNull();
  });

  it('a credit note gets no "paid with" line', () => {
    const note = {
      kind: 'credit_note',
      paid_with: { credit_balance: true, method: visa },
    } as const;
    expect(paidWithText(tOf(en), note)).toBeNull();
  });
});
