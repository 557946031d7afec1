import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/http-error';
import type { GatewayChargeRecord, PaymentGateway } from '../../payments/payment-gateway';
import type { BuyersRepository } from '../purchase/buyers.repository';
import type { Attempt, CheckoutAttemptsRepository } from '../attempts/checkout-attempts.repository';
import type { Fulfilment } from '../fulfilment/fulfilment.service';
import type { PaymentIntentsRepository } from '../intents/payment-intents.repository';
import type { PurchaseService } from '../purchase/purchase.service';
import { refundOrphan } from '../attempts/refund-orphan';
import { purchaseCredit } from '../purchase/purchase-credit';
import { orphanReason, storedPurchase } from './stored-attempt';
import type { StoredMethodsRepository } from '../purchase/stored-methods.repository';
import { scanWindow, type Scan, type ScanWindowOptions } from './scan-window';

/** Charges younger than this may still be committing in a live request: left alone. */
export const RECONCILE_GRACE_MS = 5 * 60_000;
/** How far back a run looks on its first run and in its daily sweep (decision 0232). */
export const RECONCILE_WINDOW_MS = 7 * 86_400_000;
/**
 * Between sweeps a run (one a minute by default) looks only at what came since the last one,
 * from this long before its end: a commit later than its timestamp, the gateway's clock ahead.
 */
export const RECONCILE_WINDOW: ScanWindowOptions = {
  windowMs: RECONCILE_WINDOW_MS,
  overlapMs: 10 * 60_000,
  sweepEveryMs: 86_400_000,
};

export interface ReconcileDeps {
  readonly db: Db;
  readonly gateway: PaymentGateway;
  readonly attempts: CheckoutAttemptsRepository;
  readonly intents: PaymentIntentsRepository;
  readonly buyers: BuyersRepository;
  readonly methods: StoredMethodsRepository;
  readonly purchase: PurchaseService;
  readonly fulfilment: Fulfilment;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
}

export interface ReconcileReport {
  readonly completed: string[];
  readonly refunded: string[];
}

const isOrphanCandidate = (c: GatewayChargeRecord, scan: Scan) =>
  c.status === 'succeeded' &&
  c.refundedAmount === 0 &&
  c.metadata.purpose === 'checkout' &&
  Date.parse(c.createdAt) <= scan.end &&
  Date.parse(c.createdAt) >= scan.from;

/**
 * Exactly-once money after a crash (ARCHITECTURE decision 6, decision 0020): a successful
 * checkout charge on the gateway that our ledger does not hold is completed from its stored
 * attempt (the same preparation and commit a live checkout runs) or, when the purchase can no
 * longer be made, refunded. Unexpected errors leave the charge for the next run.
 */
export function createReconciler(deps: ReconcileDeps) {
  const window = scanWindow(RECONCILE_WINDOW);

  /** The gateway charge ids our ledger holds, looked up 500 at a time. */
  async function recorded(ids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await deps.db
        .selectFrom('charges')
        .select('gateway_charge_id')
        .where('gateway_charge_id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const row of rows) if (row.gateway_charge_id) found.add(row.gateway_charge_id);
    }
    return found;
  }

  async function complete(charge: GatewayChargeRecord, attempt: Attempt | null): Promise<void> {
    if (!attempt || attempt.status === 'refunded') throw orphanReason;
    const { input, intent, payment, residence } = await storedPurchase(deps, attempt);
    const prepared = await deps.purchase.prepare(input);
    const { total } = prepared.order.totals;
    // Decision 0218: the card was charged the total less what the balance paid under the key.
    const credit = await purchaseCredit.held(deps.db, charge.idempotencyKey);
    if (total.unscaledValue - credit !== charge.amount || total.currency !== charge.currency)
      throw orphanReason;
    const tenant = await deps.db
      .selectFrom('tenants')
      .select('brand_name')
      .where('id', '=', attempt.tenantId)
      .executeTakeFirstOrThrow();
    await deps.fulfilment.commit({
      prepared,
      brand: tenant.brand_name,
      attemptId: attempt.id,
      intent,
      chargeKey: charge.idempotencyKey,
      charged: { id: charge.id, amount: charge.amount, currency: charge.currency },
      payment: await payment(prepared),
      residence,
    });
  }

  /** One checkout charge the ledger lacks: completed from its attempt, or given back. */
  async function settleCharge(
    charge: GatewayChargeRecord,
  ): Promise<'completed' | 'refunded' | 'left'> {
    const tenantId = charge.metadata.tenantId ?? '';
    const attempt = await deps.attempts.find(tenantId, charge.metadata.attemptId ?? '');
    try {
      await complete(charge, attempt);
      return 'completed';
    } catch (error) {
      // A live retry may have recorded it meanwhile: then there is nothing to give back.
      if ((await recorded([charge.id])).has(charge.id)) return 'left';
      if (!(error instanceof HttpError)) {
        deps.log.error({ err: error, chargeId: charge.id }, 'checkout reconciliation failed');
        return 'left';
      }
      deps.log.warn({ chargeId: charge.id, reason: error.code }, 'refunding an orphan charge');
      const key = charge.idempotencyKey;
      const refunded = await refundOrphan(deps, tenantId, attempt?.id ?? '', charge.id, key, error);
      if (refunded) await purchaseCredit.restore(deps.db, key, deps.clock.now());
      return refunded ? 'refunded' : 'left';
    }
  }

  return {
    inLedger: async (chargeId: string) => (await recorded([chargeId])).has(chargeId),

    async reconcileCheckouts(now: Date, graceMs = RECONCILE_GRACE_MS): Promise<ReconcileReport> {
      const scan = window.start(now.getTime() - graceMs);
      const report: ReconcileReport = { completed: [], refunded: [] };
      let keepFrom = Number.POSITIVE_INFINITY;
      // A page at a time (decision 0234): a week of a large shop's charges is never held at once.
      for await (const page of deps.gateway.chargePages({ createdSince: new Date(scan.from) })) {
        const candidates = page.filter((c) => isOrphanCandidate(c, scan));
        const known = await recorded(candidates.map((c) => c.id));
        for (const charge of candidates.filter((c) => !known.has(c.id))) {
          const settled = await settleCharge(charge);
          if (settled === 'completed') report.completed.push(charge.id);
          if (settled === 'refunded') report.refunded.push(charge.id);
          if (settled === 'left') keepFrom = Math.min(keepFrom, Date.parse(charge.createdAt));
        }
      }
      window.done(scan, keepFrom);
      return report;
    },

    /**
     * A charge a provider reported (a webhook) that the ledger does not hold (decision 0153):
     * the provider is asked for the truth about it — never the event's copy — and a checkout's
     * is completed or refunded like any orphan. A renewal's is the billing engine's to book under
     * its own key; anything else is left to the operator.
     */
    async reconcileReported(
      chargeId: string,
    ): Promise<'in_ledger' | 'completed' | 'refunded' | 'renewal' | 'unknown' | 'left'> {
      if ((await recorded([chargeId])).has(chargeId)) return 'in_ledger';
      const charge = await deps.gateway.retrieveCharge(chargeId);
      if (!charge || charge.status !== 'succeeded') return 'unknown';
      if (charge.metadata.purpose === 'checkout') return settleCharge(charge);
      if (charge.metadata.subscription_id) return 'renewal';
      deps.log.warn({ chargeId }, 'a provider charge neither a checkout nor a renewal made');
      return 'unknown';
    },
  };
}

export type Reconciler = ReturnType<typeof createReconciler>;
