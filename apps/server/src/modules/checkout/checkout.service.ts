import type { CheckoutBody } from '@halyard/contract';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/http-error';
import { clientSecretMatches } from '../payments/client-secret';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { CheckoutAttemptsRepository } from './attempts/checkout-attempts.repository';
import { validationFailed } from './checkout-errors';
import { checkoutPurchaseInput, residenceOf } from './checkout-inputs';
import type { Order } from './pricing/order.service';
import { paymentForIntent } from './fulfilment/payment-details';
import type { PaymentIntentsRepository, StoredIntent } from './intents/payment-intents.repository';
import { checkBillingDetailsBound } from './intents/billing-details-binding';
import type { PurchaseService } from './purchase/purchase.service';
import { requestHashes } from './attempts/request-hash';
import type { Answer, CallContext } from './checkout-context';
import type { SettlementService } from './attempts/settle.service';

export interface CheckoutDeps {
  readonly gateway: PaymentGateway;
  readonly attempts: CheckoutAttemptsRepository;
  readonly intents: PaymentIntentsRepository;
  readonly purchase: PurchaseService;
  readonly settlement: SettlementService;
  readonly clock: Clock;
}

export const attemptReused = () =>
  new HttpError(
    422,
    'checkout_attempt_reused',
    'This checkout attempt id was already used with a different request. Use a new attempt id.',
  );

/**
 * The intent this client may pay with (decision 0101): it holds the intent's client secret, and
 * an intent made signed in is that user's. Anything else answers like an unknown id, so an id
 * seen in a 3-D Secure or PayPal return URL is useless to another client.
 */
function boundIntent(intent: StoredIntent | null, secret: string, userId: string | null) {
  const bound =
    intent !== null &&
    clientSecretMatches(secret, intent.clientSecretHash) &&
    (intent.userId === null || intent.userId === userId);
  if (!bound) throw validationFailed({ paymentIntentId: 'Unknown payment intent.' });
  return intent;
}

/** An intent nobody paid with within its hour can no longer pay (decision 0101). */
function checkNotExpired(intent: StoredIntent, now: Date): void {
  if (intent.expiresAt === null || now.getTime() >= intent.expiresAt.getTime())
    throw new HttpError(
      409,
      'payment_intent_expired',
      'This payment was set up too long ago. Start the payment again.',
    );
}

/**
 * The intent must pay exactly this order (decision 0101): its currency and the amount the server
 * priced when the intent was made — never "any amount".
 */
function checkIntentFits(intent: StoredIntent, order: Order): void {
  const { total } = order.totals;
  if (intent.currency !== total.currency)
    throw validationFailed({
      paymentIntentId: `The payment was set up in ${intent.currency}; the order is in ${total.currency}.`,
    });
  if (intent.amount !== total.unscaledValue)
    throw new HttpError(
      409,
      'payment_amount_mismatch',
      'The total changed since the payment was set up. Start the payment again.',
    );
}

/** The key every charge of this intent carries, whatever the attempt id (decision 0020). */
export const intentChargeKey = (tenantId: string, intent: StoredIntent) =>
  `checkout:${tenantId}:${intent.gatewayIntentId}`;

/**
 * spec §7 POST /api/v1/checkout, exactly once (decision 0020): a repeated attempt id answers the
 * first result (another body: 422); a consumed intent answers its purchase's result to the same
 * purchase under a new attempt id; the charge's key derives from the intent, so retries never
 * charge twice. Only the client that made the intent may pay with it, within its hour, for
 * exactly the amount it was made for (decision 0101).
 */
export function createCheckoutService(deps: CheckoutDeps) {
  return {
    async run(ctx: CallContext, body: CheckoutBody): Promise<Answer> {
      const { paymentIntentClientSecret, ...stored } = body;
      const intent = boundIntent(
        await deps.intents.find(ctx.tenantId, body.paymentIntentId),
        paymentIntentClientSecret,
        ctx.sessionUserId,
      );
      // The secret is neither hashed into the attempt nor kept with it (we store only its hash).
      const hashes = requestHashes(stored);
      const attempt = await deps.attempts.begin(
        {
          tenantId: ctx.tenantId,
          id: body.checkoutAttemptId,
          route: 'checkout',
          ...hashes,
          requestBody: stored,
          paymentIntentId: body.paymentIntentId,
          userId: ctx.sessionUserId,
        },
        deps.clock.now(),
      );
      if (attempt.requestHash !== hashes.requestHash || attempt.route !== 'checkout')
        throw attemptReused();
      if (attempt.response) return deps.settlement.replay(ctx, attempt);
      if (intent.methodType !== body.paymentSourceType)
        throw validationFailed({
          paymentSourceType: `The payment was set up for ${intent.methodType}.`,
        });
      if (intent.consumedBy) return deps.settlement.consumed(ctx, attempt, intent.gatewayIntentId);
      checkNotExpired(intent, deps.clock.now());
      const prepared = await deps.purchase
        .prepare(checkoutPurchaseInput(ctx.tenantId, ctx.sessionUserId, stored, intent))
        .catch(async (error: unknown) => {
          // A concurrent twin may have just bought with this intent (and created the account):
          // then its answer is this purchase's answer too.
          const now = await deps.intents.find(ctx.tenantId, intent.gatewayIntentId);
          if (now?.consumedBy) return null;
          throw error;
        });
      if (!prepared) return deps.settlement.consumed(ctx, attempt, intent.gatewayIntentId);
      checkIntentFits(intent, prepared.order);
      checkBillingDetailsBound(intent, prepared.billingDetails);
      return deps.settlement.settle(ctx, {
        attempt,
        prepared,
        intent,
        chargeKey: intentChargeKey(ctx.tenantId, intent),
        source: { type: 'payment_intent', intentId: intent.gatewayIntentId },
        methodType: intent.methodType,
        residence: residenceOf(body.customer),
        payment: () => paymentForIntent(deps.gateway, intent),
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
