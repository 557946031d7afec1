import { randomUUID } from 'node:crypto';
import {
  checkAutobillOff,
  checkAutobillOn,
  checkPaymentCollection,
  isExpiringWindow,
  LIFECYCLE_REFUSAL_MESSAGES,
  LIFECYCLE_REFUSAL_STATUS,
  money,
  PAYMENT_ERROR_MESSAGES,
  type LifecycleRefusal,
  type Result,
} from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import type { AuthUser } from '../../http/auth-user';
import { conditionsOf, type BillableRow } from '../billing/billable-row';
import { findOwnedBillable } from '../billing/billable.repository';
import { createDisputesRepository } from '../billing/disputes.repository';
import type { PaymentMethodsRepository } from '../billing/payment-methods.repository';
import type { RenewalRepository } from '../billing/renewal.repository';
import type { RenewalService } from '../billing/renewal.service';
import type { Executor } from '../../db/executor';
import type { LifecycleRepository } from './lifecycle.repository';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { paymentInProgress } from '../billing/payment-in-progress';

export interface LifecycleDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly lifecycle: LifecycleRepository;
  readonly subscriptions: SubscriptionsRepository;
  readonly renewal: RenewalService;
  readonly renewals: RenewalRepository;
  readonly paymentMethods: PaymentMethodsRepository;
  /**
   * Makes a stored method the default every renewal charges (the stored methods' own rule,
   * decision 0191): a retry paid with another stored method does it in the same request.
   */
  readonly makeDefault: (user: AuthUser, methodId: string) => Promise<void>;
  readonly settings: { readonly expiringWindowDays: number };
  /**
   * Issue 21 §1 and §4 (decision 0183): in the transaction that turns auto-renew off, keep the
   * reason and the offer's outcome and queue the confirmation email.
   */
  readonly onAutobillOff?: (
    executor: Executor,
    row: BillableRow,
    feedback: AutobillOffFeedback | null,
    now: Date,
  ) => Promise<void>;
}

/** `POST …/autobill-off`'s optional body (issue 21 §4). */
export interface AutobillOffFeedback {
  readonly reason?: string | undefined;
  readonly reason_text?: string | undefined;
  readonly declined_offer?: string | undefined;
}

/** spec §4 conditions of a row, as the domain's lifecycle rules read them. */
export const lifecycleView = (row: BillableRow, disputed = false) => ({
  ...conditionsOf(row),
  supports_autobill: row.supportsAutobill,
  auto_bill_payment_failed: row.paymentFailed,
  auto_bill_failed_on: row.failedOn,
  has_payment_method: Boolean(row.method?.token),
  payment_disputed: disputed,
});

function orRefuse<T>(result: Result<T, LifecycleRefusal>): T {
  if (result.ok) return result.value;
  const reason = result.reason;
  throw new HttpError(
    LIFECYCLE_REFUSAL_STATUS[reason],
    reason.replaceAll('-', '_'),
    LIFECYCLE_REFUSAL_MESSAGES[reason],
  );
}

/** Lets a 404 pass (the thing is gone, nothing to do) and rethrows anything else. */
function unlessNotFound(error: unknown): void {
  if (!(error instanceof HttpError && error.status === 404)) throw error;
}

/** Autobill on and off, and retry of payment collection (decision 0030 state table). */
export function createLifecycleService(deps: LifecycleDeps) {
  const { db, clock } = deps;

  async function owned(user: AuthUser, id: string): Promise<BillableRow> {
    const row = await findOwnedBillable(db, user, id);
    if (!row) throw notFound('Subscription');
    return row;
  }

  async function reread(user: AuthUser, id: string) {
    const sub = await deps.subscriptions.findForUser(user.tenantId, user.id, id);
    if (!sub) throw notFound('Subscription');
    return sub;
  }

  async function setAutobill(
    user: AuthUser,
    id: string,
    on: boolean,
    feedback: AutobillOffFeedback | null = null,
  ) {
    const now = clock.now();
    const row = await owned(user, id);
    const disputed = on && (await createDisputesRepository(db).openFor(db, row.id));
    const resume = on ? orRefuse(checkAutobillOn(lifecycleView(row, disputed), now)).resume : false;
    if (!on) orRefuse(checkAutobillOff(lifecycleView(row), now));
    const expiresSoon =
      !on && isExpiringWindow(row.nextPaymentDate, now, deps.settings.expiringWindowDays);
    const changed = await db.transaction().execute(async (trx) => {
      const change = { autobill: on, expiresSoon, resume };
      if (!(await deps.lifecycle.setAutobill(row.id, change, now, trx))) return false;
      // Only a switch that was on is turned off: a repeated call mails nothing again.
      if (!on && row.autobill) await deps.onAutobillOff?.(trx, row, feedback, now);
      return true;
    });
    if (!changed) throw paymentInProgress();
    return reread(user, id);
  }

  return {
    autobillOn: (user: AuthUser, id: string) => setAutobill(user, id, true),
    autobillOff: (user: AuthUser, id: string, feedback?: AutobillOffFeedback | null) =>
      setAutobill(user, id, false, feedback ?? null),

    async retryPaymentCollection(user: AuthUser, id: string, paymentMethodId?: string) {
      const now = clock.now();
      const first = await owned(user, id);
      orRefuse(checkPaymentCollection(lifecycleView(first), now));
      const method = paymentMethodId
        ? await deps.paymentMethods.findOwned(user.tenantId, user.id, paymentMethodId)
        : undefined;
      if (method === null) throw notFound('Payment method');
      const lease = { id: first.id, owner: `portal:${randomUUID()}` };
      if (!(await deps.renewals.lease(lease, now, 60_000))) throw paymentInProgress();
      try {
        // Re-read under the lease: the engine may have renewed it a moment ago.
        const row = await owned(user, id);
        orRefuse(checkPaymentCollection(lifecycleView(row), now));
        const outcome = await deps.renewal.collect(row, lease, {
          now,
          mode: 'collect',
          ...(method && { method }),
        });
        if (outcome.kind === 'declined')
          throw new HttpError(402, outcome.errorKey, PAYMENT_ERROR_MESSAGES[outcome.errorKey]);
        if (outcome.kind === 'unavailable')
          throw new HttpError(
            502,
            'credit_card_payment_gateway_error',
            PAYMENT_ERROR_MESSAGES.credit_card_payment_gateway_error,
          );
        if (outcome.kind === 'lost') throw paymentInProgress();
        // Decision 0182: the bank wants the customer; the retry page offers to confirm it.
        if (outcome.kind === 'authentication_required')
          throw new HttpError(
            402,
            'card_not_authenticated',
            PAYMENT_ERROR_MESSAGES.card_not_authenticated,
          );
        // "The method you pay with becomes the default": before the answer says it is paid, so
        // a customer who leaves the page at once still has it (found: the page asked for it in a
        // second request after showing "Paid", which leaving the page could cut short).
        // A method removed since the charge (404) stays removed; the renewal is paid either way.
        if (method) await deps.makeDefault(user, method.id).catch(unlessNotFound);
        return {
          subscription: await reread(user, id),
          invoice: {
            id: outcome.invoiceId,
            number: outcome.invoiceNumber,
            total: money(outcome.total, row.currency),
          },
        };
      } finally {
        await deps.renewals.release(db, lease, now);
      }
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
