import { describe, expect, it } from 'vitest';
import {
  creditToApply,
  goodwillGrantProblem,
  MAX_GOODWILL_CREDIT,
  remainderAfterCredit,
} from './credit-balance';
import { ledgerViolations } from './ledger-invariants';

// Issue 22 item 5 (decision 0217): the credit balance pays before a card is charged.
describe('credit balance: how much of it pays an amount due', () => {
  it('covers the whole amount when the balance is larger: nothing is left to charge', () => {
    expect(creditToApply(5_000, 1_199)).toBe(1_199);
    expect(remainderAfterCredit(1_199, creditToApply(5_000, 1_199))).toBe(0);
  });

  it('uses the whole balance when it is smaller: the rest is charged', () => {
    expect(creditToApply(500, 1_199)).toBe(500);
    expect(remainderAfterCredit(1_199, 500)).toBe(699);
  });

  it('applies nothing from an empty balance or to a free period', () => {
    expect(creditToApply(0, 1_199)).toBe(0);
    expect(creditToApply(500, 0)).toBe(0);
    expect(creditToApply(-10, 1_199)).toBe(0);
  });

  it('refuses fractions of a minor unit and a credit outside 0…due', () => {
    expect(() => creditToApply(10.5, 100)).toThrow(TypeError);
    expect(() => remainderAfterCredit(100, 101)).toThrow(RangeError);
    expect(() => remainderAfterCredit(100, -1)).toThrow(RangeError);
  });
});

describe('credit balance: a goodwill grant', () => {
  it('is a positive whole amount of at most 500.00', () => {
    expect(goodwillGrantProblem(1)).toBeNull();
    expect(goodwillGrantProblem(MAX_GOODWILL_CREDIT)).toBeNull();
    expect(goodwillGrantProblem(MAX_GOODWILL_CREDIT + 1)).toBe('too_large');
    expect(goodwillGrantProblem(0)).toBe('not_positive');
    expect(goodwillGrantProblem(-100)).toBe('not_positive');
    expect(goodwillGrantProblem(1.5)).toBe('not_positive');
  });
});

describe('ledger invariants with credit applied (decision 0124 as amended by 0217)', () => {
  const invoice = (total: number, creditApplied: number) => ({
    id: 'inv',
    userId: 'u',
    kind: 'invoice' as const,
    currency: 'USD',
    lines: [{ quantity: 1, amount: total }],
    subtotal: total,
    discount: 0,
    tax: 0,
    total,
    creditApplied,
  });
  const charge = (amount: number, gatewayId: string | null) => ({
    id: 'c',
    userId: 'u',
    kind: 'charge' as const,
    amount,
    currency: 'USD',
    documentId: 'inv',
    gatewayId,
  });

  it('a partly credited invoice agrees with a charge of the remainder', () => {
    const gateway = [{ id: 'g', amount: 699, currency: 'USD', refunded: 0 }];
    expect(
      ledgerViolations({
        documents: [invoice(1_199, 500)],
        movements: [charge(699, 'g')],
        gateway,
      }),
    ).toEqual([]);
  });

  it('a wholly credited invoice agrees with a zero charge that reached no gateway', () => {
    expect(
      ledgerViolations({
        documents: [invoice(1_199, 1_199)],
        movements: [charge(0, null)],
        gateway: [],
      }),
    ).toEqual([]);
  });

  it('a charge of the full total against a credited invoice is a violation', () => {
    const gateway = [{ id: 'g', amount: 1_199, currency: 'USD', refunded: 0 }];
    const found = ledgerViolations({
      documents: [invoice(1_199, 500)],
      movements: [charge(1_199, 'g')],
      gateway,
    });
    expect(found.map((v) => v.rule)).toContain('document-equals-movement');
  });
});
