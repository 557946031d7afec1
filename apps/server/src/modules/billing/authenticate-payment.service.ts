import { randomUUID } from 'node:crypto';
import { money, PAYMENT_ERROR_MESSAGES } from '@halyard/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import type { AuthUser } from '../../http/auth-user';
import { GatewayRequestError, GatewayUnavailableError } from '../payments/gateway-errors';
import type { ChargeResult, PaymentGateway } from '../payments/payment-gateway';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { Tax } from '../tax/tax.service';
import { asRenewalRow, type AddonBillable } from './addon-billable';
import type { AddonRenewalRepository } from './addon-renewal.repository';
import { addonPeriod, type AddonOutcome, type AddonRenewals } from './addon-renewal.service';
import type { BillableRow, PendingAuthentication } from './billable-row';
import { findOwnedBillable } from './billable.repository';
import { dunningRepository } from './dunning.repository';
import type { RenewalRepository } from './renewal.repository';
import { duePeriod } from './renewal-charge';
import { renewalCredit } from './renewal-credit';
import { quoteRenewal, type RenewalQuote } from './renewal-quote';
import type { DuePeriod } from './renewal-attempt';
import type { CollectOutcome, RenewalService } from './renewal.service';
import { paymentInProgress } from './payment-in-progress';

const nothingToDo = () =>
  new HttpError(409, 'nothing_to_authenticate', 'No payment of this subscription waits for you.');
const gatewayDown = () =>
  new HttpError(
    502,
    'credit_card_payment_gateway_error',
    PAYMENT_ERROR_MESSAGES.credit_card_payment_gateway_error,
  );
const notAuthenticated = () =>
  new HttpError(402, 'card_not_authenticated', PAYMENT_ERROR_MESSAGES.card_not_authenticated);

/** The charge waiting for the customer, while it still can be completed (decision 0182). */
function pendingOf(row: BillableRow): PendingAuthentication | null {
  const auth = row.paymentFailed && row.state === 'active' ? row.dunning.auth : null;
  // A card changed since: the next retry charges the new one; nothing waits any more.
  return auth && row.dunning.methodId === (row.method?.id ?? null) ? auth : null;
}

/**
 * Issue 21 item 3 (decision 0182): the customer, back from the emailed link, completes the
 * renewal the bank wanted authenticated. The same charge — same key, same amount — is made again
 * with the customer present (a return path): the gateway answers its authentication page, and
 * once that passed, the charge itself, booked like any renewal. Every call goes through here, so
 * a double click or a reload finds the same charge, never a second one.
 */
export function createAuthenticatePaymentService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  tax: Tax;
  renewal: RenewalService;
  renewals: RenewalRepository;
  subscriptions: SubscriptionsRepository;
  addonRepo: AddonRenewalRepository;
  addonRenewals: AddonRenewals;
}) {
  async function owned(user: AuthUser, id: string) {
    const row = await findOwnedBillable(deps.db, user, id);
    if (!row) throw notFound('Subscription');
    return row;
  }

  async function charge(row: BillableRow, auth: PendingAuthentication, returnPath: string) {
    const token = row.method?.token;
    if (!token) throw nothingToDo();
    try {
      return await deps.gateway.charge({
        idempotencyKey: auth.key,
        amount: auth.amount,
        currency: row.currency,
        source: { type: 'token', token },
        returnUrl: returnPath,
        metadata: { subscription_id: row.subscriptionId, tenant_id: row.tenantId },
      });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw gatewayDown();
      if (error instanceof GatewayRequestError) throw notAuthenticated();
      throw error;
    }
  }

  /**
   * Repeats the waiting charge (same key, same amount) with the customer present: the bank's
   * page while it waits for them, else the outcome booked by `settle`.
   */
  async function complete(
    user: AuthUser,
    id: string,
    w: {
      row: BillableRow;
      auth: PendingAuthentication;
      quote: RenewalQuote;
      /** What the credit balance paid when the charge was asked for (decision 0217). */
      credit?: number;
      returnPath: string;
      settle: (result: ChargeResult) => Promise<CollectOutcome | AddonOutcome>;
    },
  ) {
    if (w.quote.totals.total.unscaledValue - (w.credit ?? 0) !== w.auth.amount) throw nothingToDo();
    const result = await charge(w.row, w.auth, w.returnPath);
    if (result.status === 'requires_action') {
      if (!result.challengeUrl) throw notAuthenticated();
      return { status: 'requires_action' as const, challenge_url: result.challengeUrl };
    }
    const outcome = await w.settle(result);
    if (outcome.kind === 'declined')
      throw new HttpError(402, outcome.errorKey, PAYMENT_ERROR_MESSAGES[outcome.errorKey]);
    if (outcome.kind !== 'paid') throw paymentInProgress();
    const subscription = await deps.subscriptions.findForUser(user.tenantId, user.id, id);
    if (!subscription) throw notFound('Subscription');
    return {
      status: 'paid' as const,
      subscription,
      invoice: {
        id: outcome.invoiceId,
        number: outcome.invoiceNumber,
        total: money(outcome.total, w.row.currency),
      },
    };
  }

  /** The quote of the charge as it was asked for: same instant, so the same amount. */
  const quoteAt = (row: BillableRow, period: DuePeriod, auth: PendingAuthentication) =>
    quoteRenewal(row, deps.tax, {
      from: period.current,
      to: period.next,
      at: new Date(auth.requestedAt),
    });

  /** An add-on's own renewal waiting for the customer (decision 0184), completed the same way. */
  async function authenticateAddon(
    user: AuthUser,
    id: string,
    ab: AddonBillable,
    returnPath: string,
  ) {
    const now = deps.clock.now();
    const auth = ab.addon.dunning.auth;
    if (!auth || ab.addon.dunning.methodId !== (ab.parent.method?.id ?? null)) throw nothingToDo();
    const lease = { id: ab.addon.id, owner: `portal:${randomUUID()}` };
    if (!(await deps.addonRepo.lease(lease, now, 60_000))) throw paymentInProgress();
    try {
      const row = asRenewalRow(ab);
      const period = addonPeriod(ab);
      const quote = quoteAt(row, period, auth);
      return await complete(user, id, {
        row,
        auth,
        quote,
        returnPath,
        settle: (result) =>
          deps.addonRenewals.settle({
            ab,
            lease,
            now,
            mode: 'collect',
            key: auth.key,
            amount: auth.amount,
            period,
            quote,
            result,
          }),
      });
    } finally {
      await deps.addonRepo.release(deps.db, lease, now);
    }
  }

  return {
    async authenticate(user: AuthUser, id: string, returnPath: string) {
      const now = deps.clock.now();
      const first = await owned(user, id);
      if (!pendingOf(first)) {
        const addon = await deps.addonRepo.pendingAuthentication(first.id);
        if (!addon) throw nothingToDo();
        return authenticateAddon(user, id, addon, returnPath);
      }
      const lease = { id: first.id, owner: `portal:${randomUUID()}` };
      if (!(await deps.renewals.lease(lease, now, 60_000))) throw paymentInProgress();
      try {
        // Re-read under the lease: the engine may have moved it on a moment ago.
        const row = await owned(user, id);
        const auth = pendingOf(row);
        if (!auth || !row.nextPaymentDate) throw nothingToDo();
        const period = duePeriod(row, row.nextPaymentDate);
        const quote = quoteAt(row, period, auth);
        const credit = await renewalCredit.taken(deps.db, auth.key);
        if (quote.totals.total.unscaledValue - credit !== auth.amount)
          // The renewal changed since (a plan change, a new price): the old charge is void.
          await dunningRepository.mark(deps.db, 'subscriptions', row.id, {
            type: 'soft',
            methodId: row.dunning.methodId,
            declineCode: 'authentication_required',
          });
        return await complete(user, id, {
          row,
          auth,
          quote,
          credit,
          returnPath,
          settle: (result) =>
            deps.renewal.settleCharged({
              row,
              lease,
              o: { now, mode: 'collect' },
              key: auth.key,
              amount: auth.amount,
              credit,
              period,
              quote,
              result,
            }),
        });
      } finally {
        await deps.renewals.release(deps.db, lease, now);
      }
    },
  };
}

export type AuthenticatePaymentService = ReturnType<typeof createAuthenticatePaymentService>;
