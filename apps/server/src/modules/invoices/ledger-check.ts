import { ledgerViolations, type GatewayCharge, type LedgerViolation } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createLedgerFactsRepository } from './ledger-facts.repository';

/** Charges asked of the gateway in one call: each call stays inside the gateway's deadline. */
const GATEWAY_IDS_PER_CALL = 100;

/**
 * The ledger's invariants over the database and the gateway (decision 0124): per charge, invoice
 * total = amount charged = the gateway's charge; per refund, credit note = amount returned (to the
 * card, and to the credit balance by its refund entries, decision 0221); per
 * customer and currency, Σ charges − Σ refunds = Σ invoices − Σ credit notes = what the gateway
 * kept. Reconciliation runs it over the customers with money movements in its window; the money
 * property test over everyone.
 */
export function createLedgerCheck(deps: { db: Db; gateway: PaymentGateway }) {
  const rows = createLedgerFactsRepository(deps.db);

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

  const factsOf = async (userIds: readonly string[]) => ({
    documents: await inChunks(userIds, rows.documents),
    movements: await inChunks(userIds, rows.movements),
    creditRefunds: await inChunks(userIds, rows.creditRefunds),
  });

  return {
    /** Violations among the customers with succeeded money movements since `since` (all: null). */
    async run(since: Date | null = null): Promise<LedgerViolation[]> {
      const users = await rows.customersWithPayments(since);
      if (users.length === 0) return [];
      const { documents, movements, creditRefunds } = await factsOf(users);
      // Only the charges these customers' movements name (decision 0232): a charge the gateway
      // holds and the ledger does not is reconciliation's orphan, found by its own window.
      const ids = [
        ...new Set(
          movements.flatMap((m) => (m.kind === 'charge' && m.gatewayId ? [m.gatewayId] : [])),
        ),
      ];
      const gateway: GatewayCharge[] = [];
      for (let i = 0; i < ids.length; i += GATEWAY_IDS_PER_CALL)
        for (const c of await deps.gateway.findCharges(ids.slice(i, i + GATEWAY_IDS_PER_CALL)))
          if (c.status === 'succeeded')
            gateway.push({
              id: c.id,
              amount: c.amount,
              currency: c.currency,
              refunded: c.refundedAmount,
            });
      return ledgerViolations({ documents, movements, gateway, creditRefunds });
    },
  };
}

export type LedgerCheck = ReturnType<typeof createLedgerCheck>;
