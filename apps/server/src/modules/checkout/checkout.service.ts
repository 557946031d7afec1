import type { CheckoutBody } from '@halyard/contract';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/http-error';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { CheckoutAttemptsRepository } from './checkout-attempts.repository';
import { validationFailed } from './checkout-errors';
import { checkoutPurchaseInput, residenceOf } from './checkout-inputs';
import type { Order } from './order.service';
import { paymentForIntent } from './payment-details';
import type { PaymentIntentsRepository, StoredIntent } from './payment-intents.repository';
import type { PurchaseService } from './purchase.service';
import { requestHashes } from './request-hash';
import type { Answer, CallContext } from './checkout-context';
import type { SettlementService } from './settle.service';

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

/** The intent must be able to pay this order: its currency, and its amount unless it is 0. */
function checkIntentFits(intent: StoredIntent, order: Order): void {
  const { total } = order.totals;
  if (intent.currency !== total.currency)
    throw validationFailed({
      paymentIntentId: `The payment was set up in ${intent.currency}; the order is in ${total.currency}.`,
    });
  if (intent.amount > 0 && intent.amount !== total.unscaledValue)
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
 * charge twice.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  return {
    async run(ctx: CallContext, body: CheckoutBody): Promise<Answer> {
      const hashes = requestHashes(body);
      const attempt = await deps.attempts.begin(
        {
          tenantId: ctx.tenantId,
          id: body.checkoutAttemptId,
          route: 'checkout',
          ...hashes,
          requestBody: body,
          paymentIntentId: body.paymentIntentId,
          userId: ctx.sessionUserId,
        },
        deps.clock.now(),
      );
      if (attempt.requestHash !== hashes.requestHash || attempt.route !== 'checkout')
        throw attemptReused();
      if (attempt.response) return deps.settlement.replay(ctx, attempt);
      const intent = await deps.intents.find(ctx.tenantId, body.paymentIntentId);
      if (!intent) throw validationFailed({ paymentIntentId: 'Unknown payment intent.' });
      if (intent.methodType !== body.paymentSourceType)
        throw validationFailed({
          paymentSourceType: `The payment was set up for ${intent.methodType}.`,
        });
      if (intent.consumedBy) return deps.settlement.consumed(ctx, attempt, intent.gatewayIntentId);
      const prepared = await deps.purchase
        .prepare(checkoutPurchaseInput(ctx.tenantId, ctx.sessionUserId, body, intent))
        .catch(async (error: unknown) => {
          // A concurrent twin may have just bought with this intent (and created the account):
          // then its answer is this purchase's answer too.
          const now = await deps.intents.find(ctx.tenantId, intent.gatewayIntentId);
          if (now?.consumedBy) return null;
          throw error;
        });
      if (!prepared) return deps.settlement.consumed(ctx, attempt, intent.gatewayIntentId);
      checkIntentFits(intent, prepared.order);
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
