/**
 * The ledger's invariants (decision 0124), as a pure check over what the database and the
 * gateway hold. Reconciliation runs it on the live ledger; the money property test after every
 * random purchase history. An empty answer means the books agree with the money that moved.
 */

/** The ledger's two documents: an invoice for money taken, a credit note for money returned. */
export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** An invoice or a credit note, in minor units. */
export interface LedgerDocument {
  readonly id: string;
  readonly userId: string;
  readonly kind: DocumentKind;
  readonly currency: string;
  readonly lines: readonly { readonly quantity: number; readonly amount: number }[];
  readonly subtotal: number;
  readonly discount: number;
  readonly tax: number;
  readonly total: number;
  /**
   * Decision 0217: the part of an invoice the credit balance paid; the charge is the rest. For a
   * credit note (decision 0221): the part returned to the credit balance; the refund is the rest.
   */
  readonly creditApplied?: number;
  /** Decision 0196: the total is gross, `tax` the VAT it contains (total = subtotal − discount). */
  readonly taxIncluded?: boolean;
}

/** A succeeded money movement of the ledger: a charge or a refund, with its document. */
export interface LedgerMovement {
  readonly id: string;
  readonly userId: string;
  readonly kind: 'charge' | 'refund';
  readonly amount: number;
  readonly currency: string;
  readonly documentId: string | null;
  /** The gateway's charge (for a charge) or refund (for a refund). */
  readonly gatewayId: string | null;
}

/** A charge as the gateway holds it. */
export interface GatewayCharge {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly refunded: number;
}

export const LEDGER_RULES = [
  'document-arithmetic',
  'document-equals-movement',
  'charge-equals-gateway',
  'balance-equals-documents',
  'balance-equals-gateway',
  'credit-refund-equals-entry',
] as const;
export type LedgerRule = (typeof LEDGER_RULES)[number];

export interface LedgerViolation {
  readonly rule: LedgerRule;
  /** The document, movement, gateway charge or `user:currency` the rule failed for. */
  readonly subject: string;
  readonly expected: number | string;
  readonly actual: number | string;
}

/** Decision 0221: a credit balance entry that a refund booked, naming its credit note. */
export interface LedgerCreditRefund {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly documentId: string | null;
}

export interface LedgerFacts {
  readonly documents: readonly LedgerDocument[];
  readonly movements: readonly LedgerMovement[];
  /** The gateway's charges; without them the gateway rules are not checked. */
  readonly gateway?: readonly GatewayCharge[];
  /** The balance's refund entries; without them the credit-refund rule is not checked. */
  readonly creditRefunds?: readonly LedgerCreditRefund[];
}

const add = (map: Map<string, number>, key: string, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

/**
 * What a document moved at the gateway: an invoice's total less what the credit balance paid, a
 * credit note's total less what went back to the balance (decision 0221).
 */
const charged = (d: LedgerDocument) => d.total - (d.creditApplied ?? 0);

export function ledgerViolations(facts: LedgerFacts): LedgerViolation[] {
  const found: LedgerViolation[] = [];
  const fail = (
    rule: LedgerRule,
    subject: string,
    expected: number | string,
    actual: number | string,
  ) => found.push({ rule, subject, expected, actual });
  const documents = new Map(facts.documents.map((d) => [d.id, d]));
  const books = new Map<string, number>();
  const balance = new Map<string, number>();
  const atGateway = new Map<string, number>();
  const gateway = facts.gateway && new Map(facts.gateway.map((g) => [g.id, g]));

  // An invoice reads subtotal − discount + tax = total (a gross invoice, decision 0196:
  // subtotal − discount = total, the tax in it), its lines adding up to the subtotal.
  for (const d of facts.documents) {
    const lines = d.lines.reduce((sum, l) => sum + l.quantity * l.amount, 0);
    if (lines !== d.subtotal) fail('document-arithmetic', d.id, d.subtotal, lines);
    const total = d.subtotal - d.discount + (d.taxIncluded ? 0 : d.tax);
    if (total !== d.total) fail('document-arithmetic', d.id, total, d.total);
    add(books, `${d.userId}:${d.currency}`, d.kind === 'invoice' ? charged(d) : -charged(d));
  }

  for (const m of facts.movements) {
    const key = `${m.userId}:${m.currency}`;
    const sign = m.kind === 'charge' ? 1 : -1;
    add(balance, key, sign * m.amount);
    // Every charge has the invoice of what it paid for; every refund its credit note.
    const document = m.documentId ? documents.get(m.documentId) : undefined;
    if (!document) fail('document-equals-movement', m.id, 'a document', 'none');
    else if (charged(document) !== m.amount || document.currency !== m.currency)
      fail(
        'document-equals-movement',
        m.id,
        `${charged(document)} ${document.currency}`,
        `${m.amount} ${m.currency}`,
      );
    // A charge of nothing (the credit balance paid it all, decision 0217) reached no gateway.
    if (gateway && m.kind === 'charge' && !(m.amount === 0 && m.gatewayId === null)) {
      const held = m.gatewayId ? gateway.get(m.gatewayId) : undefined;
      if (!held) fail('charge-equals-gateway', m.id, 'a gateway charge', 'none');
      else {
        if (held.amount !== m.amount || held.currency !== m.currency)
          fail(
            'charge-equals-gateway',
            m.id,
            `${held.amount} ${held.currency}`,
            `${m.amount} ${m.currency}`,
          );
        add(atGateway, key, held.amount - held.refunded);
      }
    }
  }
  if (!gateway) for (const [key, value] of balance) atGateway.set(key, value);

  // Per customer and currency: Σ charges − Σ refunds = Σ invoices − Σ credit notes = the
  // gateway's charges less what it refunded.
  for (const key of new Set([...books.keys(), ...balance.keys(), ...atGateway.keys()])) {
    const held = balance.get(key) ?? 0;
    if ((books.get(key) ?? 0) !== held)
      fail('balance-equals-documents', key, books.get(key) ?? 0, held);
    if ((atGateway.get(key) ?? 0) !== held)
      fail('balance-equals-gateway', key, atGateway.get(key) ?? 0, held);
  }
  // Decision 0221: what a credit note says went back to the balance is exactly what the balance's
  // refund entries naming it added; an entry names a credit note of the same currency.
  if (facts.creditRefunds) {
    const booked = new Map<string, number>();
    for (const e of facts.creditRefunds) {
      const note = e.documentId ? documents.get(e.documentId) : undefined;
      if (!note || note.kind !== 'credit_note' || note.currency !== e.currency)
        fail('credit-refund-equals-entry', e.id, 'a credit note', note ? note.kind : 'none');
      else add(booked, note.id, e.amount);
    }
    for (const d of facts.documents)
      if (d.kind === 'credit_note' && (d.creditApplied ?? 0) !== (booked.get(d.id) ?? 0))
        fail('credit-refund-equals-entry', d.id, d.creditApplied ?? 0, booked.get(d.id) ?? 0);
  }
  return found;
}
