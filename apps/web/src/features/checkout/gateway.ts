import type { GatewayPaymentIntent, PaymentIntentBody, PaymentMethodType } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import {
  ORDER_API_COOKIE,
  usesOrderPaymentIntentPath,
  type CheckoutFlow,
  type Currency,
} from '@halyard/domain';
import { callApi } from '@/app/api-client';
import type { CardSource } from '@/app/card-token';
import { readCookie } from '@/app/cookies';
import type { RequestContext } from './checkout-request';
import { newAttemptId } from './submit-checkout';

export type { CardSource } from '@/app/card-token';

/** Apple Pay or Google Pay: the gateway's wallet sheet answers with a token (the sandbox's at once). */
export async function walletToken(wallet: 'apple_pay' | 'google_pay'): Promise<CardSource> {
  const token = await callApi(routes.createSandboxWalletToken, { body: { wallet } });
  return { token: token.id, clientSecret: token.client_secret };
}

/**
 * spec §7 payment intent: amount zero in the order's currency (the server prices `order` and the
 * intent pays exactly that, decision 0101), the flow, the subscription an edit or add-on changes,
 * the token with its client secret, and where 3-D Secure or PayPal sends the buyer back. The
 * answer's `client_secret` is this tab's alone: the checkout sends it back. The path follows the
 * spec's cookie flag (domain `usesOrderPaymentIntentPath`).
 */
export async function createIntent(input: {
  /** spec §7: the xv tracking data and the userSession, as the checkout call sends them. */
  readonly context: Pick<RequestContext, 'xv' | 'userSession'>;
  readonly methodType: PaymentMethodType;
  readonly currency: Currency;
  readonly flow: CheckoutFlow;
  readonly subscriptionId: string | null;
  readonly source: CardSource | null;
  readonly order: PaymentIntentBody['order'];
  readonly returnUrl: string;
}): Promise<GatewayPaymentIntent> {
  const route = usesOrderPaymentIntentPath({
    [ORDER_API_COOKIE]: readCookie(ORDER_API_COOKIE),
  })
    ? routes.createOrderPaymentIntent
    : routes.createPaymentIntent;
  const { chargebeeBody } = await callApi(route, {
    body: {
      // spec §7: the intent names the checkout attempt that will use it (decision 0166).
      checkoutAttemptId: newAttemptId(),
      userSession: input.context.userSession,
      xv: input.context.xv,
      amount: { unscaledValue: 0, scale: 2, currency: input.currency },
      paymentMethodType: input.methodType,
      flow: input.flow,
      ...(input.subscriptionId && {
        editSubscriptionFlowDetails: { subscriptionId: input.subscriptionId },
      }),
      ...(input.source && { paymentSource: input.source }),
      order: input.order,
      returnUrl: input.returnUrl,
    },
  });
  // spec §7: "a chargebeeBody string that is parsed as JSON".
  return JSON.parse(chargebeeBody) as GatewayPaymentIntent;
}
