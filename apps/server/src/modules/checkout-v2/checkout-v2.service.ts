import {
  CheckoutForCustomerBody,
  CheckoutResult,
  type V2Checkout,
  type V2CheckoutBody,
  type V2CheckoutEstimate,
  type V2CheckoutEstimateBody,
  type V2CheckoutFlow,
  type V2CheckoutRetryBody,
} from '@halyard/contract';
import { invoicePaidWith, money, type Currency } from '@halyard/domain';
import type { Executor } from '../../db/executor';
import { HttpError, notFound } from '../../http/http-error';
import { purchaseCredit } from '../checkout/purchase/purchase-credit';
import type { AuthUser } from '../../http/auth-user';
import type { CheckoutControl } from '../checkout/checkout-control';
import type {
  Attempt,
  CheckoutAttemptsRepository,
  PortalFlow,
} from '../checkout/attempts/checkout-attempts.repository';
import type { Answer, CallContext } from '../checkout/checkout-context';
import { attemptReused } from '../checkout/checkout.service';
import { validationFailed } from '../checkout/checkout-errors';
import { customerPurchaseInput, residenceOf } from '../checkout/checkout-inputs';
import { estimateView } from '../checkout/pricing/order-lines';
import { requestHashes } from '../checkout/attempts/request-hash';
import { paymentSummary } from '../invoices/ledger.service';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { Tenant } from '../tenants/tenant-directory';
import type { CheckoutV2Repository } from './checkout-v2.repository';

/** Where the 3-D Secure page sends the customer back by default: the portal's subscriptions. */
export const DEFAULT_PORTAL_RETURN = '/subscriptions';

/** The v1 body of a portal order; a value v1 cannot take (a return path grown too long) is a 400. */
function v1Parse(body: unknown): CheckoutForCustomerBody {
  const parsed = CheckoutForCustomerBody.safeParse(body);
  if (parsed.success) return parsed.data;
  throw validationFailed(
    Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])),
  );
}

/** How many tries (POST, then each PUT) one portal attempt may take. */
const MAX_TRIES = 20;

export interface CheckoutV2Deps {
  /** The buyer's credit balance, which pays first (decision 0218 addendum). */
  readonly db: Executor;
  readonly portal: CheckoutControl['forPortal'];
  readonly attempts: CheckoutAttemptsRepository;
  readonly repository: CheckoutV2Repository;
  readonly subscriptions: SubscriptionsRepository;
}

type Order = V2CheckoutEstimateBody;

/** A v2 answer: the attempt's state, 200 (settled) or 202 (waiting for the customer). */
export interface V2Answer {
  readonly status: 200 | 202;
  readonly body: V2Checkout;
}

/**
 * The portal's v2 checkout (decision 0070): a thin layer over checkout for customer. Each portal
 * attempt is one or more v1 attempts of the user, `v2:<user>:<attempt>` then `…#2`, `…#3` for
 * the tries PUT makes after a decline, so the v1 machinery (exactly-once charge key, replays,
 * reconciliation, the ledger, receipts) does all the money work.
 */
/** The attempt id of an estimate's v1 body (it is never sent as a checkout). */
const ESTIMATE_ATTEMPT = 'estimate';

export function createCheckoutV2Service(deps: CheckoutV2Deps) {
  const { portal } = deps;
  const baseId = (user: AuthUser, attempt: string) => `v2:${user.id}:${attempt}`;
  const tryId = (base: string, n: number) => (n === 1 ? base : `${base}#${n}`);

  /**
   * The latest try of a portal attempt of this user; null: the user has no such attempt. Every
   * possible try is read in one statement (issue 20 item 6: it was up to 20 reads in a row).
   */
  async function latestTry(user: AuthUser, attempt: string) {
    const base = baseId(user, attempt);
    const ids = Array.from({ length: MAX_TRIES }, (_, i) => tryId(base, i + 1));
    const tries = await deps.attempts.findAll(user.tenantId, ids);
    let latest: { n: number; attempt: Attempt } | null = null;
    for (let n = 1; n <= MAX_TRIES; n++) {
      const found = tries.get(tryId(base, n));
      if (!found || found.userId !== user.id) break;
      latest = { n, attempt: found };
    }
    return latest;
  }

  /** The v1 checkout-for-customer body of a portal order: a renewal is an edit to its own price. */
  async function v1Body(
    user: AuthUser,
    order: Order,
    checkoutAttemptId: string,
    returnUrl?: string,
  ): Promise<CheckoutForCustomerBody> {
    let priceId = order.priceId;
    if (order.flow === 'renewal') {
      const sub = await deps.repository.subscriptionPrice(
        user.tenantId,
        user.id,
        order.subscriptionId ?? '',
      );
      if (!sub) throw notFound('Subscription');
      if (!sub.priceId)
        throw new HttpError(
          409,
          'not_renewable_here',
          'This subscription is not renewed from the portal.',
        );
      priceId = sub.priceId;
    }
    const first = priceId ?? order.priceIds[0];
    const catalog = await portal.catalog.forTenant(user.tenantId);
    const offerId = order.offerId ?? (first ? catalog.price(first)?.row.offerId : undefined);
    if (!offerId) throw validationFailed({ priceId: 'Unknown price.' });
    return v1Parse({
      checkoutAttemptId,
      flow: order.flow === 'renewal' ? 'edit_subscription' : order.flow,
      ...(order.flow !== 'additional_purchase' && { subscriptionId: order.subscriptionId }),
      ...(order.paymentMethodId && { paymentMethodId: order.paymentMethodId }),
      ...(order.payFromBalance && { payFromBalance: true }),
      offerId,
      ...(priceId && { priceId }),
      priceIds: order.priceIds,
      checkoutItems: [],
      ...(order.isTaxable !== undefined && { isTaxable: order.isTaxable }),
      ...(order.customer && { customer: order.customer }),
      ...(returnUrl && { returnUrl }),
      // An estimate buys nothing: there is nothing to confirm yet (decision 0164).
      confirmSecondSubscription:
        checkoutAttemptId === ESTIMATE_ATTEMPT || order.confirmSecondSubscription === true,
    });
  }

  /** The stored method a body charges: a named one must be the user's (404 otherwise). */
  async function methodFor(user: AuthUser, body: CheckoutForCustomerBody, rowId: string | null) {
    const method = await portal.methods.pick(user.tenantId, user.id, {
      methodId: body.paymentMethodId,
      subscriptionRowId: rowId,
    });
    if (!method && body.paymentMethodId) throw notFound('Payment method');
    return method;
  }

  async function prepare(user: AuthUser, body: CheckoutForCustomerBody) {
    const residence = body.customer
      ? residenceOf(body.customer)
      : await portal.buyers.residence(user.tenantId, user.id);
    if (!residence) throw validationFailed({ 'customer.residenceCountry': 'Choose your country.' });
    return portal.purchase.prepare(customerPurchaseInput(user.tenantId, user.id, body, residence));
  }

  /**
   * The flow the attempt was made for, from its own column (decision 0070 addendum): the body's
   * `xv` is the customer's tracking data and says nothing about it. An attempt the portal did not
   * make (a v1 call) has none: its v1 flow.
   */
  const flowOf = (attempt: Attempt, body: CheckoutForCustomerBody): V2CheckoutFlow =>
    attempt.portalFlow ?? body.flow;

  /** The portal view of a v1 attempt; `answer` is the live answer when there is one. */
  async function view(user: AuthUser, portalAttempt: string, attempt: Attempt, answer?: Answer) {
    const body = CheckoutForCustomerBody.parse(attempt.requestBody);
    const stored = attempt.response;
    const result =
      answer?.status === 200
        ? answer.body
        : stored && stored.status < 300
          ? CheckoutResult.parse(stored.body)
          : null;
    const subscriptionId = body.subscriptionId ?? result?.subscription.id ?? null;
    const charge =
      attempt.chargeKey && (attempt.status === 'succeeded' || answer?.status === 200)
        ? await deps.repository.committedCharge(user.tenantId, user.id, attempt.chargeKey)
        : null;
    const failure =
      stored && stored.status >= 400
        ? (stored.body as { error: { code: string; message: string } }).error
        : null;
    const status: V2Checkout['status'] = answer
      ? answer.status === 200
        ? 'succeeded'
        : 'requires_action'
      : attempt.status;
    return {
      attempt: portalAttempt,
      status,
      flow: flowOf(attempt, body),
      subscriptionId,
      action: answer?.status === 202 ? answer.body.action : null,
      charge: charge && {
        amount: money(charge.amount, charge.currency as Currency),
        creditApplied: money(charge.creditApplied, charge.currency as Currency),
        invoiceId: charge.invoiceId,
        // Decision 0218 addendum: a purchase the balance paid in full names no card.
        paymentMethod: invoicePaidWith({
          total: charge.amount + charge.creditApplied,
          creditApplied: charge.creditApplied,
          paymentSummary: charge.paymentSummary,
        }).method,
      },
      subscription:
        status === 'succeeded' && subscriptionId
          ? await deps.subscriptions.findForUser(user.tenantId, user.id, subscriptionId)
          : null,
      checkout: result,
      error: failure && { code: failure.code, message: failure.message },
    } satisfies V2Checkout;
  }

  /** Runs one v1 try and answers with its portal view (declines throw their 402). */
  async function run(
    ctx: CallContext,
    user: AuthUser,
    portalAttempt: string,
    body: CheckoutForCustomerBody,
    flow: PortalFlow | null,
  ) {
    // A named method must be the user's (404), checked before v1 would call it missing (409).
    if (body.paymentMethodId) await methodFor(user, body, null);
    const ctxOfUser = { ...ctx, sessionUserId: user.id };
    const answer = await portal.customerCheckout.run(ctxOfUser, body, flow);
    const attempt = await deps.attempts.find(user.tenantId, body.checkoutAttemptId);
    if (!attempt) throw new Error(`Attempt ${body.checkoutAttemptId} vanished`);
    return { status: answer.status, body: await view(user, portalAttempt, attempt, answer) };
  }

  const contextOf = (tenant: Tenant): CallContext => ({
    tenantId: tenant.id,
    brand: tenant.brandName,
    sessionUserId: null,
  });

  const withAttempt = (path: string, attempt: string) => {
    const url = new URL(path, 'http://portal.invalid');
    url.searchParams.set('attempt', attempt);
    return `${url.pathname}${url.search}${url.hash}`;
  };

  return {
    async estimate(user: AuthUser, order: V2CheckoutEstimateBody): Promise<V2CheckoutEstimate> {
      const body = await v1Body(user, order, ESTIMATE_ATTEMPT);
      const prepared = await prepare(user, body);
      const method = await methodFor(user, body, prepared.target?.rowId ?? null);
      const { order: priced, paidThrough } = prepared;
      const subscriptionId = order.flow === 'additional_purchase' ? null : body.subscriptionId;
      const { total } = priced.totals;
      const owner = { tenantId: user.tenantId, userId: user.id };
      const credit = await purchaseCredit.available(deps.db, owner, total);
      return {
        flow: order.flow,
        subscriptionId: subscriptionId ?? null,
        ...estimateView(priced, credit),
        renewal: { ...priced.renewal, date: paidThrough.toISOString() },
        paidThrough: paidThrough.toISOString(),
        paymentMethod: method?.existingMethodId
          ? { id: method.existingMethodId, kind: method.kind, summary: paymentSummary(method) }
          : null,
      };
    },

    /** POST: the first try; the same attempt and body again answers its latest state. */
    async start(tenant: Tenant, user: AuthUser, order: V2CheckoutBody): Promise<V2Answer> {
      const base = baseId(user, order.attempt);
      const returnUrl = withAttempt(order.returnUrl ?? DEFAULT_PORTAL_RETURN, order.attempt);
      const body = await v1Body(user, order, base, returnUrl);
      const latest = await latestTry(user, order.attempt);
      if (latest && latest.n > 1) {
        const first = await deps.attempts.find(user.tenantId, base);
        if (first?.requestHash !== requestHashes(body, order.flow).requestHash)
          throw attemptReused();
        return answerOf(user, order.attempt, latest.attempt);
      }
      return run(contextOf(tenant), user, order.attempt, body, order.flow);
    },

    /** GET: the latest try's state, without side effects. */
    async get(user: AuthUser, attempt: string): Promise<V2Checkout> {
      const latest = await latestTry(user, attempt);
      if (!latest) throw notFound('Checkout attempt');
      return view(user, attempt, latest.attempt);
    },

    /** PUT: another try of a declined attempt, with another stored method or the same one. */
    async retry(tenant: Tenant, user: AuthUser, input: V2CheckoutRetryBody): Promise<V2Answer> {
      const latest = await latestTry(user, input.attempt);
      if (!latest) throw notFound('Checkout attempt');
      const { status } = latest.attempt;
      if (status === 'succeeded') return answerOf(user, input.attempt, latest.attempt);
      if (status === 'requires_action')
        throw new HttpError(
          409,
          'authentication_pending',
          'Finish the card check first, then confirm the payment.',
        );
      if (status !== 'declined')
        throw new HttpError(
          409,
          'nothing_to_retry',
          'This payment has no declined charge to retry.',
        );
      if (latest.n >= MAX_TRIES)
        throw new HttpError(409, 'too_many_tries', 'Start a new payment for this purchase.');
      const previous = CheckoutForCustomerBody.parse(latest.attempt.requestBody);
      // A method named now pays what the balance did not cover (a balance-only try was short).
      // An attempt stored before decision 0070's addendum carries its flow in `xv`: not copied.
      const { paymentMethodId: _previous, payFromBalance, xv: _marker, ...rest } = previous;
      const body = CheckoutForCustomerBody.parse({
        ...rest,
        checkoutAttemptId: tryId(baseId(user, input.attempt), latest.n + 1),
        ...(input.paymentMethodId
          ? { paymentMethodId: input.paymentMethodId }
          : payFromBalance && { payFromBalance }),
      });
      return run(contextOf(tenant), user, input.attempt, body, latest.attempt.portalFlow);
    },

    /** GET confirm: after the 3-D Secure challenge, completes the waiting try (charged once). */
    async confirm(tenant: Tenant, user: AuthUser, attempt: string): Promise<V2Answer> {
      const latest = await latestTry(user, attempt);
      if (!latest) throw notFound('Checkout attempt');
      if (latest.attempt.status !== 'requires_action')
        return answerOf(user, attempt, latest.attempt);
      const body = CheckoutForCustomerBody.parse(latest.attempt.requestBody);
      return run(contextOf(tenant), user, attempt, body, latest.attempt.portalFlow);
    },
  };

  /** A settled try as an answer: success 200; a decline or refund its stored error. */
  async function answerOf(user: AuthUser, portalAttempt: string, attempt: Attempt) {
    const stored = attempt.response;
    if (stored && stored.status >= 400) {
      const { error } = stored.body as { error: { code: string; message: string } };
      throw new HttpError(stored.status, error.code, error.message);
    }
    if (attempt.status === 'pending')
      throw new HttpError(409, 'nothing_to_confirm', 'This payment was not started. Try again.');
    const body = await view(user, portalAttempt, attempt);
    return { status: body.status === 'requires_action' ? 202 : 200, body } as V2Answer;
  }
}

export type CheckoutV2Service = ReturnType<typeof createCheckoutV2Service>;
