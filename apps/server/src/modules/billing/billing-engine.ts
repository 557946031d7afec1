import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, engineAction, type EngineAction, type TaxRateTable } from '@halyard/domain';
import type { Clock } from '../../clock';
import { DEFAULT_BILLING_BATCH } from '../../config';
import type { Db } from '../../db/database';
import { createInvoicesRepository, type PartySnapshot } from '../invoices/invoices.repository';
import { createLedger } from '../invoices/ledger.service';
import type { Mailer } from '../mail/mailer.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createRefundProcessor } from '../refunds/refund-processor';
import { createTax } from '../tax/tax.service';
import { conditionsOf, type BillableRow } from './billable-row';
import type { RenewalRepository } from './renewal.repository';
import type { InvoicesRepository } from '../invoices/invoices.repository';
import { createBillingRepository } from './billing.repository';
import { createBusinessRenewals } from './business-renewal';
import { skipBlockedRetries } from './dunning-skip';
import { createNoticeSender } from './notice-sender';
import { createAddonRenewalRepository } from './addon-renewal.repository';
import { createAddonRenewals } from './addon-renewal.service';
import { createRenewalRepository } from './renewal.repository';
import { createRenewalService } from './renewal.service';
import { emptySummary, type RunSummary } from './run-summary';
import { metrics } from '../../metrics';

const RENEWAL_OUTCOMES = [
  'paid',
  'declined',
  'authentication_required',
  'expired',
  'unavailable',
  'lost',
  'errors',
  'business',
  'addons',
] as const;
import { expireSubscription, storeRenewal } from './subscription-end';

export interface BillingSettings {
  readonly retryDays: readonly number[];
  readonly expiringWindowDays: number;
  /** The site's origin (`config.site.url`, decision 0105): every emailed link starts with it. */
  readonly publicUrl: string;
  readonly batchSize?: number;
  readonly leaseMs?: number;
  readonly concurrency?: number;
}

export interface BillingEngineDeps {
  readonly db: Db;
  readonly dialect: 'sqlite' | 'postgres';
  readonly gateway: PaymentGateway;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly settings: BillingSettings;
  /** The checkout's tax table: renewals are taxed through it (decision 0120). */
  readonly taxRates: TaxRateTable;
  /** The seller every invoice prints (decision 0125). */
  readonly seller: PartySnapshot;
  /** Names this instance in leases; two engines must differ. */
  readonly owner?: string;
  readonly log?: FastifyBaseLogger;
  /** Work of higher layers the engine runs on its schedule, wired by src/billing-jobs.ts. */
  readonly jobs: EngineJobs;
}

/**
 * Ports (decision 0212): the engine runs account deletions and pays renewals with referral
 * rewards, but the account and referral modules sit above billing, so the composition root builds
 * them and hands them in. `rewards` gets the engine's own repositories so bookings share them.
 */
export interface EngineJobs {
  /** Anonymises the accounts whose deletion is due; returns how many. */
  readonly deletions: { processDue(now: Date): Promise<number> };
  readonly rewards: (parts: {
    readonly renewals: RenewalRepository;
    readonly invoices: InvoicesRepository;
  }) => RenewalRewards;
}

/** An earned free month pays a due renewal instead of a charge (decision 0068). */
export interface RenewalRewards {
  /** Whether a reward will pay this row's renewal at `at` (no pre-charge notice then). */
  willPay(row: BillableRow, at: Date): Promise<boolean>;
  /** Pays the due rows a reward covers; returns their ids. */
  applyDue(rows: readonly BillableRow[], owner: string, now: Date): Promise<Set<string>>;
}

/**
 * The billing engine (ARCHITECTURE decision 7, decision 0031): renewals, dunning, expiry, the
 * expiring flag, store renewals, due refunds and due deletions, all at an instant given by the
 * injectable clock. Work is claimed with a lease, so instances never do the same row, and every
 * write is guarded, so running twice at one instant books nothing new.
 */
export function createBillingEngine(deps: BillingEngineDeps) {
  const { db, settings } = deps;
  const owner = deps.owner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = settings.leaseMs ?? 5 * 60_000;
  const repo = createBillingRepository(db, deps.dialect);
  const renewals = createRenewalRepository(db);
  const invoices = createInvoicesRepository(db, { seller: deps.seller });
  const ledger = createLedger(invoices);
  const tax = createTax(deps.taxRates, deps.seller.country);
  const renewal = createRenewalService({ ...deps, ledger, renewals, settings, tax });
  const refunds = createRefundProcessor({ ...deps, ledger, owner, leaseMs });
  const rewards = deps.jobs.rewards({ renewals, invoices });
  const business = createBusinessRenewals({ ...deps, ledger, tax, owner, leaseMs });
  const notices = createNoticeSender({ ...deps, tax, rewardPays: rewards.willPay });
  const addonRenewals = createAddonRenewals({
    ...deps,
    ledger,
    tax,
    repo: createAddonRenewalRepository(db, deps.dialect),
  });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<RunSummary> | null = null;

  /** Everything but charging: expiry, store renewals, the expiring flag, or nothing. */
  async function work(row: BillableRow, action: EngineAction, now: Date): Promise<void> {
    const lease = { id: row.id, owner };
    if (action === 'expire') await expireSubscription({ ...deps, renewals }, row, lease, now);
    else if (action === 'store-renewal') await storeRenewal(renewals, row, lease, now);
    else if (action === 'none') await renewals.release(db, lease, now);
    else await repo.setExpiresSoon(row.id, owner, action === 'flag-expiring', now);
  }

  async function runBatch(rows: readonly BillableRow[], now: Date, summary: RunSummary) {
    let charges: BillableRow[] = [];
    for (const row of rows) {
      const action = engineAction(conditionsOf(row), now, settings);
      summary[action]++;
      if (action === 'charge') charges.push(row);
      else {
        try {
          await work(row, action, now);
        } catch (error) {
          summary.errors++;
          deps.log?.error({ err: error, subscription: row.id }, 'billing: row failed');
          await renewals.release(db, { id: row.id, owner }, now).catch(() => undefined);
        }
      }
    }
    // Decision 0181: a hard-declined card, or a charge waiting for the customer, is not retried.
    charges = await skipBlockedRetries({ ...deps, renewals }, charges, owner, now, summary);
    // Decision 0068: an earned referral free month pays a due renewal instead of a charge.
    const rewarded = await rewards.applyDue(charges, owner, now);
    summary.rewarded += rewarded.size;
    if (rewarded.size > 0) charges = charges.filter((row) => !rewarded.has(row.id));
    if (charges.length === 0) return;
    const concurrency = settings.concurrency ?? 4;
    try {
      const outcomes = await renewal.collectMany(
        charges,
        owner,
        { now, mode: 'renewal' },
        concurrency,
      );
      for (const outcome of outcomes) {
        if (outcome.kind === 'declined') summary[outcome.expired ? 'expired' : 'declined']++;
        else summary[outcome.kind]++;
      }
    } catch (error) {
      summary.errors += charges.length;
      deps.log?.error({ err: error }, 'billing: batch failed');
      for (const row of charges)
        await renewals.release(db, { id: row.id, owner }, now).catch(() => undefined);
    }
  }

  async function runDue(now: Date = deps.clock.now()): Promise<RunSummary> {
    const summary = emptySummary();
    summary.deletions = await deps.jobs.deletions.processDue(now);
    summary.refunds = await refunds.processDue(now);
    summary.business = await business.processDue(now);
    // Issue 21 item 1: the notices due before money moves (decision 0180).
    summary.notices = await notices.sendDue(now);
    const windowEnd = addDays(now, settings.expiringWindowDays);
    const limit = settings.batchSize ?? DEFAULT_BILLING_BATCH;
    for (;;) {
      const rows = await repo.claim(owner, now, { limit, leaseMs, windowEnd });
      if (rows.length === 0) break;
      await runBatch(rows, now, summary);
    }
    // Issue 21 §5: add-ons bought after the plan renew on their own dates (decision 0184).
    try {
      summary.addons = await addonRenewals.runDue(now, owner, { limit, leaseMs });
    } catch (error) {
      summary.errors++;
      deps.log?.error({ err: error }, 'billing: add-on renewals failed');
    }
    // Issue 19 item 7: what the engine did, as counters (paid, declined, authentication_required …).
    for (const outcome of RENEWAL_OUTCOMES)
      if (summary[outcome] > 0) metrics.renewals.inc({ outcome }, summary[outcome]);
    return summary;
  }

  return {
    owner,
    runDue,
    /** Runs on a timer (BILLING_INTERVAL_MS); a run still going makes the next tick wait. */
    start(intervalMs: number): void {
      timer ??= setInterval(() => {
        running ??= runDue()
          .catch((error: unknown) => {
            deps.log?.error({ err: error }, 'billing run failed');
            return emptySummary();
          })
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type BillingEngine = ReturnType<typeof createBillingEngine>;
