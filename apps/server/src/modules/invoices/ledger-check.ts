import { ledgerViolations, type GatewayCharge, type LedgerViolation } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { GatewayChargeRecord, PaymentGateway } from '../payments/payment-gateway';
import { createLedgerFactsRepository } from './ledger-facts.repository';

/** Charges asked of the gateway in one call: each call stays inside the gateway's deadline. */
const GATEWAY_IDS_PER_CALL = 100;
/** A listing starts this long before the oldest charge asked for: the provider's clock, 3-D Secure. */
const LISTING_MARGIN_MS = 86_400_000;
/**
 * Listing costs are estimated from our books' charges of the period, doubled: the provider's
 * list also holds the payment intents that never charged.
 */
const LISTED_PER_BOOKED = 2;
/**
 * A long listing is split into periods listed side by side (decision 0236): a large shop's daily
 * sweep lists about 10 000 pages, over half an hour one after another. Four at once stays far
 * inside Stripe's read limit (100 requests a second).
 */
const LISTINGS_AT_ONCE = 4;

/**
 * From `createdSince` to `newest` in `count` equal periods, the last one open (charges made
 * after `newest`, while listing, are in it): each period's end is the next one's start.
 */
function listingPeriods(createdSince: Date, newest: Date, count: number) {
  const from = createdSince.getTime();
  const step = Math.max(0, newest.getTime() - from) / count;
  const starts = Array.from({ length: count }, (_, i) => new Date(from + Math.round(i * step)));
  return starts.map((start, i) => ({ createdSince: start, createdBefore: starts[i + 1] }));
}

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

  /**
   * Every charge of the gateway in `periods`, listed side by side (decision 0236); those
   * `missing` names move to `found`. One listing failing fails them all: the others stop at
   * their next page.
   */
  async function listInto(
    periods: ReturnType<typeof listingPeriods>,
    missing: Set<string>,
    found: GatewayChargeRecord[],
  ) {
    let failed = false;
    await Promise.all(
      periods.map(async (period) => {
        try {
          for await (const page of deps.gateway.chargePages(period)) {
            if (failed) return;
            for (const c of page) if (missing.delete(c.id)) found.push(c);
          }
        } catch (error) {
          failed = true;
          throw error;
        }
      }),
    );
  }

  /**
   * The gateway's records of the charges `asked` (by gateway id, with when we booked each), in the
   * fewer provider requests of two ways (decision 0234): by id, or by listing every charge since
   * the oldest of them and keeping theirs. Stripe answers one id a request but lists 100, so a
   * daily sweep over the week's customers (their whole histories) lists; a minute's few customers
   * are asked by id. What the listing missed (a charge not its intent's latest) is still asked
   * for by id.
   */
  async function gatewayCharges(asked: ReadonlyMap<string, string>) {
    const perRequest = deps.gateway.chargesPerRequest;
    const byIdRequests = Math.ceil(asked.size / perRequest.byId);
    const found: GatewayChargeRecord[] = [];
    const missing = new Set(asked.keys());
    if (byIdRequests > 1) {
      let oldest = Number.POSITIVE_INFINITY; // a loop: a large shop asks for too many to spread
      let newest = Number.NEGATIVE_INFINITY;
      for (const at of asked.values()) {
        const time = Date.parse(at);
        oldest = Math.min(oldest, time);
        newest = Math.max(newest, time);
      }
      const createdSince = new Date(oldest - LISTING_MARGIN_MS);
      // Counting stops where listing would cost as many requests as asking by id.
      const enough = Math.floor((byIdRequests * perRequest.listed) / LISTED_PER_BOOKED);
      const booked = await rows.chargesSince(createdSince, enough);
      if (booked < enough) {
        const pages = Math.ceil((booked * LISTED_PER_BOOKED) / perRequest.listed);
        const count = Math.max(1, Math.min(LISTINGS_AT_ONCE, pages));
        await listInto(listingPeriods(createdSince, new Date(newest), count), missing, found);
      }
    }
    const ids = [...missing];
    for (let i = 0; i < ids.length; i += GATEWAY_IDS_PER_CALL)
      found.push(...(await deps.gateway.findCharges(ids.slice(i, i + GATEWAY_IDS_PER_CALL))));
    return found;
  }

  return {
    /** Violations among the customers with succeeded money movements since `since` (all: null). */
    async run(since: Date | null = null): Promise<LedgerViolation[]> {
      const users = await rows.customersWithPayments(since);
      if (users.length === 0) return [];
      const { documents, movements, creditRefunds } = await factsOf(users);
      // Only the charges these customers' movements name (decision 0232): a charge the gateway
      // holds and the ledger does not is reconciliation's orphan, found by its own window.
      const asked = new Map<string, string>();
      for (const m of movements)
        if (m.kind === 'charge' && m.gatewayId) asked.set(m.gatewayId, m.createdAt);
      const gateway: GatewayCharge[] = [];
      for (const c of await gatewayCharges(asked))
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
