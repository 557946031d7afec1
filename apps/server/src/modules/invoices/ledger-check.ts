import {
  ledgerViolations,
  type GatewayCharge,
  type LedgerCreditRefund,
  type LedgerDocument,
  type LedgerMovement,
  type LedgerViolation,
} from '@halyard/domain';
import type { Db } from '../../db/database';
import type { PaymentGateway } from '../payments/payment-gateway';

/**
 * The ledger's invariants over the database and the gateway (decision 0124): per charge, invoice
 * total = amount charged = the gateway's charge; per refund, credit note = amount returned (to the
 * card, and to the credit balance by its refund entries, decision 0221); per
 * customer and currency, Σ charges − Σ refunds = Σ invoices − Σ credit notes = what the gateway
 * kept. Reconciliation runs it over the customers with money movements in its window; the money
 * property test over everyone.
 */
export function createLedgerCheck(deps: { db: Db; gateway: PaymentGateway }) {
  const { db } = deps;

  async function customers(since: Date | null): Promise<string[]> {
    let query = db
      .selectFrom('charges')
      .select('user_id')
      .distinct()
      .where('status', '=', 'succeeded')
      .where('user_id', 'is not', null);
    if (since) query = query.where('created_at', '>=', since.toISOString());
    return (await query.execute()).flatMap((r) => (r.user_id ? [r.user_id] : []));
  }

  /** `read` over the customers 200 at a time (a bound list stays under every driver's limit). */
  async function inChunks<T>(
    userIds: readonly string[],
    read: (chunk: readonly string[]) => Promise<T[]>,
  ): Promise<T[]> {
    const all: T[] = [];
    for (let i = 0; i < userIds.length; i += 200)
      for (const fact of await read(userIds.slice(i, i + 200))) all.push(fact);
    return all;
  }

  const documentsOf = async (chunk: readonly string[]): Promise<LedgerDocument[]> =>
    (
      await db
        .selectFrom('invoices')
        .select([
          'id',
          'user_id',
          'kind',
          'currency',
          'lines',
          'subtotal',
          'discount',
          'tax',
          'total',
          'credit_applied',
          'tax_included',
        ])
        .where('user_id', 'in', chunk)
        .execute()
    ).map((d) => ({
      id: d.id,
      userId: d.user_id,
      kind: d.kind,
      currency: d.currency,
      lines: JSON.parse(d.lines) as LedgerDocument['lines'],
      subtotal: d.subtotal,
      discount: d.discount,
      tax: d.tax,
      total: d.total,
      creditApplied: d.credit_applied,
      taxIncluded: d.tax_included === 1,
    }));

  const movementsOf = async (chunk: readonly string[]): Promise<LedgerMovement[]> =>
    (
      await db
        .selectFrom('charges')
        .select(['id', 'user_id', 'kind', 'amount', 'currency', 'invoice_id', 'gateway_charge_id'])
        .where('user_id', 'in', chunk)
        .where('status', '=', 'succeeded')
        .execute()
    ).map((c) => ({
      id: c.id,
      userId: c.user_id ?? '',
      kind: c.kind,
      amount: c.amount,
      currency: c.currency,
      documentId: c.invoice_id,
      gatewayId: c.gateway_charge_id,
    }));

  /** Decision 0221: what refunds returned to the credit balance, by credit note. */
  const creditRefundsOf = async (chunk: readonly string[]): Promise<LedgerCreditRefund[]> =>
    (
      await db
        .selectFrom('credit_entries')
        .select(['id', 'amount', 'currency', 'invoice_id'])
        .where('user_id', 'in', chunk)
        .where('kind', '=', 'refund')
        .execute()
    ).map((e) => ({ id: e.id, amount: e.amount, currency: e.currency, documentId: e.invoice_id }));

  const factsOf = async (userIds: readonly string[]) => ({
    documents: await inChunks(userIds, documentsOf),
    movements: await inChunks(userIds, movementsOf),
    creditRefunds: await inChunks(userIds, creditRefundsOf),
  });

  return {
    /** Violations among the customers with succeeded money movements since `since` (all: null). */
    async run(since: Date | null = null): Promise<LedgerViolation[]> {
      const users = await customers(since);
      if (users.length === 0) return [];
      const { documents, movements, creditRefunds } = await factsOf(users);
      const gateway: GatewayCharge[] = (await deps.gateway.listCharges())
        .filter((c) => c.status === 'succeeded')
        .map((c) => ({
          id: c.id,
          amount: c.amount,
          currency: c.currency,
          refunded: c.refundedAmount,
        }));
      return ledgerViolations({ documents, movements, gateway, creditRefunds });
    },
  };
}

export type LedgerCheck = ReturnType<typeof createLedgerCheck>;
