import type { GatewayPaymentIntent, PaymentIntentBody } from '@halyard/contract';
import { checkSubscriptionChange } from '@halyard/domain';
import type { Clock } from '../../clock';
import { HttpError, notFound, unauthorized } from '../../http/http-error';
import { GatewayRequestError, GatewayUnavailableError } from '../payments/gateway-errors';
import type { PaymentGateway, PaymentSourceDetails } from '../payments/payment-gateway';
import { checkoutFailure, gatewayUnavailable, validationFailed } from './checkout-errors';
import type { PaymentIntentsRepository } from './payment-intents.repository';
import type { SubscriptionFactsRepository } from './subscription-facts.repository';

/** Where the 3-D Secure and PayPal pages send the buyer back when the SPA names no page. */
export const DEFAULT_RETURN_PATH = '/checkout';

export interface PaymentIntentDeps {
  readonly gateway: PaymentGateway;
  readonly intents: PaymentIntentsRepository;
  readonly facts: SubscriptionFactsRepository;
  readonly clock: Clock;
}

const TOKEN_KIND = { card: 'card', apple_pay: 'apple_pay', google_pay: 'google_pay' } as const;

/**
 * spec §7 POST /api/v1/payment-intent (decision 0020): a gateway intent for every method.
 * PayPal answers requires_action with the approval page; a card or wallet token is confirmed on
 * the intent here (authorised, failed, or a 3-D Secure challenge to pass). Ours keeps the flow,
 * the subscription an edit / add-on changes, and the token's brand, last4 and expiry.
 */
export function createPaymentIntentService(deps: PaymentIntentDeps) {
  async function describeToken(body: PaymentIntentBody): Promise<PaymentSourceDetails | null> {
    const token = body.paymentSource?.token;
    if (body.paymentMethodType === 'paypal_express_checkout') {
      if (token) throw validationFailed({ 'paymentSource.token': 'PayPal takes no token.' });
      return null;
    }
    if (!token) throw validationFailed({ 'paymentSource.token': 'Tokenise the payment first.' });
    const source = await deps.gateway.describePaymentSource(token);
    if (!source || source.kind !== TOKEN_KIND[body.paymentMethodType])
      throw validationFailed({ 'paymentSource.token': `Not a ${body.paymentMethodType} token.` });
    return source;
  }

  async function checkFlow(tenantId: string, userId: string | null, body: PaymentIntentBody) {
    const { flow } = body;
    if (flow !== 'edit_subscription' && flow !== 'add_addon') return null;
    if (!userId) throw unauthorized();
    const id = body.editSubscriptionFlowDetails?.subscriptionId;
    if (!id) throw validationFailed({ 'editSubscriptionFlowDetails.subscriptionId': 'Required.' });
    const sub = (await deps.facts.forUser(tenantId, userId)).find((s) => s.subscription_id === id);
    if (!sub) throw notFound('Subscription');
    const allowed = checkSubscriptionChange(flow, sub, deps.clock.now());
    if (!allowed.ok)
      throw checkoutFailure(
        'not-allowed',
        'subscription_not_changeable',
        'This subscription cannot be changed here.',
      );
    return id;
  }

  return {
    async create(
      tenantId: string,
      userId: string | null,
      body: PaymentIntentBody,
    ): Promise<string> {
      const subscriptionId = await checkFlow(tenantId, userId, body);
      try {
        const source = await describeToken(body);
        const intent = await deps.gateway.createPaymentIntent({
          methodType: body.paymentMethodType,
          amount: body.amount.unscaledValue,
          currency: body.amount.currency,
          ...(source && { token: source.token }),
          returnUrl: body.returnUrl ?? DEFAULT_RETURN_PATH,
        });
        await deps.intents.insert(
          {
            tenantId,
            gatewayIntentId: intent.id,
            methodType: intent.methodType,
            amount: intent.amount,
            currency: intent.currency,
            flow: body.flow,
            subscriptionId,
            userId,
            source,
          },
          deps.clock.now(),
        );
        const view: GatewayPaymentIntent = {
          object: 'payment_intent',
          id: intent.id,
          status: intent.status,
          amount: intent.amount,
          currency_code: intent.currency,
          payment_method_type: intent.methodType,
          gateway: deps.gateway.name,
          action_url: intent.actionUrl,
          decline_code: intent.declineCode,
        };
        return JSON.stringify(view);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
        if (error instanceof GatewayRequestError)
          throw new HttpError(400, 'payment_source_invalid', error.message);
        throw error;
      }
    },
  };
}

export type PaymentIntentService = ReturnType<typeof createPaymentIntentService>;
