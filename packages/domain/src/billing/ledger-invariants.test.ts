import { describe, expect, it } from 'vitest';
import {
  ledgerViolations,
  type GatewayCharge,
  type LedgerDocument,
  type LedgerMovement,
} from './ledger-invariants';

// A Californian buyer: Premium 12M 80.04 + 5.80 tax = 85.84, then refunded in full.
const invoice: LedgerDocument = {
  id: 'inv',
  userId: 'u',
  kind: 'invoice',
  currency: 'USD',
  lines: [{ quantity: 1, amount: 32016 }],
  subtotal: 32016,
  discount: 24012,
  tax: 580,
  total: 8584,
};
const note: LedgerDocument = { ...invoice, id: 'cn', kind: 'credit_note' };
const charge: LedgerMovement = {
  id: 'c1',
  userId: 'u',
  kind: 'charge',
  amount: 8584,
  currency: 'USD',
  documentId: 'inv',
  gatewayId: 'ch_1',
};
const refund: LedgerMovement = {
  ...charge,
  id: 'r1',
  kind: 'refund',
  documentId: 'cn',
  gatewayId: 're_1',
};
const atGateway: GatewayCharge = { id: 'ch_1', amount: 8584, currency: 'USD', refunded: 0 };

describe('ledger invariants (decision 0124)', () => {
  it('a charge and its invoice, a refund and its credit note, agree with the gateway', () => {
    expect(
      ledgerViolations({ documents: [invoice], movements: [charge], gateway: [atGateway] }),
    ).toEqual([]);
    expect(
      ledgerViolations({
        documents: [invoice, note],
        movements: [charge, refund],
        gateway: [{ ...atGateway, refunded: 8584 }],
      }),
    ).toEqual([]);
  });

  it('an invoice whose columns do not add up', () => {
    const wrong = { ...invoice, tax: 0 };
    expect(ledgerViolations({ documents: [wrong], movements: [] })).toContainEqual({
      rule: 'document-arithmetic',
      subject: 'inv',
      expected: 8004,
      actual: 8584,
    });
    expect(
      ledgerViolations({ documents: [{ ...invoice, lines: [] }], movements: [] })[0],
    ).toMatchObject({ rule: 'document-arithmetic', expected: 32016, actual: 0 });
  });

  it('a gross invoice (decision 0196) reads subtotal − discount = total, the VAT inside it', () => {
    // A German consumer of an inclusive tenant: 80.04 EUR containing 12.78 VAT (19/119).
    const gross = { ...invoice, currency: 'EUR', tax: 1278, total: 8004, taxIncluded: true };
    const paid = { ...charge, amount: 8004, currency: 'EUR' };
    expect(ledgerViolations({ documents: [gross], movements: [paid] })).toEqual([]);
    // The same columns without the flag do not add up: the VAT would be counted twice.
    expect(
      ledgerViolations({ documents: [{ ...gross, taxIncluded: false }], movements: [paid] })[0],
    ).toMatchObject({ rule: 'document-arithmetic', expected: 9282, actual: 8004 });
  });

  it('a charge recorded at another amount than its invoice, or than the gateway charged', () => {
    const recomputed = { ...charge, amount: 8004 };
    const found = ledgerViolations({
      documents: [invoice],
      movements: [recomputed],
      gateway: [atGateway],
    });
    expect(found.map((v) => v.rule)).toEqual([
      'document-equals-movement',
      'charge-equals-gateway',
      'balance-equals-documents',
      'balance-equals-gateway',
    ]);
    expect(found[0]).toMatchObject({ expected: '8584 USD', actual: '8004 USD' });
  });

  it('a credit note that does not reverse the tax it refunds breaks the customer’s balance', () => {
    const untaxed = { ...note, tax: 0, total: 8004 };
    const found = ledgerViolations({
      documents: [invoice, untaxed],
      movements: [charge, refund],
      gateway: [{ ...atGateway, refunded: 8584 }],
    });
    expect(found).toContainEqual({
      rule: 'document-equals-movement',
      subject: 'r1',
      expected: '8004 USD',
      actual: '8584 USD',
    });
    expect(found).toContainEqual({
      rule: 'balance-equals-documents',
      subject: 'u:USD',
      expected: 580,
      actual: 0,
    });
  });

  it('a gateway refund the ledger never booked, and a charge with no invoice', () => {
    const found = ledgerViolations({
      documents: [invoice],
      movements: [charge, { ...charge, id: 'c2', documentId: null, gatewayId: 'ch_2' }],
      gateway: [{ ...atGateway, refunded: 100 }],
    });
    expect(found).toContainEqual({
      rule: 'document-equals-movement',
      subject: 'c2',
      expected: 'a document',
      actual: 'none',
    });
    expect(found).toContainEqual({
      rule: 'charge-equals-gateway',
      subject: 'c2',
      expected: 'a gateway charge',
      actual: 'none',
    });
    expect(found).toContainEqual({
      rule: 'balance-equals-gateway',
      subject: 'u:USD',
      expected: 8484,
      actual: 17168,
    });
  });
});
