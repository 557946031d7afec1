import { crashPoint } from '../../reliability/crash-points';
import type { Executor } from '../../db/executor';
import type { BillableRow } from './billable-row';
import { bookPaid, type PaidAttempt } from './renewal-booking';
import { recordAuthenticationRequired, type AuthenticationOutcome } from './renewal-authentication';
import { chargeDue } from './renewal-charge';
import { renewalCredit } from './renewal-credit';
import { recordDeclined, type DeclineOutcome } from './renewal-decline';
import type { Lease } from './renewal.repository';
import {
  LostBooking,
  type Attempt,
  type CollectOptions,
  type RenewalDeps,
} from './renewal-attempt';

export type CollectOutcome =
  | { kind: 'paid'; invoiceId: string; invoiceNumber: string; total: number }
  | DeclineOutcome
  | AuthenticationOutcome
  | { kind: 'unavailable' }
  | { kind: 'lost' };

/**
 * Charges the period that is due (a renewal, a trial conversion or a portal retry) with an
 * idempotency key derived from subscription, period and attempt, then books it: invoice, charge,
 * next date and receipt in the caller's transaction, guarded so a period is booked once
 * (decision 0031). The engine books a whole batch in one transaction (decision 0037).
 */
export function createRenewalService(deps: RenewalDeps) {
  const { db, gateway } = deps;

  /** Books attempts in the caller's transaction; throws LostBooking if a period was taken. */
  async function settle(trx: Executor, attempts: readonly Attempt[]): Promise<CollectOutcome[]> {
    // Inside the booking transaction: a crash here loses the booking, not the charge (decision 0090).
    if (attempts.some((a) => a.result?.status === 'succeeded')) crashPoint('renewal:after-charge');
    const outcomes: CollectOutcome[] = [];
    const paid: PaidAttempt[] = [];
    for (const [index, a] of attempts.entries()) {
      if (a.result === null) outcomes[index] = { kind: 'unavailable' };
      else if (a.result.status === 'succeeded') {
        const { chargeId, amount, currency } = a.result;
        paid.push({ index, attempt: a, charged: { id: chargeId, amount, currency } });
      } else if (a.result.status === 'requires_action') {
        // Decision 0182: the bank wants the customer; not a decline.
        outcomes[index] = await recordAuthenticationRequired(trx, deps, a, a.result.intentId);
      } else {
        const { declineCode: code, message } = a.result;
        outcomes[index] = await recordDeclined(trx, deps, a, { code, message });
      }
    }
    // Paid: the booking also clears what was owed and a used save-offer discount (0181, 0183).
    for (const [index, booked] of await bookPaid(trx, deps, paid))
      outcomes[index] = { kind: 'paid', ...booked };
    return outcomes;
  }

  /** One attempt in its own transaction; a lost period refunds its charge. */
  async function settleAlone(a: Attempt): Promise<CollectOutcome> {
    try {
      const [outcome] = await db.transaction().execute((trx) => settle(trx, [a]));
      crashPoint('renewal:after-commit');
      return outcome as CollectOutcome;
    } catch (error) {
      if (!(error instanceof LostBooking) || a.result?.status !== 'succeeded') throw error;
      // Paid wholly from the credit balance (decision 0217): no gateway charge to give back.
      if (a.result.chargeId)
        await gateway.refund({ idempotencyKey: `void:${a.key}`, chargeId: a.result.chargeId });
      await renewalCredit.restore(db, a.key, a.o.now);
      return { kind: 'lost' };
    }
  }

  return {
    /**
     * Books a charge made outside `chargeDue` (a pending authentication completed with the
     * customer present, decision 0182): succeeded → booked, declined → recorded.
     */
    async settleCharged(a: Attempt): Promise<CollectOutcome> {
      const outcome = await settleAlone(a);
      deps.mailer.kick();
      return outcome;
    },

    async collect(row: BillableRow, lease: Lease, o: CollectOptions): Promise<CollectOutcome> {
      const [attempt] = await chargeDue(deps, [{ row, lease }], o);
      const outcome = await settleAlone(attempt as Attempt);
      deps.mailer.kick();
      return outcome;
    },

    /** The engine's batch: charged as one (or with bounded concurrency), then booked in one transaction. */
    async collectMany(
      rows: readonly BillableRow[],
      owner: string,
      o: CollectOptions,
      concurrency: number,
    ): Promise<CollectOutcome[]> {
      const due = rows.map((row) => ({ row, lease: { id: row.id, owner } }));
      const attempts = await chargeDue(deps, due, o, concurrency);
      let outcomes: CollectOutcome[];
      try {
        outcomes = await db.transaction().execute((trx) => settle(trx, attempts));
        crashPoint('renewal:after-commit');
      } catch (error) {
        if (!(error instanceof LostBooking)) throw error;
        outcomes = [];
        for (const a of attempts) outcomes.push(await settleAlone(a));
      }
      deps.mailer.kick();
      return outcomes;
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
