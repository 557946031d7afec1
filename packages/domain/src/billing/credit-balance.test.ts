import { describe, expect, it } from 'vitest';
import {
  cardPaidOfShare,
  invoicePaidWith,
  refundReturns,
  refundSplit,
  sharePaidParts,
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

// The ledger facts of the invariant checks below: one user, USD, one line per document.
const doc = (
  id: string,
  kind: 'invoice' | 'credit_note',
  total: number,
  creditApplied: number,
) => ({
  id,
  userId: 'u',
  kind,
  currency: 'USD',
  lines: [{ quantity: 1, amount: total }],
  subtotal: total,
  discount: 0,
  tax: 0,
  total,
  creditApplied,
});

/** A charge or refund of a document; one of zero reached no gateway. */
const move = (id: string, kind: 'charge' | 'refund', amount: number, documentId: string) => ({
  id,
  userId: 'u',
  kind,
  amount,
  currency: 'USD',
  documentId,
  gatewayId: amount === 0 ? null : `g-${id}`,
});

describe('ledger invariants with credit applied (decision 0124 as amended by 0217)', () => {
  it('a partly credited invoice agrees with a charge of the remainder', () => {
    expect(
      ledgerViolations({
        documents: [doc('inv', 'invoice', 1_199, 500)],
        movements: [move('c', 'charge', 699, 'inv')],
        gateway: [{ id: 'g-c', amount: 699, currency: 'USD', refunded: 0 }],
      }),
    ).toEqual([]);
  });

  it('a wholly credited invoice agrees with a zero charge that reached no gateway', () => {
    expect(
      ledgerViolations({
        documents: [doc('inv', 'invoice', 1_199, 1_199)],
        movements: [move('c', 'charge', 0, 'inv')],
        gateway: [],
      }),
    ).toEqual([]);
  });

  it('a charge of the full total against a credited invoice is a violation', () => {
    const found = ledgerViolations({
      documents: [doc('inv', 'invoice', 1_199, 500)],
      movements: [move('c', 'charge', 1_199, 'inv')],
      gateway: [{ id: 'g-c', amount: 1_199, currency: 'USD', refunded: 0 }],
    });
    expect(found.map((v) => v.rule)).toContain('document-equals-movement');
  });
});

describe('ledger invariants with refunds to the balance (decision 0221)', () => {
  const gateway = [{ id: 'g-c', amount: 699, currency: 'USD', refunded: 699 }];
  const mixed = {
    documents: [doc('inv', 'invoice', 1_199, 500), doc('cn', 'credit_note', 1_199, 500)],
    movements: [move('c', 'charge', 699, 'inv'), move('r', 'refund', 699, 'cn')],
    gateway,
  };

  it('a credit note returns its balance part to the balance and the rest to the card', () => {
    const creditRefunds = [{ id: 'e', amount: 500, currency: 'USD', documentId: 'cn' }];
    expect(ledgerViolations({ ...mixed, creditRefunds })).toEqual([]);
  });

  it('a credit note whose balance part no entry booked is a violation', () => {
    const found = ledgerViolations({ ...mixed, creditRefunds: [] });
    expect(found).toContainEqual({
      rule: 'credit-refund-equals-entry',
      subject: 'cn',
      expected: 500,
      actual: 0,
    });
  });

  it('a refund entry that names no credit note is a violation', () => {
    const creditRefunds = [
      { id: 'e', amount: 500, currency: 'USD', documentId: 'cn' },
      { id: 'stray', amount: 100, currency: 'USD', documentId: 'inv' },
    ];
    expect(ledgerViolations({ ...mixed, creditRefunds }).map((v) => v.subject)).toEqual(['stray']);
  });

  it('a refund all to the balance moves nothing at the gateway', () => {
    const facts = {
      documents: [doc('inv', 'invoice', 1_199, 0), doc('cn', 'credit_note', 1_199, 1_199)],
      movements: [move('c', 'charge', 1_199, 'inv'), move('r', 'refund', 0, 'cn')],
      gateway: [{ id: 'g-c', amount: 1_199, currency: 'USD', refunded: 0 }],
      creditRefunds: [{ id: 'e', amount: 1_199, currency: 'USD', documentId: 'cn' }],
    };
    expect(ledgerViolations(facts)).toEqual([]);
  });
});

describe('sharePaidParts (decision 0221: what the card and the balance paid of each share)', () => {
  it("an invoice without credit: the whole share was the card's", () => {
    expect(sharePaidParts(1_299, 1_299, 0)).toEqual({ card: 1_299, balance: 0 });
    expect(cardPaidOfShare(1_299, 1_299, 0)).toBe(1_299);
  });
  it('one share: the card paid the total less the credit applied, the balance the credit', () => {
    expect(sharePaidParts(7_188, 7_188, 1_250)).toEqual({ card: 5_938, balance: 1_250 });
  });
  it('a balance that paid everything: nothing to the card', () => {
    expect(sharePaidParts(1_299, 1_299, 1_299)).toEqual({ card: 0, balance: 1_299 });
  });
  it('several shares: cumulative rounding, the parts add up exactly to the charge and the credit', () => {
    const shares = [3_333, 3_333, 3_334];
    let before = 0;
    const parts = shares.map((s) => {
      const part = sharePaidParts(s, 10_000, 1_001, before);
      before += s;
      return part;
    });
    expect(parts.map((p) => p.balance)).toEqual([333, 334, 334]);
    expect(parts.reduce((a, p) => a + p.card, 0)).toBe(10_000 - 1_001);
    expect(parts.reduce((a, p) => a + p.balance, 0)).toBe(1_001);
    for (const [i, p] of parts.entries()) expect(p.card + p.balance).toBe(shares[i]);
  });
});

describe('refundSplit (decision 0221: a refund goes back the way the payment was made)', () => {
  const mixed = { card: 5_938, balance: 1_250 };
  it('the whole payment: the card part to the card, the balance part to the balance', () => {
    expect(refundSplit(7_188, mixed)).toEqual({ card: 5_938, balance: 1_250 });
  });
  it('part of it: in proportion, the card rounded down, the balance the rest', () => {
    // 1000 × 5938 / 7188 = 826.1… → 826 to the card, 174 to the balance.
    expect(refundSplit(1_000, mixed)).toEqual({ card: 826, balance: 174 });
  });
  it('never more than either side paid, for every amount', () => {
    for (const left of [
      mixed,
      { card: 1, balance: 2 },
      { card: 2, balance: 1 },
      { card: 0, balance: 7 },
    ]) {
      for (let amount = 1; amount <= left.card + left.balance; amount++) {
        const split = refundSplit(amount, left)!;
        expect(split.card + split.balance).toBe(amount);
        expect(split.card).toBeLessThanOrEqual(left.card);
        expect(split.balance).toBeLessThanOrEqual(left.balance);
        expect(Math.min(split.card, split.balance)).toBeGreaterThanOrEqual(0);
      }
    }
  });
  it('a payment the card paid alone returns to the card alone', () => {
    expect(refundSplit(500, { card: 1_299, balance: 0 })).toEqual({ card: 500, balance: 0 });
  });
  it('staff may send all of it to the balance: nothing to the card', () => {
    expect(refundSplit(7_188, mixed, 'balance')).toEqual({ card: 0, balance: 7_188 });
    expect(refundSplit(300, { card: 1_299, balance: 0 }, 'balance')).toEqual({
      card: 0,
      balance: 300,
    });
  });
  it('refuses nothing, fractions and more than is left', () => {
    expect(refundSplit(0, mixed)).toBeNull();
    expect(refundSplit(1.5, mixed)).toBeNull();
    expect(refundSplit(7_189, mixed)).toBeNull();
    expect(refundSplit(7_189, mixed, 'balance')).toBeNull();
  });
});

describe('refundReturns (decision 0221: the money-back estimate says where each part goes)', () => {
  it('whole payments: each returns its card part to the card and its balance part to the balance', () => {
    // A purchase of 71.88 the balance paid 12.50 of, and a renewal of 12.99 the card paid alone.
    const payments = [
      { amount: 7_188, toCard: 5_938, toBalance: 1_250 },
      { amount: 1_299, toCard: 1_299, toBalance: 0 },
    ];
    expect(refundReturns(payments)).toEqual({ card: 5_938 + 1_299, balance: 1_250 });
  });
  it('a payment the balance paid in full returns to the balance alone', () => {
    expect(refundReturns([{ amount: 4_999, toCard: 0, toBalance: 4_999 }])).toEqual({
      card: 0,
      balance: 4_999,
    });
  });
  it('staff to the balance: all of it to the balance', () => {
    const payments = [{ amount: 7_188, toCard: 5_938, toBalance: 1_250 }];
    expect(refundReturns(payments, 'balance')).toEqual({ card: 0, balance: 7_188 });
  });
  it('nothing to return is nothing; a payment asked for more than it has left is refused', () => {
    expect(refundReturns([])).toEqual({ card: 0, balance: 0 });
    expect(refundReturns([{ amount: 7_189, toCard: 5_938, toBalance: 1_250 }])).toBeNull();
  });
});

describe('invoicePaidWith (decision 0218 addendum: an invoice names what paid it)', () => {
  const visa = 'Visa •••• 4242';
  it('the balance paid it all: the credit balance alone, not the card on file nor "None"', () => {
    expect(invoicePaidWith({ total: 1_299, creditApplied: 1_299, paymentSummary: visa })).toEqual({
      creditBalance: true,
      method: null,
    });
    expect(invoicePaidWith({ total: 1_299, creditApplied: 1_299, paymentSummary: 'None' })).toEqual(
      { creditBalance: true, method: null },
    );
  });
  it('split between the balance and the card: both', () => {
    expect(invoicePaidWith({ total: 1_299, creditApplied: 300, paymentSummary: visa })).toEqual({
      creditBalance: true,
      method: visa,
    });
  });
  it('no credit: the method alone, as the invoice kept it (a free month keeps none)', () => {
    expect(invoicePaidWith({ total: 1_299, creditApplied: 0, paymentSummary: visa })).toEqual({
      creditBalance: false,
      method: visa,
    });
    expect(invoicePaidWith({ total: 0, creditApplied: 0, paymentSummary: null })).toEqual({
      creditBalance: false,
      method: null,
    });
  });
});
