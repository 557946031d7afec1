import type { CheckoutForCustomerBody } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { PaymentDetails } from './fulfilment/fulfilment.repository';
import { balanceShort, purchaseCredit } from './purchase/purchase-credit';
import { HttpError, notFound } from '../../http/http-error';
import type { BuyersRepository } from './purchase/buyers.repository';
import type {
  Attempt,
  CheckoutAttemptsRepository,
  PortalFlow,
} from './attempts/checkout-attempts.repository';
import { validationFailed } from './checkout-errors';
import { customerPurchaseInput, residenceOf } from './checkout-inputs';
import { attemptReused } from './checkout.service';
import { DEFAULT_RETURN_PATH } from './intents/payment-intent.service';
import type { PurchaseService } from './purchase/purchase.service';
import { requestHashes } from './attempts/request-hash';
import type { Answer, CallContext } from './checkout-context';
import type { SettlementService } from './attempts/settle.service';
import type { StoredMethodsRepository } from './purchase/stored-methods.repository';

/** An identical purchase this soon after a success is the client retrying a lost answer. */
export const RETRY_WINDOW_MS = 10 * 60_000;

/** How long a repeat sent at once waits for the first call's answer (beyond a gateway's deadline). */
const ANSWER_WAIT_MS = 30_000;

/** A purchase the credit balance paid with no method on file (decision 0218 addendum). */
const NO_METHOD: PaymentDetails = {
  kind: 'None',
  brand: null,
  last4: null,
  expMonth: null,
  expYear: null,
  token: null,
  existingMethodId: null,
};

export interface CustomerCheckoutDeps {
  /** The credit balance that may pay the whole purchase (decision 0218). */
  readonly db: Db;
  readonly attempts: CheckoutAttemptsRepository;
  readonly buyers: BuyersRepository;
  readonly methods: StoredMethodsRepository;
  readonly purchase: PurchaseService;
  readonly settlement: SettlementService;
  readonly clock: Clock;
}

/**
 * POST /api/v1/checkout-for-customer (decision 0020): a signed-in customer buys another plan, an
 * add-on or a plan change with a stored card, wallet or PayPal token. With no payment intent to
 * key on, the charge key is the purchase (user and body) and how many charges of that same
 * purchase already settled: a retry under a new attempt id reuses the key (one charge), a
 * purchase repeated after a success or a decline gets a new one. A success within
 * RETRY_WINDOW_MS answers an identical purchase.
 */
export function createCustomerCheckoutService(deps: CustomerCheckoutDeps) {
  /** The attempt once the call working on it has answered (a repeat waits for it, bounded). */
  async function answeredAttempt(tenantId: string, id: string): Promise<Attempt> {
    const deadline = Date.now() + ANSWER_WAIT_MS;
    for (;;) {
      const found = await deps.attempts.find(tenantId, id);
      if (found?.response) return found;
      if (Date.now() > deadline)
        throw new HttpError(
          409,
          'checkout_in_progress',
          'This payment is still being processed. Check your subscriptions in a moment.',
        );
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    /** `portalFlow`: the portal's v2 checkout runs this attempt for that flow (decision 0070). */
    async run(
      ctx: CallContext & { sessionUserId: string },
      body: CheckoutForCustomerBody,
      portalFlow: PortalFlow | null = null,
    ): Promise<Answer> {
      const { tenantId, sessionUserId: userId } = ctx;
      const now = deps.clock.now();
      const hashes = requestHashes(body, portalFlow);
      const attempt = await deps.attempts.begin(
        {
          tenantId,
          id: body.checkoutAttemptId,
          route: 'checkout-for-customer',
          ...hashes,
          requestBody: body,
          paymentIntentId: null,
          userId,
          portalFlow,
        },
        now,
      );
      if (
        attempt.requestHash !== hashes.requestHash ||
        attempt.userId !== userId ||
        attempt.portalFlow !== portalFlow
      )
        throw attemptReused();
      if (attempt.response) return deps.settlement.replay(ctx, attempt);
      const since = new Date(now.getTime() - RETRY_WINDOW_MS);
      const recent = await deps.attempts.recentSuccess(tenantId, userId, hashes.payloadHash, since);
      if (recent) return deps.settlement.adopt(ctx, attempt, recent);

      const residence = body.customer
        ? residenceOf(body.customer)
        : await deps.buyers.residence(tenantId, userId);
      if (!residence)
        throw validationFailed({ 'customer.residenceCountry': 'Choose your country.' });
      const prepared = await deps.purchase.prepare(
        customerPurchaseInput(tenantId, userId, body, residence),
      );
      const method = await deps.methods.pick(tenantId, userId, {
        methodId: body.paymentMethodId,
        subscriptionRowId: prepared.target?.rowId ?? null,
      });
      // A method id that is not one of this user's chargeable methods is a foreign id: 404.
      if (!method && body.paymentMethodId) throw notFound('Payment method');
      // Decision 0218 addendum: the balance alone may pay — asked for, or with no method on file.
      const owner = { tenantId, userId };
      const fromBalance = body.payFromBalance === true || !method?.token;
      if (
        fromBalance &&
        !(await purchaseCredit.covers(deps.db, owner, prepared.order.totals.total))
      )
        throw body.payFromBalance
          ? balanceShort()
          : new HttpError(
              409,
              'no_stored_payment_method',
              'Add a payment method to buy from your account.',
            );
      const settled = await deps.attempts.settledCharges(tenantId, userId, hashes.payloadHash);
      const chargeKey = `customer:${tenantId}:${userId}:${hashes.payloadHash.slice(0, 32)}:${settled}`;
      // A repeat of this attempt, sent at once, is paying with another key: it answers with what
      // that one answers instead of charging again.
      if (!(await deps.attempts.claimChargeKey(tenantId, attempt.id, chargeKey)))
        return deps.settlement.replay(ctx, await answeredAttempt(tenantId, attempt.id));
      return deps.settlement.settle(ctx, {
        attempt,
        prepared,
        intent: null,
        chargeKey,
        source: fromBalance || !method?.token ? null : { type: 'token', token: method.token },
        methodType: method?.kind === 'PaypalLegacy' ? 'paypal_express_checkout' : 'card',
        returnUrl: body.returnUrl ?? DEFAULT_RETURN_PATH,
        residence,
        // The subscription keeps the method on file for its renewals; none: it has none.
        payment: async () => method ?? NO_METHOD,
      });
    },
  };
}

export type CustomerCheckoutService = ReturnType<typeof createCustomerCheckoutService>;
